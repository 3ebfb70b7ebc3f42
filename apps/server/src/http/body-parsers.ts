import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Request bodies are JSON in UTF-8 and nothing else (multipart uploads and raw webhooks add their
 * own parser in their scope). Fastify would also take text/plain, and JSON labelled with another
 * charset, which it would then decode as UTF-8 anyway: both are 415 here.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(
      request.headers['content-type'] ?? '',
    )?.[1];
    if (charset && !/^utf-?8$/i.test(charset))
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
