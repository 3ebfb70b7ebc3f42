import type { Logger } from 'pino';
import type { Config } from '../config';
import { addDemoSlotStates, ensureDeliverySlots } from '../modules/delivery/slot-calendar';
import { openMediaStore } from '../providers/media-store/open-media-store';
import type { Database } from '../db/client';
import { catalogueIsEmpty, seedDemo } from './demo';
import { seedDemoOrders } from './demo-orders';

/** Any fixed number: the advisory lock under which one process at a time may load the demo data. */
const DEMO_SEED_LOCK = 0x6d70_7364;

/**
 * Loads the demo catalogue into a shop that has none (`npm run seed`, and start-up with
 * SEED_DEMO). Idempotent and safe when several run at once, as instances started together on an
 * empty database do: they take turns under one lock, and whoever comes second finds a catalogue
 * and leaves it alone (before the lock, both inserted category 1 and one crashed on
 * categories_pkey). Answers whether this call loaded it.
 */
export async function loadDemoIfEmpty(
  database: Database,
  config: Config,
  log: Logger,
): Promise<boolean> {
  return database.oneAtATime(DEMO_SEED_LOCK, async () => {
    if (!(await catalogueIsEmpty(database.db))) {
      log.info('the shop has a catalogue: the demo data is not loaded');
      return false;
    }
    log.info('empty database: loading the demo catalogue');
    const now = new Date();
    // The pictures and lab reports go to the configured store, where every instance finds them.
    const media = await openMediaStore(config);
    const seeded = await seedDemo(database.db, {
      media: media.public,
      now,
      quickHours: config.QUICK_DELIVERY_HOURS,
    }).finally(() => media.close());
    await ensureDeliverySlots(database.db, now);
    await addDemoSlotStates(database.db, now);
    const demoOrders = await seedDemoOrders(database.db, now);
    log.info(
      {
        seconds: Math.round(seeded.milliseconds / 100) / 10,
        products: seeded.counts.products,
        files: seeded.filesWritten,
        demoOrders,
      },
      `demo catalogue loaded: ${seeded.counts.products} products`,
    );
    return true;
  });
}
