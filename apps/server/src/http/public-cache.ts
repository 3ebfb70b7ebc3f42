import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  chooseEncoding,
  compressAnswer,
  COMPRESS_THRESHOLD_BYTES,
  withVary,
  type Encoding,
} from './compression';

interface Entry {
  body: string;
  /** Compressed copies, made on the first request that accepts each encoding. */
  encoded: Map<Encoding, Promise<Buffer>>;
  /** The copies made so far, which a hit sends without waiting on a promise. */
  ready: Map<Encoding, Buffer>;
  bytes: number;
  etag: string;
  expiresAt: number;
}

/**
 * How long a browser may reuse a stock-bearing answer before asking again: a few seconds, so a
 * shopper does not see stock that an order has just taken. Revalidation is cheap (a 304).
 */
export const STOCK_BROWSER_SECONDS = 5;

/**
 * What the full path worked out for a URL it answered from the cache: the entry's key (the route
 * and its validated params and query) and the headers that depend on the route, so a later hit on
 * the same URL can be answered before validation (`answerHitsEarly`).
 */
interface KnownUrl {
  key: string;
  vary: string;
  cacheControl: string;
}

/** How many URLs `answerHitsEarly` knows; past it, the oldest is forgotten (and takes the full path again). */
const URLS_KNOWN = 10_000;

/** How the cache compresses an answer it keeps, per encoding. */
export const compressors: Record<
  Exclude<Encoding, 'identity'>,
  (body: string) => Promise<Buffer>
> = {
  br: (body) => compressAnswer('br', body).then(ownMemory),
  gzip: (body) => compressAnswer('gzip', body).then(ownMemory),
};

/**
 * A copy of a compressed answer in memory of its own size. zlib hands back a view of its 16 kB
 * output chunk, so keeping a 900-byte product answer kept 16 kB: 5,000 cached products held
 * 78 MB where the budget counted 5.
 */
function ownMemory(compressed: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(compressed.length);
  compressed.copy(own);
  return own;
}

/**
 * Public catalogue GETs are the same for every visitor, so the serialised answer is kept for a few
 * seconds, compressed once per encoding, and sent with an ETag; browsers and a CDN revalidate with
 * If-None-Match and get a 304. Stock shown here may be seconds old; the cart-list and order
 * creation always read live stock.
 *
 * The key is the route and its validated params and query, never the raw URL: `?pageNum=01`,
 * `?pageNum=1` and a reordered query are one entry (unknown parameters are refused before this).
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Entry>>();
  private readonly knownUrls = new Map<string, KnownUrl>();
  private bytes = 0;
  /** Moves on at each clear, so an answer read before a change is not kept after it. */
  private generation = 0;

  /** `maxBytes` bounds the memory the cache may hold; the oldest answers make room first. */
  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 24 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * `browserMaxAgeSeconds` is for answers that carry no stock (banned ingredients): browsers may
   * keep those longer. With the cache off (0 seconds) browsers revalidate every time.
   */
  async reply(
    request: FastifyRequest,
    reply: FastifyReply,
    produce: () => Promise<unknown>,
    browserMaxAgeSeconds = STOCK_BROWSER_SECONDS,
  ): Promise<FastifyReply> {
    const key = keyOf(request);
    // A hit is answered from what the entry holds: no promise to wait on (decision 054).
    const entry = this.fresh(key) ?? (await this.entry(key, produce));
    const maxAge = this.ttlMs === 0 ? 0 : browserMaxAgeSeconds;
    const vary = reply.getHeader('vary');
    const known: KnownUrl = {
      key,
      vary: vary ? withVary(vary, 'Accept-Encoding') : 'Accept-Encoding',
      cacheControl: maxAge > 0 ? `public, max-age=${maxAge}` : 'public, no-cache',
    };
    if (this.ttlMs > 0) this.remember(request.raw.url, known);
    const encoding = encodingFor(request, entry);
    const copy =
      encoding === 'identity'
        ? undefined
        : (entry.ready.get(encoding) ?? (await this.encoded(key, entry, encoding)));
    return this.send(request, reply, entry, known, copy && { encoding, copy });
  }

  /**
   * An onRequest hook for a cached route, placed after the hooks every answer needs (request id,
   * security headers, a route's limit): a URL the full path has answered before, whose entry is
   * fresh with the copy this client takes, is answered here, without validating the query again,
   * running the route's pre-handlers and handler or working out the key (a third of a hit's own
   * work; issue 41, decision 054). The same URL always meets the same route and validation, so
   * the answer is the one the full path would give. Anything else takes the full path.
   *
   * `anonymousOnly`: the route answers a login differently (the product page shows a customer
   * their own order items), so a request with an Authorization header takes the full path.
   */
  answerHitsEarly({ anonymousOnly = false } = {}): onRequestHookHandler {
    return (request, reply, done) => {
      const known = this.knownUrls.get(request.raw.url ?? '');
      const entry = known && this.fresh(known.key);
      if (!entry || (anonymousOnly && request.headers.authorization !== undefined)) return done();
      const encoding = encodingFor(request, entry);
      const copy = encoding === 'identity' ? undefined : entry.ready.get(encoding);
      if (encoding !== 'identity' && !copy) return done();
      // Answered: Fastify runs the answer's onSend and onResponse hooks; `done` is not called.
      this.send(request, reply, entry, known, copy && { encoding, copy });
    };
  }

  /** The entry's answer (or 304) with its headers: its compressed copy when the client takes one. */
  private send(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    known: KnownUrl,
    compressed?: { encoding: Encoding; copy: Buffer },
  ): FastifyReply {
    reply
      .header('cache-control', known.cacheControl)
      .header('etag', entry.etag)
      .header('vary', known.vary)
      .header('content-type', 'application/json; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    if (!compressed) return reply.send(entry.body);
    return reply.header('content-encoding', compressed.encoding).send(compressed.copy);
  }

  private remember(url: string | undefined, known: KnownUrl) {
    if (!url || this.knownUrls.has(url)) return;
    // Map keeps insertion order: the first URL is the one known longest.
    if (this.knownUrls.size >= URLS_KNOWN)
      this.knownUrls.delete(this.knownUrls.keys().next().value!);
    this.knownUrls.set(url, known);
  }

  /** The entry kept for `key` while it is fresh, if any. */
  private fresh(key: string): Entry | undefined {
    if (this.ttlMs === 0) return undefined;
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > this.now() ? hit : undefined;
  }

  /** Forgets every answer, and answers being read now (they may predate a change). */
  clear() {
    this.generation++;
    this.entries.clear();
    this.inFlight.clear();
    this.bytes = 0;
  }

  private encoded(key: string, entry: Entry, encoding: Exclude<Encoding, 'identity'>) {
    let pending = entry.encoded.get(encoding);
    if (!pending) {
      pending = compressors[encoding](entry.body);
      entry.encoded.set(encoding, pending);
      void pending.then((buffer) => {
        entry.ready.set(encoding, buffer);
        entry.bytes += buffer.length;
        if (this.entries.get(key) === entry) this.bytes += buffer.length;
      });
    }
    return pending;
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
      const generation = this.generation;
      const reading: Promise<Entry> = produce()
        .then((value) => {
          const fresh = toEntry(value, this.now() + this.ttlMs);
          if (generation === this.generation) this.store(key, fresh);
          return fresh;
        })
        .finally(() => {
          if (this.inFlight.get(key) === reading) this.inFlight.delete(key);
        });
      pending = reading;
      this.inFlight.set(key, pending);
    }
    return pending;
  }
}

/** The encoding this client gets for `entry`: none for a short answer, which is sent as it is. */
function encodingFor(request: FastifyRequest, entry: Entry): Encoding {
  if (entry.body.length < COMPRESS_THRESHOLD_BYTES) return 'identity';
  return chooseEncoding(request.headers['accept-encoding']);
}

/** The route pattern with its validated params and query, keys sorted. */
function keyOf(request: FastifyRequest): string {
  return [
    request.routeOptions.url ?? request.url.split('?')[0],
    canonical(request.params),
    canonical(request.query),
  ].join(' ');
}

function canonical(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const record = value as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(record)
      .sort()
      .map((name) => [name, record[name]]),
  );
}

function toEntry(value: unknown, expiresAt: number): Entry {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  // JavaScript strings take two bytes a character; near enough to budget memory.
  return { body, encoded: new Map(), ready: new Map(), bytes: body.length * 2, etag, expiresAt };
}

/** 304 Not Modified, without a body: what the asker has is still right. */
export function notModified(reply: FastifyReply) {
  return reply.code(304).send();
}

/** Whether an If-None-Match header names `etag` (or `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}
