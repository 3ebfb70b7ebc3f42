/**
 * Product counts per listing, kept for a while and shared by every page of that listing. Counting
 * a whole catalogue costs a scan while a page costs an index walk of 30 rows, and a count that is a
 * few seconds old only moves where the infinite scroll stops.
 */
export class CountMemo {
  private readonly entries = new Map<string, { count: Promise<number>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, count: () => Promise<number>): Promise<number> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.count;
    const fresh = count();
    // Callers arriving while the count runs share it; a failure is not remembered.
    this.entries.set(key, { count: fresh, expiresAt: this.now() + this.ttlMs });
    fresh.catch(() => {
      if (this.entries.get(key)?.count === fresh) this.entries.delete(key);
    });
    return fresh;
  }

  /** Forgets every count (the catalogue changed: decision 048). */
  clear() {
    this.entries.clear();
  }
}
