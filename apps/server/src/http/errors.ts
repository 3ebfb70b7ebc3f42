import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a customer can act on: status, a stable code and a sentence. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} was not found.`);
export const badRequest = (code: string, detail: string) => new AppError(400, code, detail);

/** Turns every failure into `{ detail, code }`; bad input is never a 5xx. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ detail: error.detail, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first problem, as a sentence a customer can act on; `field` says where, for programs.
      const first = error.validation[0];
      const path = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const field = [error.validationContext, path].filter(Boolean).join('.');
      return reply.code(400).send({
        detail: sentence(first?.message ?? 'The request is not valid'),
        code: 'VALIDATION_FAILED',
        ...(field ? { field } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply
        .code(413)
        .send({ detail: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' });
    if (status === 415)
      return reply
        .code(415)
        .send({ detail: 'This content type is not accepted.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    if (status === 429)
      return reply.code(429).send({ detail: error.message, code: 'RATE_LIMITED' });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, empty body with a JSON content type, and so on.
      return reply
        .code(status)
        .send({ detail: sentence(error.message), code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ detail: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      detail: `No such page or API route: ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    }),
  );
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
