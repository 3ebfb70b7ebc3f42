import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request's id travels in, both ways: from the proxy, and back in every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand on: a UUID, a hex trace id, nginx's $request_id. Nothing else is trusted into the log. */
const SANE_REQUEST_ID = /^[\w.:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the proxy's id when it sent a sane one, so one request is one id across
 * the proxy's log and ours; a fresh UUID otherwise.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * One JSON line per answered request: method, route (the pattern, `/api/orders/:id`, never the
 * path or query a customer typed: those can hold tokens, OTPs or an address), status, time and the
 * login's user id. The request id is on the line (pino's `reqId`) and echoed in `X-Request-Id`,
 * so a customer's report of an error finds its line. At LOG_LEVEL=warn the lines are not written.
 */
export function logEveryRequest(app: FastifyInstance) {
  // Callback hooks, not async ones: each async hook costs every answer a promise (decision 054).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.user?.id ?? null,
      },
      'request',
    );
    done();
  });
}
