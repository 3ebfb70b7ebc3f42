import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { FIRST_ANSWER } from '@makers-pantry/domain/first-answer';
import { SELLER_CHOICE_MAX_LENGTH } from '@makers-pantry/domain/hub';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { acceptJsonBodiesOnly } from './http/body-parsers';
import { storeNothingUnlessPublic } from './http/cache-control';
import { webAppScriptSources } from './http/inline-scripts';
import { sendSecurityHeaders } from './http/security-headers';
import { answerHitsBeforeRouting } from './http/hits-before-routing';
import { answerClientError } from './http/client-errors';
import { apiDocumentOptions } from './http/api-document/api-document';
import { answerFrameworkError, installErrorHandling } from './http/errors';
import { rememberRouteMethods } from './http/route-methods';
import { waitForHandlersOnClose } from './http/in-flight';
import { installValidationMessages } from './http/validation-messages';
import { PublicCache } from './http/public-cache';
import { announceHubChanges, CatalogueChanges } from './http/catalogue-changes';
import {
  parseQuery,
  refuseUnknownQueryParameters,
  refuseUnreadableQueries,
} from './http/query-parameters';
import { compressAnswersInOneCall, COMPRESS_THRESHOLD_BYTES, ENCODINGS } from './http/compression';
import { serveWebApp } from './http/web-app';
import { databaseCheck, healthRoutes, Readiness } from './http/health';
import { logEveryRequest, requestIdOf, requestLogWhenUsed } from './http/request-log';
import { sweepLeftUploadsOfThisInstance } from './media/received-files';
import { serveMedia } from './media/serve-media';
import { bannerList } from './modules/catalog/service';
import { moduleRoutes } from './modules/routes';
import type { Geocoder } from './providers/geo/geocoder';
import { openGeocoder } from './providers/geo/open-geocoder';
import type { MediaStore } from './providers/media-store/media-store';
import { openMediaStore } from './providers/media-store/open-media-store';
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
  /** The process's log (log.ts); none in tests. */
  logger?: FastifyBaseLogger;
  /** Tests may pass their own; otherwise built from config (SMS_PROVIDER, REDIS_URL). */
  sms?: SmsSender;
  limits?: RateLimiter;
  geocoder?: Geocoder;
  payments?: PaymentGateway;
  /** Where stored files live; built from config (MEDIA_STORE) unless given, and then not closed. */
  media?: MediaStore;
  /** The built web app to serve at `/`; apps/web/dist (or WEB_DIST) unless a test gives its own. */
  webDist?: string;
  /** What /api/health/ready asks; main.ts keeps it to say `stopping` on SIGTERM. */
  readiness?: Readiness;
}

/**
 * The HTTP server every role starts from: JSON logs with one line per request and its id, our
 * error answers. `buildApp` adds the shop to it; a worker (ROLE=worker) adds only the health
 * routes (healthRoutes), so an orchestrator can probe it.
 */
export function createServer(config: Config, readiness: Readiness, logger?: FastifyBaseLogger) {
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger, childLoggerFactory: requestLogWhenUsed }
      : { logger: false }),
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    // The proxy's X-Request-Id when it is sane, our own otherwise (request-log.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    routerOptions: {
      // The longest path parameter the API documents: fifty makers' ids on the batch page.
      maxParamLength: SELLER_CHOICE_MAX_LENGTH,
      querystringParser: parseQuery,
    },
    // Fastify's own request lines are off: request-log.ts writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    // A request arriving on a kept-alive connection while the server closes is still answered
    // (with Connection: close), not refused with 503: the client did nothing wrong (decision 047).
    return503OnClosing: false,
    // Bad URLs, over-long path parameters and unreadable requests answer `{ detail, code }` too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installValidationMessages();
  installErrorHandling(app);
  logEveryRequest(app);
  // Shutting down: each answer closes its connection, so clients and proxies open a fresh one
  // (to another instance) instead of finding this one closed under their next request.
  app.addHook('onRequest', (_request, reply, done) => {
    if (readiness.stopping) reply.header('connection', 'close');
    done();
  });
  return app;
}

export async function buildApp({
  config,
  database,
  now: givenClock,
  logger,
  webDist = builtWebApp,
  readiness = new Readiness(),
  ...providers
}: BuildOptions) {
  const now = givenClock ?? (() => new Date());
  const app = createServer(config, readiness, logger);
  rememberRouteMethods(app);
  acceptJsonBodiesOnly(app);
  refuseUnreadableQueries(app);
  refuseUnknownQueryParameters(app);
  storeNothingUnlessPublic(app);
  // Shutdown closes the database after the app: let running handlers finish first.
  waitForHandlersOnClose(app, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);

  const smsSetup = providers.sms
    ? { sender: providers.sms, outbox: undefined }
    : openSmsSender(config, app.log, now);
  const limits = providers.limits ?? openRateLimiter(config, app.log);
  app.addHook('onClose', async () => limits.close());
  const catalogueChanges = new CatalogueChanges(database, app.log);
  const media = providers.media ?? (await openMediaStore(config));
  if (!providers.media) app.addHook('onClose', async () => media.close());
  readiness.add(databaseCheck(database));
  if (limits.ping) readiness.add({ name: 'redis', check: () => limits.ping!() });
  readiness.add({ name: 'media', check: () => media.check() });
  const context: AppContext = {
    config,
    database,
    db: database.db,
    // On the shop's clock, so a schedule and the cache's seconds are counted alike (and tests can
    // step both); on the real one, read without making a Date at every hit.
    publicCache: new PublicCache(
      config.CATALOGUE_CACHE_SECONDS * 1000,
      undefined,
      givenClock ? () => givenClock().getTime() : Date.now,
    ),
    catalogueChanges,
    now,
    sms: warnOnSmsFailure(smsSetup.sender, app.log),
    smsOutbox: smsSetup.outbox,
    limits,
    geocoder: providers.geocoder ?? openGeocoder(config, database.db),
    payments: providers.payments ?? openPaymentGateway(config),
    media,
  };

  // A change made through any instance drops every instance's copies of the catalogue (decision 048).
  catalogueChanges.whenChanged(() => context.publicCache.clear());
  await catalogueChanges.listen();
  app.addHook('onClose', async () => catalogueChanges.close());
  announceHubChanges(app, catalogueChanges);

  const securityHeaders = sendSecurityHeaders(app, config, webAppScriptSources(webDist));
  compressAnswersInOneCall(app);
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: [...ENCODINGS],
  });
  await app.register(swagger, apiDocumentOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  healthRoutes(app, readiness);

  for (const register of moduleRoutes)
    await app.register(async (scope) => register(scope, context));

  await serveMedia(app, media);
  sweepLeftUploadsOfThisInstance(app, config.privateUploadDir);
  // The page carries home's banners as GET /api/products/banners/ sends them, from its cache entry.
  if (existsSync(webDist))
    await serveWebApp(app, webDist, () =>
      context.publicCache.bodyOf(`/api/${FIRST_ANSWER.path}`, () => bannerList(context)),
    );
  answerHitsBeforeRouting(app, context.publicCache, securityHeaders.data, readiness);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** TRUST_PROXY: unset (the socket address is the client), 'true', or the proxies' addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((part) => part.trim());
}
