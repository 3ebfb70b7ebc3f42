import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
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
  /** The body's length in bytes (UTF-8), for its Content-Length when sent as it is. */
  bodyBytes: number;
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
  /** The route's pattern, for the request line of a hit answered before routing. */
  route: string;
  /** How its route lets hits be answered early (`answerHitsEarly`). */
  early: EarlyHits;
  /** The cache's headers for `headsOf`'s answers, one list per copy (and the 304), made once. */
  headsOf: Entry | undefined;
  heads: Map<string, string[]>;
}

/** How a cached route's hits may be answered early; `answerHitsEarly`'s options. */
export interface EarlyHits {
  /**
   * The route answers a login differently (the product page shows a customer their own order
   * items), so a request with an Authorization header takes the full path.
   */
  anonymousOnly?: boolean;
  /**
   * The route counts each request against a limit first (search's per-address limit), which runs
   * as a hook of the route: its hits are answered after routing, never before (hits-before-routing.ts).
   */
  countedFirst?: boolean;
}

/**
 * A hit ready to send: its status, the cache's headers (name, value, name, value ...: the form
 * Node's `writeHead` takes) and its body, which a 304 has not.
 */
export interface CachedAnswer {
  status: 200 | 304;
  headers: readonly string[];
  body?: Buffer | string;
  route: string;
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
  /** What `answerHitsEarly` said of a request it let through, for `reply` to remember with its URL. */
  private readonly earlyHitsOf = new WeakMap<FastifyRequest, EarlyHits>();
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
      route: request.routeOptions.url ?? '',
      // A route without the early hook is remembered as one whose hits wait for routing.
      early: this.earlyHitsOf.get(request) ?? { countedFirst: true },
      headsOf: undefined,
      heads: new Map(),
    };
    if (this.ttlMs > 0) this.remember(request.raw.url, known);
    const encoding = encodingFor(request.headers['accept-encoding'], entry);
    if (encoding !== 'identity' && !entry.ready.has(encoding))
      await this.encoded(key, entry, encoding);
    return sendAnswer(reply, this.answerOf(request.raw, known, entry, encoding));
  }

  /**
   * The answer `reply` would send now to a GET of `route` (a route without params or query): its
   * JSON and ETag, from the same entry, read through `produce` when none is fresh. For the page
   * that carries an answer in itself (page-with-answer.ts).
   */
  async bodyOf(route: string, produce: () => Promise<unknown>) {
    const key = keyFor(route, {}, {});
    const entry = this.fresh(key) ?? (await this.entry(key, produce));
    return { body: entry.body, etag: entry.etag };
  }

  /**
   * An onRequest hook for a cached route, placed after the hooks every answer needs (request id,
   * security headers, a route's limit): a URL the full path has answered before, whose entry is
   * fresh with the copy this client takes, is answered here, without validating the query again,
   * running the route's pre-handlers and handler or working out the key (a third of a hit's own
   * work; issue 41, decision 054). The same URL always meets the same route and validation, so
   * the answer is the one the full path would give. Anything else takes the full path.
   *
   * Most hits do not even reach this hook: hits-before-routing.ts answers them as they arrive,
   * with the same answer. Those of a route `countedFirst` (and of `app.inject`, which tests use)
   * are answered here.
   */
  answerHitsEarly(early: EarlyHits = {}): onRequestHookHandler {
    return (request, reply, done) => {
      const answer = this.cachedAnswer(request.raw);
      if (!answer) {
        this.earlyHitsOf.set(request, early);
        return done();
      }
      // Answered: Fastify runs the answer's onSend and onResponse hooks; `done` is not called.
      sendAnswer(reply, answer);
    };
  }

  /**
   * The answer to a GET of a URL the full path has answered before, when its entry is fresh and
   * holds the copy this client takes; nothing otherwise (the full path answers). Its headers are
   * made once per entry and copy (issue 41). Asked `'before routing'`, a route `countedFirst` has
   * none: its limit is one of its own hooks, which run after routing.
   */
  cachedAnswer(
    request: IncomingMessage,
    when: 'routed' | 'before routing' = 'routed',
  ): CachedAnswer | undefined {
    const known = this.knownUrls.get(request.url ?? '');
    const entry = known && this.fresh(known.key);
    if (!entry) return undefined;
    if (when === 'before routing' && known.early.countedFirst) return undefined;
    if (known.early.anonymousOnly && request.headers.authorization !== undefined) return undefined;
    const encoding = encodingFor(request.headers['accept-encoding'], entry);
    if (encoding !== 'identity' && !entry.ready.has(encoding)) return undefined;
    return this.answerOf(request, known, entry, encoding);
  }

  /** The entry's answer (or 304) with its headers: its compressed copy when the client takes one. */
  private answerOf(
    request: IncomingMessage,
    known: KnownUrl,
    entry: Entry,
    encoding: Encoding,
  ): CachedAnswer {
    const notModified = etagMatches(request.headers['if-none-match'], entry.etag);
    if (known.headsOf !== entry) {
      known.headsOf = entry;
      known.heads.clear();
    }
    const variant = notModified ? '304' : encoding;
    let headers = known.heads.get(variant);
    if (!headers) {
      headers = [
        'cache-control',
        known.cacheControl,
        'etag',
        entry.etag,
        'vary',
        known.vary,
        'content-type',
        'application/json; charset=utf-8',
      ];
      if (!notModified && encoding !== 'identity')
        headers.push(
          'content-encoding',
          encoding,
          'content-length',
          String(entry.ready.get(encoding)!.length),
        );
      else if (!notModified) headers.push('content-length', String(entry.bodyBytes));
      known.heads.set(variant, headers);
    }
    if (notModified) return { status: 304, headers, route: known.route };
    const body = encoding === 'identity' ? entry.body : entry.ready.get(encoding)!;
    return { status: 200, headers, body, route: known.route };
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
function encodingFor(acceptEncoding: string | undefined, entry: Entry): Encoding {
  if (entry.body.length < COMPRESS_THRESHOLD_BYTES) return 'identity';
  return chooseEncoding(acceptEncoding);
}

/** A cached answer sent through Fastify: its onSend and onResponse hooks run as for any answer. */
function sendAnswer(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const { headers } = answer;
  for (let at = 0; at < headers.length; at += 2) reply.header(headers[at]!, headers[at + 1]);
  return reply.code(answer.status).send(answer.body);
}

/** The route pattern with its validated params and query, keys sorted. */
function keyOf(request: FastifyRequest): string {
  return keyFor(
    request.routeOptions.url ?? request.url.split('?')[0] ?? '',
    request.params,
    request.query,
  );
}

function keyFor(route: string, params: unknown, query: unknown): string {
  return [route, canonical(params), canonical(query)].join(' ');
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
  return {
    body,
    bodyBytes: Buffer.byteLength(body),
    encoded: new Map(),
    ready: new Map(),
    bytes: body.length * 2,
    etag,
    expiresAt,
  };
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
