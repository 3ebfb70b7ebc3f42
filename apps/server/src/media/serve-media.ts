import { mkdirSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isMediaKey, NOT_MODIFIED, type MediaStore } from '../providers/media-store/media-store';

/** How long a browser or a CDN keeps a public file: its name is never reused (immutable). */
const PUBLIC_MEDIA_SECONDS = 7 * 24 * 60 * 60;
const PUBLIC_MEDIA_CACHE = `public, max-age=${PUBLIC_MEDIA_SECONDS}, immutable`;

/**
 * Pictures read from a bucket are kept in memory, up to this much, the least asked for going
 * first: a file never changes under its name, so a kept copy is never stale. The demo's list
 * pictures (300 of about 20 kB) fit several times over; a lab report PDF or a file over
 * KEPT_FILE_BYTES is streamed each time instead.
 */
const KEPT_BYTES = 32 * 1024 * 1024;
const KEPT_FILE_BYTES = 512 * 1024;

interface KeptFile {
  bytes: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date | undefined;
}

/**
 * Serves the store's public files at `/media/` (decision 045): from this machine's folder when
 * the store is the disk, otherwise read from the store through the shop, with the same caching
 * headers, so pages keep one origin and a CDN in front of the shop keeps them.
 */
export async function serveMedia(app: FastifyInstance, media: MediaStore) {
  if (media.publicFolder) {
    mkdirSync(media.publicFolder, { recursive: true });
    await app.register(fastifyStatic, {
      root: media.publicFolder,
      prefix: '/media/',
      decorateReply: false,
      maxAge: PUBLIC_MEDIA_SECONDS * 1000,
      immutable: true,
      setHeaders: (res, file) => {
        if (file.endsWith('.pdf'))
          for (const [name, value] of PDF_HEADERS) res.setHeader(name, value);
      },
    });
    return;
  }
  const kept = new LRUCache<string, KeptFile>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (file) => file.bytes.length,
  });
  // HEAD named here, so fastify's own HEAD (which reads the whole body) is not made for it.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isMediaKey(key)) return reply.callNotFound();
      const asked = request.headers['if-none-match'];
      const headOnly = request.method === 'HEAD';
      let file = kept.get(key);
      if (!file) {
        const found = await media.public.read(key, asked);
        if (!found) return reply.callNotFound();
        if (found === NOT_MODIFIED) return notModified(reply, asked);
        if (found.bytes > KEPT_FILE_BYTES || headOnly) {
          describe(reply, found);
          if (!headOnly) return reply.send(found.body);
          found.body.destroy();
          return reply.send();
        }
        file = {
          bytes: await buffer(found.body),
          contentType: found.contentType,
          etag: found.etag,
          lastModified: found.lastModified,
        };
        kept.set(key, file);
      }
      if (file.etag === asked) return notModified(reply, asked);
      describe(reply, { ...file, bytes: file.bytes.length });
      return reply.send(headOnly ? undefined : file.bytes);
    },
  });
}

const notModified = (reply: FastifyReply, etag: string | undefined) =>
  reply.code(304).header('cache-control', PUBLIC_MEDIA_CACHE).header('etag', etag).send();

/** The headers of a public file's answer: a picture kept for a week, its ETag and size. */
function describe(
  reply: FastifyReply,
  file: { bytes: number; contentType: string; etag: string; lastModified?: Date | undefined },
) {
  reply
    .header('cache-control', PUBLIC_MEDIA_CACHE)
    .type(file.contentType)
    .header('content-length', file.bytes)
    .header('etag', file.etag);
  if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
  if (file.contentType === 'application/pdf')
    for (const [name, value] of PDF_HEADERS) reply.header(name, value);
}

/**
 * A lab report is downloaded, never shown inline, and a browser that shows it anyway runs nothing
 * in it (decision 044).
 */
const PDF_HEADERS = [
  ['content-disposition', 'attachment'],
  ['content-security-policy', 'sandbox'],
] as const;
