import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

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
  // Below info (LOG_LEVEL=warn) the line would not be written: no hook, so an answer pays for no
  // listener on its end either. The level is the configuration's, set once at start.
  if (!writesInfo(app.log)) return;
  app.addHook('onResponse', (request, reply, done) => {
    writeRequestLine(app.log, {
      reqId: request.id,
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      elapsedMs: reply.elapsedTime,
      userId: request.user?.id ?? null,
    });
    done();
  });
}

/** What a request line says; `elapsedMs` is written rounded to a tenth, as `ms`. */
export interface RequestLine {
  reqId: string;
  method: string;
  route: string | null;
  status: number;
  elapsedMs: number;
  userId: number | null;
}

/**
 * Writes a request's line from the process's log with the id as a field: the same line as a
 * request's own log would write, without making one (`requestLogWhenUsed`). Also written for a
 * cached page answered before routing (hits-before-routing.ts), so every answer has one line.
 */
export function writeRequestLine(log: FastifyBaseLogger, line: RequestLine) {
  log.info(
    {
      [REQUEST_ID_LOG_FIELD]: line.reqId,
      method: line.method,
      route: line.route,
      status: line.status,
      ms: Math.round(line.elapsedMs * 10) / 10,
      userId: line.userId,
    },
    'request',
  );
}

/** Whether `log` writes info lines: pino's number for its level (info is 30); none without a log. */
export function writesInfo(log: FastifyBaseLogger): boolean {
  const level = (log as { levelVal?: unknown }).levelVal;
  return typeof level === 'number' && level <= 30;
}

/** The field a request's id has in its log lines (Fastify's `requestIdLogLabel`). */
const REQUEST_ID_LOG_FIELD = 'reqId';

/**
 * Fastify's `childLoggerFactory`: a request's own log (its id on every line) is made the first
 * time something is logged with it, not for every request. Most requests log nothing but their
 * request line, which `logEveryRequest` writes without it, so a cached page's hit no longer makes
 * a pino child it never uses (issue 41, decision 054).
 */
export function requestLogWhenUsed(
  this: unknown,
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLog(parent, bindings, options) as unknown as FastifyBaseLogger;
}

type Write = (...args: unknown[]) => void;

class RequestLog {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get log(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.log.level = level;
  }

  fatal(...args: unknown[]) {
    (this.log.fatal as Write)(...args);
  }
  error(...args: unknown[]) {
    (this.log.error as Write)(...args);
  }
  warn(...args: unknown[]) {
    (this.log.warn as Write)(...args);
  }
  info(...args: unknown[]) {
    (this.log.info as Write)(...args);
  }
  debug(...args: unknown[]) {
    (this.log.debug as Write)(...args);
  }
  trace(...args: unknown[]) {
    (this.log.trace as Write)(...args);
  }
  silent(...args: unknown[]) {
    (this.log.silent as Write)(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.log.child(bindings, options);
  }
}
