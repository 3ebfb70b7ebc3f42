import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { buildApp, createServer } from './app';
import { configOrExit, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { databaseCheck, healthRoutes, Readiness } from './http/health';
import { runJobIfDue, startJobRunner, type Job } from './jobs';
import { openLog } from './log';
import { slotCalendarJob } from './modules/delivery/slot-calendar';
import { batchExpiryJob } from './modules/hub/batches/batch-service';
import { makersTomorrowJob, paymentOrders } from './modules/orders/service';
import { holdSweeperJob, refundRetryJob } from './modules/payments/service';
import { draftSweeperJob } from './modules/support/draft-sweeper';
import { messageSendJob } from './modules/messages/service';
import { openMessageSender } from './providers/messages/open-message-sender';
import { openMediaStore } from './providers/media-store/open-media-store';
import type { MediaStore } from './providers/media-store/media-store';
import { openPaymentGateway } from './providers/payments/open-payment-gateway';
import type { PaymentGateway } from './providers/payments/payment-gateway';

/**
 * The shop's one program, one command per step of a deployment (README: Running several instances):
 *   node dist/main.js migrate   the migrations only (npm run migrate); instances take turns
 *   node dist/main.js seed      the demo catalogue into an empty database (npm run seed)
 *   node dist/main.js [serve]   the shop, doing what ROLE says (npm run serve)
 */
type Command = 'migrate' | 'seed' | 'serve';

const openDb = (config: Config) =>
  openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });

async function migrate(config: Config, log: Logger) {
  const database = openDb(config);
  try {
    await database.migrate();
    log.info('migrations applied');
  } finally {
    await database.close();
  }
}

async function seed(config: Config, log: Logger) {
  const database = openDb(config);
  try {
    await database.migrate();
    // The seed (sharp, pdf-lib and the demo data) is loaded only when it may run: it is sizeable.
    const { loadDemoIfEmpty } = await import('./demo/load-if-empty');
    await loadDemoIfEmpty(database, config, log);
  } finally {
    await database.close();
  }
}

/** This same program with another command; resolves when it exits cleanly. */
function runChild(command: Command): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, command], {
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}).`)),
    );
  });
}

/**
 * The background work (decision 034), each job on one instance at a time: unpaid online orders
 * give their stock, slot places and code use back after PAYMENT_HOLD_MINUTES; refunds the gateway
 * did not take are asked again, backing off; the coming days' delivery slots are made; report-form
 * drafts nobody confirmed go after a day, with their photos; batches past their best-before stop
 * selling (decision 026); the outbox sends its due messages (decision 058). JOB_LEASE_SECONDS, when set, gives every job that lease (tests).
 */
function backgroundJobs(
  database: Database,
  config: Config,
  payments: PaymentGateway,
  media: MediaStore,
  log: Logger,
): Job[] {
  const jobs = [
    holdSweeperJob(database.db, paymentOrders),
    refundRetryJob({ db: database.db, payments, now: () => new Date() }, paymentOrders, log),
    slotCalendarJob(database.db),
    draftSweeperJob(database.db, media.private),
    batchExpiryJob(database.db),
    makersTomorrowJob(database.db),
    messageSendJob(
      database.db,
      openMessageSender(config, log, () => new Date()),
    ),
  ];
  const leaseMs = config.JOB_LEASE_SECONDS && config.JOB_LEASE_SECONDS * 1000;
  return leaseMs ? jobs.map((job) => ({ ...job, leaseMs })) : jobs;
}

/** Starts the shop: migrations, demo data when asked, then the API and/or the jobs (ROLE). */
async function serve(config: Config, log: Logger) {
  // The demo seed draws images and fills PGlite's memory; done in a child process, all of that
  // goes back to the system when it exits instead of staying with the server (about 800 MiB vs
  // 400 MiB resident on the embedded default).
  if (config.seedDemo) await runChild('seed');

  const database = openDb(config);
  await database.migrate();
  // The coming days' slots are there before the first customer asks (when due: a restart within
  // the hour finds them made; another instance may be making them at this moment).
  await runJobIfDue(database.db, slotCalendarJob(database.db), new Date());

  const readiness = new Readiness();
  const payments = openPaymentGateway(config);
  const media = await openMediaStore(config);
  let app;
  if (config.ROLE === 'worker') {
    // Jobs only: no API, but the health routes answer, so an orchestrator can probe it.
    app = createServer(config, readiness, log);
    readiness.add(databaseCheck(database));
    readiness.add({ name: 'media', check: () => media.check() });
    healthRoutes(app, readiness);
  } else {
    app = await buildApp({ config, database, logger: log, payments, media, readiness });
  }
  const stopJobs =
    config.ROLE === 'server'
      ? async () => undefined
      : startJobRunner(
          database.db,
          backgroundJobs(database, config, payments, media, log),
          () => new Date(),
          (job, error) => log.error({ err: error, job }, 'a background job failed'),
          { tickMs: config.JOB_TICK_SECONDS * 1000 },
        );
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const url = config.PUBLIC_URL ?? `http://${shownHost}:${port}/`;
  log.info({ url, port, role: config.ROLE }, `Makers Pantry is running at ${url}`);

  /**
   * Graceful shutdown (decision 047): readiness says 503 at once while the listener serves on for
   * the grace period, so the proxy stops sending here; then no new connections, in-flight requests
   * finish (bounded by SHUTDOWN_TIMEOUT_SECONDS), the job runner ends after its current job, and
   * the pools close.
   */
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.stopping = true;
    const jobsStopped = stopJobs();
    log.info(
      { signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS },
      'shutting down: readiness answers 503, still serving for the grace period',
    );
    await sleep(config.SHUTDOWN_GRACE_SECONDS * 1000);
    log.info('no longer accepting connections; finishing the requests in flight');
    const closed = app.close().then(() => true);
    const drained = await Promise.race([
      closed,
      sleep(config.SHUTDOWN_TIMEOUT_SECONDS * 1000, false),
    ]);
    if (!drained) {
      log.warn(
        { timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS },
        'requests still running at SHUTDOWN_TIMEOUT_SECONDS: their connections are closed',
      );
      app.server.closeAllConnections();
      await Promise.race([closed, sleep(1000)]);
    }
    await jobsStopped;
    await media.close();
    await database.close();
    log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

const COMMANDS: Record<Command, (config: Config, log: Logger) => Promise<void>> = {
  migrate,
  seed,
  serve,
};

async function main() {
  const command = (process.argv[2] ?? 'serve') as Command;
  if (!Object.hasOwn(COMMANDS, command)) {
    openLog().fatal(`Unknown command ${command}: use migrate, seed or serve.`);
    process.exit(1);
  }
  const config = configOrExit((sentence) => openLog().fatal(sentence));
  const log = openLog(config);
  try {
    await COMMANDS[command](config, log);
  } catch (error) {
    log.fatal({ err: error }, `${command} failed`);
    process.exit(1);
  }
}

void main();
