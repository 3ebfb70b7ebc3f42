/**
 * npm run db:seed: empties the demo data of the database `npm start` uses and loads it again.
 * Stop the server first when it runs on the embedded database (PGlite allows one process).
 */
import { configOrExit } from '../config';
import { addDemoSlotStates, ensureDeliverySlots } from '../modules/delivery/slot-calendar';
import { openMediaStore } from '../providers/media-store/open-media-store';
import { openDatabase } from '../db/client';
import { seedDemo } from './demo';
import { seedDemoOrders } from './demo-orders';
import { truncateDemoData } from './reset-tables';
import { workspaceRoot } from './workspace';

async function reset() {
  process.chdir(workspaceRoot());
  const config = configOrExit();
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const files = config.MEDIA_STORE === 's3' ? `bucket ${config.S3_BUCKET}` : config.uploadDir;
  console.log(`Resetting the demo data in ${where}; media in ${files}`);
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const media = await openMediaStore(config);
  try {
    await database.migrate();
    const emptied = await truncateDemoData(database.db);
    console.log(`Emptied ${emptied.length} tables: ${emptied.join(', ')}`);
    const report = await seedDemo(database.db, { media: media.public, now: new Date() });
    const slots = await ensureDeliverySlots(database.db, new Date());
    await addDemoSlotStates(database.db, new Date());
    const demoOrders = await seedDemoOrders(database.db, new Date());
    for (const [table, count] of Object.entries(report.counts)) console.log(`  ${table}: ${count}`);
    console.log(`  delivery slots: ${slots}`);
    console.log(`  demo orders: ${demoOrders}`);
    console.log(
      `Demo catalogue loaded in ${(report.milliseconds / 1000).toFixed(1)} s (${report.filesWritten} new image and report files).`,
    );
  } finally {
    await media.close();
    await database.close();
  }
}

reset().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
