import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicCache } from '../../http/public-cache';

/**
 * Answers a public GET from the shared cache and hands back the route's own reply, which is what
 * a typed async handler must return once the body has been sent.
 */
export async function replyFromCache<Reply extends FastifyReply>(
  cache: PublicCache,
  request: FastifyRequest,
  reply: Reply,
  produce: () => Promise<unknown>,
  browserMaxAgeSeconds?: number,
): Promise<Reply> {
  await cache.reply(request, reply, produce, browserMaxAgeSeconds);
  return reply;
}
