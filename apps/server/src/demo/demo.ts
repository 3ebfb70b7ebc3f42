import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { MediaShelf } from '../providers/media-store/media-store';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import {
  bannedIngredients,
  banners,
  categories,
  collectionProducts,
  collections,
  makers,
  products,
  stockBatches,
  subcategories,
} from '../db/schema/catalog';
import { reviews } from '../db/schema/reviews';
import { searchSynonyms } from '../db/schema/search';
import { places } from '../db/schema/addresses';
import { knownLocations, serviceAreas } from '../db/schema/addresses';
import { DEMO_ACCOUNTS } from './accounts';
import { demoDiscountCodes, seedDiscountCodes } from './discount-codes';
import { writeMedia } from './images';
import { buildDemoPlan } from './plan';
import { seedSlotTemplates, standardSlotTemplates, type QuickHours } from './slot-templates';
import { refreshSearchWords } from '../db/search-vocabulary';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo catalogue loads only into a shop that has no catalogue at all. */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from products)
          and not exists (select 1 from categories)
          and not exists (select 1 from makers) as empty`,
  );
  return rows.rows[0]?.empty === true;
}

/** Multi-row inserts, 500 rows at a time: far below PostgreSQL's 65535-parameter limit. */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(table).values(rows.slice(i, i + 500) as never);
}

/** Rows were inserted with their ids; move each serial past them so the next insert does not clash. */
async function advanceSequences(tx: Tx, tableNames: string[]) {
  for (const name of tableNames)
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`,
    );
}

export interface SeedOptions {
  /**
   * Where the drawn pictures and reports go: the media store's public files, served at /media/.
   * Without it no file is written (tests); the rows still carry their URLs.
   */
  media?: MediaShelf;
  now: Date;
  /** The IST hours of the quick delivery templates (QUICK_DELIVERY_HOURS); 7-22 by default. */
  quickHours?: QuickHours;
}

export interface SeedReport {
  counts: Record<string, number>;
  filesWritten: number;
  milliseconds: number;
}

/**
 * Loads the demo catalogue: categories, makers, 300 products with stock, reviews, collections,
 * banners, the prohibited list, synonyms, service areas, apartments, demo accounts and the week's
 * slot templates (the slots themselves are made from them: ensureDeliverySlots). Everything
 * is deterministic except what is relative to `now` (launch dates, batches, report dates).
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const plan = buildDemoPlan(options.now);
  // Files first: if drawing fails, the database stays empty and the next start tries again.
  const filesWritten = options.media ? await writeMedia(options.media, plan.media) : 0;

  await db.transaction(async (tx) => {
    await insertAll(tx, categories, plan.categories);
    await insertAll(tx, subcategories, plan.subcategories);
    await insertAll(tx, makers, plan.makers);
    await insertAll(tx, products, plan.products);
    await insertAll(tx, stockBatches, plan.batches);
    await insertAll(tx, reviews, plan.reviews);
    await insertAll(tx, collections, plan.collections);
    await insertAll(tx, collectionProducts, plan.collectionProducts);
    await insertAll(tx, banners, plan.banners);
    await insertAll(tx, bannedIngredients, plan.bannedIngredients);
    await tx.insert(searchSynonyms).values(plan.synonyms).onConflictDoNothing();
    await insertAll(tx, serviceAreas, plan.serviceAreas);
    await insertAll(tx, knownLocations, plan.knownLocations);
    await insertAll(tx, places, plan.places);
    await seedSlotTemplates(tx, options.quickHours);
    await advanceSequences(tx, [
      'categories',
      'subcategories',
      'makers',
      'products',
      'collections',
      'banners',
      'banned_ingredients',
      'service_areas',
      'known_locations',
    ]);

    // Demo accounts may already exist (someone logged in before the catalogue was loaded).
    await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map(({ makerIndex: _, ...account }) => account))
      .onConflictDoNothing({ target: users.mobile });
    for (const account of DEMO_ACCOUNTS) {
      if (account.makerIndex === undefined) continue;
      await tx.execute(
        sql`update makers set user_id = (select id from users where mobile = ${account.mobile})
            where id = ${account.makerIndex + 1}`,
      );
    }
    await refreshSearchWords(tx);
    await seedDiscountCodes(tx, options.now);
  });

  return {
    counts: {
      categories: plan.categories.length,
      subcategories: plan.subcategories.length,
      makers: plan.makers.length,
      products: plan.products.length,
      stockBatches: plan.batches.length,
      reviews: plan.reviews.length,
      collections: plan.collections.length,
      banners: plan.banners.length,
      bannedIngredients: plan.bannedIngredients.length,
      searchSynonyms: plan.synonyms.length,
      serviceAreas: plan.serviceAreas.length,
      knownLocations: plan.knownLocations.length,
      places: plan.places.length,
      slotTemplates: standardSlotTemplates(options.quickHours).length,
      demoAccounts: DEMO_ACCOUNTS.length,
      discountCodes: demoDiscountCodes(options.now).length,
    },
    filesWritten,
    milliseconds: Math.round(performance.now() - started),
  };
}
