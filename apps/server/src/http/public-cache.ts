import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
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

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
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
          if (this.entries.size >= this.maxEntries)
            this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, fresh);
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
  return { body, etag, expiresAt };
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}
