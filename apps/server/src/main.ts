import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import {
  addDemoSlotStates,
  ensureDeliverySlots,
  scheduleDeliverySlots,
} from './modules/delivery/slot-calendar';

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

  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  // The seed (sharp, pdf-lib and the demo data) is loaded only when it may run: it is sizeable.
  const seed = config.seedDemo ? await import('./db/seed/demo') : null;
  const seedingNow = seed ? await seed.catalogueIsEmpty(database.db) : false;
  if (seed && seedingNow) {
    console.log('Empty database: loading the demo catalogue (first start only)...');
    const seeded = await seed.seedDemo(database.db, {
      mediaDir: config.uploadDir,
      now: new Date(),
    });
    console.log(
      `Demo catalogue loaded in ${(seeded.milliseconds / 1000).toFixed(1)} s: ${seeded.counts.products} products, ${seeded.filesWritten} image and report files written.`,
    );
  }
  await ensureDeliverySlots(database.db, new Date());
  if (seedingNow) await addDemoSlotStates(database.db, new Date());

  const app = await buildApp({ config, database, logger: true });
  const stopSlotCalendar = scheduleDeliverySlots(
    database.db,
    () => new Date(),
    (error) => app.log.error({ err: error }, 'could not add delivery slots'),
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
    stopSlotCalendar();
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
