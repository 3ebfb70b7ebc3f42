import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Makes `app.close()` wait for handlers that are still running. Fastify's close waits for open
 * connections, but a client that hangs up closes its connection while its handler goes on
 * querying; closing the database under it would fail that work half-way. A handler is finished
 * when its reply reaches onSend, which Fastify runs even for a request whose client has gone.
 */
export function waitForHandlersOnClose(app: FastifyInstance, timeoutMs = 10_000) {
  const running = new Set<FastifyRequest>();
  let drained: (() => void) | null = null;

  // Callback hooks: an async hook costs every answer a promise (decision 054).
  app.addHook('onRequest', (request, _reply, done) => {
    running.add(request);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (running.delete(request) && running.size === 0) drained?.();
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    if (running.size === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
