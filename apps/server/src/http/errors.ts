import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  CODE_OF_STATUS,
  errorSentence,
  errorStatus,
  type ErrorCode,
} from '@makers-pantry/domain/error-codes';
import { allowedMethodsFor } from './route-methods';
import { REQUEST_ID_HEADER } from './request-log';
import { sqlStateOf } from '../db/sql-state';

/** An error a customer can act on: a registered code (which fixes the status) and a sentence. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail: string = errorSentence(code),
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.statusCode = errorStatus(code);
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);
export const badRequest = (code: ErrorCode, detail: string) => new AppError(code, detail);

/** What the customer is told: always `{ detail, code }`, `field` for validation problems. */
export interface ErrorAnswer {
  status: number;
  code: ErrorCode;
  detail: string;
  field?: string;
  headers?: Record<string, string>;
}

/** The framework's own codes, each answered with ours. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

/**
 * PostgreSQL refuses some text that got past validation (a NUL byte, bytes that are not UTF-8,
 * text in the wrong form for a column): that is still the customer's input, so a 400.
 */
const INVALID_TEXT_SQLSTATES = new Set(['22021', '22P02', '22P05']);

/** Turns any thrown value into the answer a customer sees. Pure, so it is tested directly. */
export function answerFor(error: unknown): ErrorAnswer {
  if (error instanceof AppError)
    return {
      status: error.statusCode,
      code: error.code,
      detail: error.detail,
      headers: error.headers,
    };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first problem, as a sentence a customer can act on; `field` says where, for programs.
    const first = error.validation[0];
    if (error.validationContext === 'querystring' && first?.keyword === 'unrecognized_keys') {
      const keys = (first.params as { keys?: unknown }).keys;
      // Named back only in plain characters: the names are the caller's text.
      const names = Array.isArray(keys)
        ? keys.map((key) => String(key).replace(/[^\w.-]/g, '?')).join(', ')
        : '';
      return {
        status: 400,
        code: 'UNKNOWN_PARAMETER',
        detail: names
          ? `This page does not take the parameter ${names.slice(0, 100)}.`
          : errorSentence('UNKNOWN_PARAMETER'),
        field: 'querystring',
      };
    }
    const path = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
    const field = [error.validationContext, path].filter(Boolean).join('.');
    return {
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: sentence(first?.message ?? errorSentence('VALIDATION_FAILED')),
      ...(field ? { field } : {}),
    };
  }
  const sqlState = sqlStateOf(error);
  if (sqlState && INVALID_TEXT_SQLSTATES.has(sqlState))
    return { status: 400, code: 'INVALID_TEXT', detail: errorSentence('INVALID_TEXT') };
  const fastifyError = error as Partial<FastifyError>;
  const mapped = fastifyError.code ? FRAMEWORK_CODES[fastifyError.code] : undefined;
  if (mapped) return { status: errorStatus(mapped), code: mapped, detail: errorSentence(mapped) };
  const status = fastifyError.statusCode ?? 500;
  if (error instanceof SyntaxError && status === 400)
    return { status: 400, code: 'BAD_JSON', detail: errorSentence('BAD_JSON') };
  if (status >= 400 && status < 500) {
    // Another client error from a plugin (static files, multipart): its status, our code.
    const code = CODE_OF_STATUS[status] ?? 'BAD_REQUEST';
    return { status: errorStatus(code), code, detail: errorSentence(code) };
  }
  return { status: 500, code: 'INTERNAL', detail: errorSentence('INTERNAL') };
}

/**
 * What the log keeps of an unexpected error: never the request, and never a failed query's
 * parameters (they hold mobile numbers, names and tokens), only the query text and the cause.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  const failed = error as { query?: unknown; params?: unknown; cause?: unknown };
  if (typeof failed.query === 'string' && 'params' in failed) {
    const cause = failed.cause as { message?: string; code?: string; stack?: string } | undefined;
    return {
      type: 'DrizzleQueryError',
      query: failed.query,
      code: cause?.code,
      message: cause?.message,
      stack: cause?.stack,
    };
  }
  const plain = error as { name?: string; message?: string; code?: string; stack?: string };
  return { type: plain?.name, code: plain?.code, message: plain?.message, stack: plain?.stack };
}

/**
 * The answer's stream closed under it: the client went away. Node's streams say so with a code;
 * the pump @fastify/compress uses (end-of-stream) only with its message.
 */
const clientLeft = (error: unknown) => {
  const failure = error as { code?: unknown; message?: unknown } | null;
  return failure?.code === 'ERR_STREAM_PREMATURE_CLOSE' || failure?.message === 'premature close';
};

/** Pino's hooks, as Fastify's logger option types them. */
type LoggerHooks = NonNullable<
  Extract<FastifyServerOptions['logger'], { hooks?: unknown }>['hooks']
>;

/**
 * Pino's hook on every log call. @fastify/compress logs a client that left during a compressed
 * answer as an error of its own, outside the error handler; the shop tells it as information, so
 * errors in the log are the shop's faults.
 */
export const logHooks: LoggerHooks = {
  logMethod(args, method, level) {
    const [first] = args as unknown[];
    if (level >= 50 && clientLeft(first)) {
      this.info('the client left before the answer');
      return;
    }
    method.apply(this, args);
  },
};

function send(reply: FastifyReply, answer: ErrorAnswer) {
  return reply
    .code(answer.status)
    .headers(answer.headers ?? {})
    .send({
      detail: answer.detail,
      code: answer.code,
      ...(answer.field ? { field: answer.field } : {}),
    });
}

/** Turns every failure into `{ detail, code }`; bad input is never a 5xx. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const answer = answerFor(error);
    if (clientLeft(error)) {
      // A phone that loses its signal mid-answer is no fault of the shop's: no error in the log.
      request.log.info({ route: request.routeOptions.url }, 'the client left before the answer');
      return send(reply, answer);
    }
    if (answer.status >= 500 && !(error instanceof AppError))
      request.log.error(
        { err: errorForLog(error), route: request.routeOptions.url },
        'unhandled error',
      );
    return send(reply, answer);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = allowedMethodsFor(app, path);
    // A route that takes this method found nothing (a file missing under /media): plain 404.
    if (allowed.includes(request.method))
      return send(reply, { status: 404, code: 'NOT_FOUND', detail: `No such file: ${path}` });
    if (allowed.length > 0)
      return send(reply, {
        status: 405,
        code: 'METHOD_NOT_ALLOWED',
        detail: `${request.method} is not allowed here; use ${allowed.join(' or ')}.`,
        headers: { allow: allowed.join(', ') },
      });
    return send(reply, {
      status: 404,
      code: 'NOT_FOUND',
      detail: `No such page or API route: ${request.method} ${path}`,
    });
  });
}

/** For Fastify's `frameworkErrors` option: bad URLs and over-long path parameters. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // These answers skip the onRequest hooks, where every other answer gets its X-Request-Id.
  void send(reply.header(REQUEST_ID_HEADER, request.id), answerFor(error));
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
