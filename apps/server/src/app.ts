import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { SELLER_CHOICE_MAX_LENGTH } from '@makers-pantry/domain/hub';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { acceptJsonBodiesOnly } from './http/body-parsers';
import { storeNothingUnlessPublic } from './http/cache-control';
import { securityHeaders } from './http/security-headers';
import { answerClientError } from './http/client-errors';
import { answerFrameworkError, installErrorHandling, logHooks } from './http/errors';
import { rememberRouteMethods } from './http/route-methods';
import { waitForHandlersOnClose } from './http/in-flight';
import { installValidationMessages } from './http/validation-messages';
import { PublicCache } from './http/public-cache';
import {
  parseQuery,
  refuseUnknownQueryParameters,
  refuseUnreadableQueries,
} from './http/query-parameters';
import { compressAnswersInOneCall, COMPRESS_THRESHOLD_BYTES, ENCODINGS } from './http/compression';
import { serveWebApp } from './http/web-app';
import { moduleRoutes } from './modules/routes';
import type { Geocoder } from './providers/geo/geocoder';
import { openGeocoder } from './providers/geo/open-geocoder';
import { openPaymentGateway } from './providers/payments/open-payment-gateway';
import type { PaymentGateway } from './providers/payments/payment-gateway';
import { openRateLimiter } from './providers/rate-limit/open-rate-limiter';
import type { RateLimiter } from './providers/rate-limit/rate-limiter';
import { openSmsSender } from './providers/sms/open-sms-sender';
import type { SmsSender } from './providers/sms/sms-sender';
import { warnOnSmsFailure } from './providers/sms/warn-on-failure';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built web app: apps/web/dist, two levels up from both src/ and dist/. */
const builtWebApp = process.env.WEB_DIST ?? path.resolve(here, '../../web/dist');

export interface BuildOptions {
  config: Config;
  database: Database;
  now?: () => Date;
  logger?: boolean;
  /** Tests may pass their own; otherwise built from config (SMS_PROVIDER, REDIS_URL). */
  sms?: SmsSender;
  limits?: RateLimiter;
  geocoder?: Geocoder;
  payments?: PaymentGateway;
  /** The built web app to serve at `/`; apps/web/dist (or WEB_DIST) unless a test gives its own. */
  webDist?: string;
}

export async function buildApp({
  config,
  database,
  now = () => new Date(),
  logger = false,
  webDist = builtWebApp,
  ...providers
}: BuildOptions) {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL, hooks: logHooks } : false,
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: {
      // The longest path parameter the API documents: fifty makers' ids on the batch page.
      maxParamLength: SELLER_CHOICE_MAX_LENGTH,
      querystringParser: parseQuery,
    },
    // Per-request lines cost throughput on the hot catalogue paths; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // Bad URLs, over-long path parameters and unreadable requests answer `{ detail, code }` too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installValidationMessages();
  installErrorHandling(app);
  rememberRouteMethods(app);
  acceptJsonBodiesOnly(app);
  refuseUnreadableQueries(app);
  refuseUnknownQueryParameters(app);
  storeNothingUnlessPublic(app);
  // Shutdown closes the database after the app: let running handlers finish first.
  waitForHandlersOnClose(app);

  const smsSetup = providers.sms
    ? { sender: providers.sms, outbox: undefined }
    : openSmsSender(config, app.log, now);
  const limits = providers.limits ?? openRateLimiter(config, app.log);
  app.addHook('onClose', async () => limits.close());
  const context: AppContext = {
    config,
    database,
    db: database.db,
    // On the shop's clock, so a schedule and the cache's seconds are counted alike (and tests can step both).
    publicCache: new PublicCache(config.CATALOGUE_CACHE_SECONDS * 1000, undefined, () =>
      now().getTime(),
    ),
    now,
    sms: warnOnSmsFailure(smsSetup.sender, app.log),
    smsOutbox: smsSetup.outbox,
    limits,
    geocoder: providers.geocoder ?? openGeocoder(config, database.db),
    payments: providers.payments ?? openPaymentGateway(config),
  };

  await app.register(helmet, securityHeaders(config));
  compressAnswersInOneCall(app);
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: [...ENCODINGS],
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Makers Pantry API', version: '1.0.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/api/health/', { schema: { hide: true } }, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok', database: database.kind };
  });

  for (const register of moduleRoutes)
    await app.register(async (scope) => register(scope, context));

  mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
  });
  if (existsSync(webDist)) await serveWebApp(app, webDist);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** TRUST_PROXY: unset (the socket address is the client), 'true', or the proxies' addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((part) => part.trim());
}
