import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  bytes: number;
  etag: string;
  expiresAt: number;
}

/**
 * Public catalogue GETs are the same for every visitor, so the serialised answer is kept for a few
 * seconds and sent with an ETag; browsers and a CDN revalidate with If-None-Match and get a 304.
 * Stock shown here may be seconds old; the cart-list and order creation always read live stock.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Entry>>();
  private bytes = 0;

  /** `maxBytes` bounds the memory the cache may hold; the oldest answers make room first. */
  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 24 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  async reply(
    request: FastifyRequest,
    reply: FastifyReply,
    produce: () => Promise<unknown>,
    browserMaxAgeSeconds = 30,
  ): Promise<FastifyReply> {
    const entry = await this.entry(request.url, produce);
    reply
      .header('cache-control', `public, max-age=${browserMaxAgeSeconds}, stale-while-revalidate=60`)
      .header('etag', entry.etag)
      .header('content-type', 'application/json; charset=utf-8');
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.send(entry.body);
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  private store(key: string, entry: Entry) {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    // Map keeps insertion order, so the first keys are the oldest answers.
    for (const [oldKey, old] of this.entries) {
      if (this.bytes + entry.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
  }

  private async entry(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    if (this.ttlMs === 0) return toEntry(await produce(), 0);
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit;
    // One database trip per key however many requests arrive together.
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = produce()
        .then((value) => {
          const fresh = toEntry(value, this.now() + this.ttlMs);
          this.store(key, fresh);
          return fresh;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }
}

function toEntry(value: unknown, expiresAt: number): Entry {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  // JavaScript strings take two bytes a character; near enough to budget memory.
  return { body, bytes: body.length * 2, etag, expiresAt };
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}
