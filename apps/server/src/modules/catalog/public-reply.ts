import type {
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PublicCache } from '../../http/public-cache';
import type { ZodScope } from '../module-routes';

/**
 * Answers a public GET from the shared cache and hands back the route's own reply, which is what
 * a typed async handler must return once the body has been sent.
 */
export async function replyFromCache<Reply extends FastifyReply>(
  cache: PublicCache,
  request: FastifyRequest,
  reply: Reply,
  produce: () => Promise<unknown>,
  browserMaxAgeSeconds?: number,
): Promise<Reply> {
  await cache.reply(request, reply, produce, browserMaxAgeSeconds);
  return reply;
}

/** A request as the route's zod schema reads it: its params and query typed. */
type ReadRequest<Schema extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Schema,
  ZodTypeProvider
>;

/**
 * Declares public catalogue GETs that are the same for every visitor: a URL answered before is
 * answered again from the shared cache before validation (decision 054); otherwise the route's
 * `produce` makes the answer, which is kept for the next visitors.
 */
export const cachedPublicReads =
  (app: ZodScope, cache: PublicCache) =>
  <const Schema extends FastifySchema>(
    url: string,
    schema: Schema,
    produce: (request: ReadRequest<Schema>) => Promise<unknown>,
    browserMaxAgeSeconds?: number,
  ) => {
    // Registered with the schema as any schema, so the handler's answer type is Fastify's plain
    // one; `produce` still reads the request as its own schema types it.
    const anySchema: FastifySchema = schema;
    app.get(
      url,
      { schema: anySchema, onRequest: cache.answerHitsEarly() },
      async (request, reply) =>
        replyFromCache(
          cache,
          request,
          reply,
          () => produce(request as ReadRequest<Schema>),
          browserMaxAgeSeconds,
        ),
    );
  };
