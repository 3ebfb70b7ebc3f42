import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { servePageWithAnswer, type AnswerNow } from './page-with-answer';

/** How long a browser keeps a file whose name carries its content hash: a year, as is usual. */
const HASHED_FILE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Cache-Control for a file of the built web app. Everything under assets/ is named by its
 * content hash (Vite does it), so a returning shopper's browser keeps it and never asks again;
 * index.html and the files named as they are (icons, robots.txt) are checked on every visit, so
 * a new release reaches the shopper at once.
 */
function webFileCacheControl(dist: string, file: string): string {
  const inAssets = path.relative(dist, file).split(path.sep)[0] === 'assets';
  return inAssets ? `public, max-age=${HASHED_FILE_SECONDS}, immutable` : 'no-cache';
}

/**
 * Serves the built web app at `/`. The build writes a brotli (quality 11) and a gzip copy beside
 * each text file (apps/web's precompress step); those are sent as they are, so a phone downloads
 * about a seventh less script than on-the-fly brotli gives and the server compresses nothing.
 * The page at `/` carries the first answer, `readFirstAnswer`'s (page-with-answer.ts).
 */
export async function serveWebApp(
  app: FastifyInstance,
  dist: string,
  readFirstAnswer: () => Promise<AnswerNow>,
) {
  servePageWithAnswer(app, dist, readFirstAnswer);
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    // `/` is the page with its answer, above; /index.html stays the file.
    index: false,
    preCompressed: true,
    // Our own header below instead of send's `public, max-age=0` for every file.
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', webFileCacheControl(dist, file));
      // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
