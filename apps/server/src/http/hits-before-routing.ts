import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Readiness } from './health';
import type { PublicCache } from './public-cache';
import { REQUEST_ID_HEADER, requestIdOf, writeRequestLine, writesInfo } from './request-log';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A cached page's hit is answered as it arrives, before Fastify routes it (issue 41): the public
 * cache already knows the URL's answer and every header of it, so the hit skips Fastify's request
 * and reply objects, its route lookup and its chain of hooks, none of which changes that answer
 * (decision 069). What every answer carries, a hit answered here carries too: its request id
 * (the proxy's or a new one) and request line, the security headers (a JSON answer's, as Fastify's
 * JSON answers get them), Cache-Control, ETag, Vary and 304 to its ETag; a page's hits equal its full path's answer
 * header for header (hits-before-routing.test.ts).
 *
 * Anything else goes to Fastify as before: every method but GET, a URL the cache does not know or
 * whose entry expired or was dropped by a catalogue change, a copy not made yet, a login's
 * product page, a route that counts requests against a limit first (search, with the limit on),
 * and every request while the shop stops (Fastify's answer closes the connection then).
 *
 * Placed in front of Fastify's own listener on the server it made, so Fastify keeps its server's
 * settings (timeouts, keep-alive) and its close; `app.inject` goes straight to Fastify, so tests
 * that inject meet the cache's early hook instead (`PublicCache.answerHitsEarly`), same answer.
 */
export function answerHitsBeforeRouting(
  app: FastifyInstance,
  cache: PublicCache,
  securityHeaders: Record<string, string>,
  readiness: Readiness,
) {
  const server = app.server;
  const [routed, ...others] = server.listeners('request') as RequestListener[];
  if (!routed || others.length > 0)
    throw new Error("hits before routing: Fastify's one request listener was expected");
  const security = Object.entries(securityHeaders).flat();
  const logged = writesInfo(app.log);
  server.removeListener('request', routed);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' || readiness.stopping || !server.listening)
      return routed(request, response);
    const answer = cache.cachedAnswer(request, 'before routing');
    if (!answer) return routed(request, response);
    const reqId = requestIdOf(request);
    if (logged) {
      const startedAt = performance.now();
      response.once('finish', () =>
        writeRequestLine(app.log, {
          reqId,
          method: 'GET',
          route: answer.route,
          status: answer.status,
          elapsedMs: performance.now() - startedAt,
          userId: null,
        }),
      );
    }
    // The order Fastify's answer has: request id, the cache's own headers, then security's.
    response.writeHead(answer.status, [REQUEST_ID_HEADER, reqId, ...answer.headers, ...security]);
    response.end(answer.body);
  });
}
