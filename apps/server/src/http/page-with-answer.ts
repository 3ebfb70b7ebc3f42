import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { FIRST_ANSWER } from '@makers-pantry/domain/first-answer';
import { chooseEncoding, type Encoding } from './compression';
import { etagMatches } from './public-cache';

/** An API answer as the API sends it now: its JSON and its ETag. */
export interface AnswerNow {
  body: string;
  etag: string;
}

/** The page as sent for one version of the answer it carries, with its compressed copies. */
interface Version {
  answerEtag: string;
  html: string;
  etag: string;
  copies: Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed as the build compresses the static page (brotli 11, gzip 9): a kilobyte less than
 * the quality 4 of other answers, on every screen's first request. Off the event loop (brotli 11
 * takes tens of milliseconds on the page), and once per version of the answer.
 */
const compressors: Record<Exclude<Encoding, 'identity'>, (html: string) => Promise<Buffer>> = {
  br: (html) =>
    brotli(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
  gzip: (html) => gzipAsync(html, { level: 9 }),
};

/**
 * The page written with the answer in it, just before the page's first inline script (the first
 * requests script, which reads it as it runs): as JSON in a `<script type="application/json">`,
 * which the browser does not run, so the Content-Security-Policy's hash of the inline script
 * (inline-scripts.ts) is unchanged. A `<` in the JSON would let it close its own tag: written as
 * `\u003c`, which JSON reads as the same character. A page without that script is sent as it is.
 */
export function pageWithAnswer(page: string, apiPath: string, body: string): string {
  const at = page.indexOf('<script>');
  if (at < 0) return page;
  const json = body.replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${FIRST_ANSWER.elementId}" data-path="${apiPath}">${json}</script>`;
  return page.slice(0, at) + element + page.slice(at);
}

/**
 * Serves the built page at `/` with the first answer written in (FIRST_ANSWER, decision 074): home
 * paints its first banner without a round trip for the answer, and the app takes the page's copy
 * instead of asking again. The answer is read as the API route reads it (`read`, through the
 * public cache, one database trip per few seconds), so the page carries what the API would send.
 *
 * The page then changes with the catalogue: its ETag is its own content's, and it is checked on
 * every visit (`no-cache`, as the static page was), never kept longer than the answer in it. When
 * the answer cannot be read, the static page goes, and its script asks for the answer itself.
 * `/index.html` and every other file stay as the build wrote them (web-app.ts).
 */
export function servePageWithAnswer(
  app: FastifyInstance,
  dist: string,
  read: () => Promise<AnswerNow>,
) {
  const file = path.join(dist, 'index.html');
  // A build without a page (the API's own tests) has no `/` to answer.
  if (!existsSync(file)) return;
  const page = readFileSync(file, 'utf8');
  let last: Version | undefined;
  const versionOf = (answer: AnswerNow | undefined): Version => {
    const answerEtag = answer?.etag ?? '';
    if (last?.answerEtag === answerEtag) return last;
    const html = answer ? pageWithAnswer(page, FIRST_ANSWER.path, answer.body) : page;
    const digest = createHash('sha1').update(html).digest('base64url').slice(0, 22);
    last = { answerEtag, html, etag: `"${digest}"`, copies: new Map() };
    return last;
  };

  // The shop's page, not an API operation: left out of the API document.
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const version = versionOf(await readOrNone(read, request.log));
    reply
      .header('cache-control', 'no-cache')
      .header('etag', version.etag)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], version.etag)) return reply.code(304).send();
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(version.html);
    let copy = version.copies.get(encoding);
    if (!copy) {
      copy = compressors[encoding](version.html);
      version.copies.set(encoding, copy);
    }
    return reply.header('content-encoding', encoding).send(await copy);
  });
}

/** The answer, or none when it cannot be read now: the page must not fail for it. */
async function readOrNone(read: () => Promise<AnswerNow>, log: FastifyBaseLogger) {
  try {
    return await read();
  } catch (error) {
    log.warn({ err: error }, 'the page goes without its first answer');
    return undefined;
  }
}
