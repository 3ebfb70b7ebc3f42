import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isMediaKey, NOT_MODIFIED, type MediaStore } from '../providers/media-store/media-store';

/** How long a browser or a CDN keeps a public file: its name is never reused (immutable). */
const PUBLIC_MEDIA_SECONDS = 7 * 24 * 60 * 60;
const PUBLIC_MEDIA_CACHE = `public, max-age=${PUBLIC_MEDIA_SECONDS}, immutable`;

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
    });
    return;
  }
  // HEAD named here, so fastify's own HEAD (which reads the whole body) is not made for it.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isMediaKey(key)) return reply.callNotFound();
      const asked = request.headers['if-none-match'];
      const found = await media.public.read(key, asked);
      if (!found) return reply.callNotFound();
      reply.header('cache-control', PUBLIC_MEDIA_CACHE);
      if (found === NOT_MODIFIED) return reply.code(304).header('etag', asked).send();
      reply
        .type(found.contentType)
        .header('content-length', found.bytes)
        .header('etag', found.etag);
      if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
      if (request.method === 'HEAD') {
        found.body.destroy();
        return reply.send();
      }
      return reply.send(found.body);
    },
  });
}
