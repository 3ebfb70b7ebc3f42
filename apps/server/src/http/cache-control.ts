import type { FastifyInstance } from 'fastify';

/**
 * No answer is kept by a browser or a proxy unless its route chose so (the public cache
 * does, static files do). An answer to a logged-in request is never kept, whatever the route set: it may carry a
 * token, an address or an order. Applied once here so that routes added later inherit it.
 */
export function storeNothingUnlessPublic(app: FastifyInstance) {
  // A callback hook: an async hook costs every answer a promise (decision 054).
  app.addHook('onSend', (request, reply, payload, done) => {
    const chosen = reply.getHeader('cache-control');
    if (request.user) {
      if (!String(chosen ?? '').includes('no-store'))
        reply.header('cache-control', 'private, no-store');
    } else if (!chosen) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
