import { spawn } from 'node:child_process';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import {
  addDemoSlotStates,
  ensureDeliverySlots,
  slotCalendarJob,
} from './modules/delivery/slot-calendar';
import { runJobIfDue, startJobRunner } from './jobs';
import { batchExpiryJob } from './modules/hub/batch-service';
import { releaseOrderReservations } from './modules/orders/service';
import { holdSweeperJob, refundRetryJob } from './modules/payments/service';
import { openPaymentGateway } from './providers/payments/open-payment-gateway';
import { openMediaStore } from './providers/media-store/open-media-store';
import { draftSweeperJob } from './modules/support/draft-sweeper';

/** Run as a child with this flag, the start-up only migrates and seeds an empty database. */
const PREPARE_DEMO = '--prepare-demo';

/** Migrates, and loads the demo catalogue into an empty database. */
async function prepareDemo(config: Config) {
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  // The seed (sharp, pdf-lib and the demo data) is loaded only when it may run: it is sizeable.
  const seed = await import('./db/seed/demo');
  if (await seed.catalogueIsEmpty(database.db)) {
    console.log('Empty database: loading the demo catalogue (first start only)...');
    const media = await openMediaStore(config);
    const seeded = await seed.seedDemo(database.db, {
      media: media.public,
      now: new Date(),
      quickHours: config.QUICK_DELIVERY_HOURS,
    });
    await media.close();
    console.log(
      `Demo catalogue loaded in ${(seeded.milliseconds / 1000).toFixed(1)} s: ${seeded.counts.products} products, ${seeded.filesWritten} image and report files written.`,
    );
    await ensureDeliverySlots(database.db, new Date());
    await addDemoSlotStates(database.db, new Date());
    await (await import('./db/seed/demo-orders')).seedDemoOrders(database.db, new Date());
  }
  await database.close();
}

/** This same program, again, with one more flag; resolves when it exits cleanly. */
function runChild(flag: string): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, flag], {
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Preparing the demo data failed (exit ${code}).`)),
    );
  });
}

/** Starts the shop: configuration, migrations, demo data when empty, HTTP, graceful shutdown. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (process.argv.includes(PREPARE_DEMO)) {
    await prepareDemo(config);
    return;
  }
  // The demo seed draws images and fills PGlite's memory; done in a child process, all of that
  // goes back to the system when it exits instead of staying with the server (about 800 MiB vs
  // 400 MiB resident on the embedded default).
  if (config.seedDemo) await runChild(PREPARE_DEMO);

  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  // The coming days' slots are there before the first customer asks (when due: a restart within
  // the hour finds them made; another instance may be making them at this moment).
  const slotCalendar = slotCalendarJob(database.db);
  await runJobIfDue(database.db, slotCalendar, new Date());

  const payments = openPaymentGateway(config);
  const media = await openMediaStore(config);
  const app = await buildApp({ config, database, logger: true, payments, media });
  // The one runner for background work (decision 034), each job on one instance at a time:
  // unpaid online orders give their stock, slot places and code use back after
  // PAYMENT_HOLD_MINUTES; refunds the gateway did not take are asked again, backing off; the
  // coming days' delivery slots are made; report-form drafts nobody confirmed go after a day,
  // with their photos; batches past their best-before stop selling (decision 026).
  const stopJobs = startJobRunner(
    database.db,
    [
      holdSweeperJob(database.db, releaseOrderReservations),
      refundRetryJob({ db: database.db, payments, now: () => new Date() }, app.log),
      slotCalendar,
      draftSweeperJob(database.db, media.private),
      batchExpiryJob(database.db),
    ],
    () => new Date(),
    (job, error) => app.log.error({ err: error, job }, 'a background job failed'),
  );
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.log(
    `\nMakers Pantry is running at ${config.PUBLIC_URL ?? `http://${shownHost}:${port}/`}\n`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
