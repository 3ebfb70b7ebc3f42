/**
 * A map of at most `capacity` entries in which the least recently used goes first when it is full:
 * what search keeps between requests (meanings of words, candidates of queries and their ranks)
 * stays bounded.
 */
export class RecentlyUsed<Key, Value> {
  // Map keeps insertion order, and every use re-inserts: the first key is the least recently used.
  private readonly entries = new Map<Key, Value>();

  constructor(private readonly capacity: number) {}

  get(key: Key): Value | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key)!;
    this.set(key, value);
    return value;
  }

  /** The value kept for `key`, or `make`'s, kept from now on (undefined included). */
  getOrMake(key: Key, make: () => Value): Value {
    if (this.entries.has(key)) return this.get(key)!;
    const value = make();
    this.set(key, value);
    return value;
  }

  /** The value kept for `key`, without counting as a use. */
  peek(key: Key): Value | undefined {
    return this.entries.get(key);
  }

  set(key: Key, value: Value): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: Key): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
