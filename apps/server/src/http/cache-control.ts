import type { FastifyInstance } from 'fastify';

/**
 * No answer is kept by a browser or a proxy unless its route chose so (the public cache
 * does, static files do). An answer to a logged-in request is never kept, whatever the route set: it may carry a
 * token, an address or an order. Applied once here so that routes added later inherit it.
 */
export function storeNothingUnlessPublic(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const chosen = reply.getHeader('cache-control');
    if (request.user) {
      if (!String(chosen ?? '').includes('no-store'))
        reply.header('cache-control', 'private, no-store');
    } else if (!chosen) reply.header('cache-control', 'no-store');
    return payload;
  });
}
