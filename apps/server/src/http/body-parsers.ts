import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The charset a request's Content-Type names when it is not UTF-8; undefined otherwise. */
function otherCharsetOf(request: FastifyRequest): string | undefined {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(
    request.headers['content-type'] ?? '',
  )?.[1];
  return charset && !/^utf-?8$/i.test(charset) ? charset : undefined;
}

/**
 * Request bodies are JSON in UTF-8 and nothing else (multipart uploads and raw webhooks add their
 * own parser in their scope). Fastify would also take text/plain, and JSON labelled with another
 * charset, which it would then decode as UTF-8 anyway: both are 415 here.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charset = otherCharsetOf(request);
    if (charset)
      return done(
        new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `Please send JSON in UTF-8; ${charset} is not accepted.`,
        ),
        undefined,
      );
    void parseJson(request, body as string, done);
  });
}

/**
 * JSON bodies signed by the provider that sent them (the payment webhook, the messages' delivery
 * reports): the signature is over the bytes as they arrived, not over re-encoded JSON, so the
 * scope's parser keeps the raw text beside the parsed body. Bad JSON is 400 BAD_JSON; with
 * `utf8Only`, JSON labelled with another charset is 415. Answers how a route reads the raw text.
 */
export function keepRawJsonBodies(
  scope: FastifyInstance,
  options: { bodyLimit: number; utf8Only: boolean },
): (request: FastifyRequest) => string {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: options.bodyLimit },
    (request, body, done) => {
      if (options.utf8Only && otherCharsetOf(request))
        return done(new AppError('UNSUPPORTED_MEDIA_TYPE'), undefined);
      rawBodies.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError('BAD_JSON'), undefined);
      }
    },
  );
  return (request) => rawBodies.get(request) ?? '';
}
