import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzip,
  gzipSync,
} from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * One answer to "which encoding does this client get", shared by @fastify/compress (registered
 * with these encodings in app.ts), the public cache, which keeps compressed copies itself, and
 * the one-call compression of the other answers below.
 */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number] | 'identity';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * The encoding with the highest q-value in Accept-Encoding, brotli first on a tie; `*` and
 * `x-gzip` count as gzip, as @fastify/compress reads them.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  // Browsers send the same few headers again and again: the last answer is kept.
  if (header === lastHeader) return lastEncoding;
  const encoding = readAcceptEncoding(header);
  lastHeader = header;
  lastEncoding = encoding;
  return encoding;
}

let lastHeader = '';
let lastEncoding: Encoding = 'identity';

function readAcceptEncoding(header: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const name = rawName === 'x-gzip' ? 'gzip' : rawName;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(weight)) weights.set(name, weight);
  }
  // A named encoding's own weight wins over the `*` wildcard (`gzip;q=0, *` refuses gzip).
  const star = weights.get('*');
  const weightOf = (encoding: string) =>
    weights.get(encoding) ?? (encoding === 'gzip' && star !== undefined ? star : 0);
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Answers up to this size are compressed on the event loop: brotli takes about 0.1 ms on a page of
 * 30 cards, less than handing the work to libuv's thread pool and back. Larger answers go to the
 * pool, so that none holds the loop for long. (Uncached search at 10 connections: 12-15% less of
 * the server's CPU per request; docs/performance-history.md.)
 */
const COMPRESS_ON_THE_LOOP_BYTES = 64 * 1024;

/**
 * An answer compressed in one call. Brotli at quality 4 (as @fastify/compress uses; 11 costs tens
 * of milliseconds on a 100 kB page), told the answer's size so that it sizes its window and
 * buffers to the answer rather than to a stream of unknown length.
 */
export async function compressAnswer(
  encoding: Exclude<Encoding, 'identity'>,
  body: string | Buffer,
): Promise<Buffer> {
  const input = typeof body === 'string' ? Buffer.from(body) : body;
  const onTheLoop = input.length <= COMPRESS_ON_THE_LOOP_BYTES;
  if (encoding === 'gzip') return onTheLoop ? gzipSync(input) : gzipAsync(input);
  const options = {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  };
  return onTheLoop ? brotliCompressSync(input, options) : brotli(input, options);
}

/** Types worth compressing; pictures and PDFs are compressed already. */
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i;

/**
 * Answers the routes have in hand (JSON, CSV, HTML) are compressed in one call instead of
 * through @fastify/compress's stream, which costs a Readable, a Transform and a pump per answer
 * and keeps a compressor per answer in flight: under 50 connections those held 40 MB. Streams
 * (files) still go to @fastify/compress, which skips what is already encoded.
 */
export function compressAnswersInOneCall(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    // Kept as a callback hook: an async one costs a promise on every answer, cached hits too.
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.getHeader('content-encoding')) return done(null, payload);
    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES) return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json')))
      return done(null, payload);
    reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return done(null, payload);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    compressAnswer(encoding, payload).then(
      (compressed) => done(null, compressed),
      (error: Error) => done(error),
    );
  });
  leaveApiRoutesToOneCall(app);
}

/**
 * @fastify/compress's stream compressor is for files (the web app's files without a compressed
 * copy, media); every API route (each declares a schema) answers a string or a buffer, which the
 * hook above compresses, or the public cache's compressed copy. So API routes skip its per-request
 * hooks (choosing an encoding, wrapping the answer), and GET and HEAD routes, which take no body,
 * its request decompression too: a cached page's hit paid for both (issue 41, decision 054).
 */
function leaveApiRoutesToOneCall(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    const options = route as typeof route & { compress?: unknown; decompress?: unknown };
    options.compress ??= false;
    const methods = [route.method].flat();
    if (methods.every((method) => method === 'GET' || method === 'HEAD'))
      options.decompress ??= false;
  });
}

/** Adds a header name to Vary, keeping what the route already named (Authorization). */
export function withVary(current: unknown, name: string): string {
  const names = String(current ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!names.some((part) => part.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(', ');
}
