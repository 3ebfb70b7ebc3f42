/**
 * npm run seed:large -- --products 100000 [--batches 20000] [--images]
 * npm run seed:large -- --batches 20000 --batches-only   (adds the hub's batches, nothing else)
 * A benchmark catalogue on PostgreSQL: the demo seed, then N more products generated inside the
 * database (INSERT ... SELECT over generate_series), each a variation of a demo product with its
 * pictures, so search, listing and paging can be measured at scale; then the hub's batches (20,000
 * unless told) at every step of their life, so the hub's batches list is measured at scale too.
 */
import { sql } from 'drizzle-orm';
import { configOrExit } from '../config';
import { ensureDeliverySlots } from '../modules/delivery/slot-calendar';
import { openMediaStore } from '../providers/media-store/open-media-store';
import { openDatabase, type Db } from '../db/client';
import { seedDemo } from './demo';
import { truncateDemoData } from './reset-tables';
import { refreshSearchWords } from '../db/search-vocabulary';
import { workspaceRoot } from './workspace';

/** Words put before a demo product's name: where it is from or how it is made. */
const PREFIXES = [
  'Organic',
  'Farm Fresh',
  'Traditional',
  'Homestyle',
  'Stone Ground',
  'Hand Pounded',
  'Sun Dried',
  'Premium',
  'Village',
  'Heritage',
  'Small Batch',
  'Classic',
  'Malnad',
  'Coastal',
  'Mysuru',
  'Chettinad',
  'Kerala',
  'Andhra',
  'Udupi',
  'Konkan',
  'Nilgiri',
  'Coorg',
  'Hassan',
  'Tumakuru',
  'Wild',
  'Naturally Grown',
  'Slow Cooked',
  'Wood Fired',
  'Desi',
  'Grandma’s',
];
/** Words after it: the pack or the edition. */
const SUFFIXES = [
  '',
  '',
  '',
  ' (Family Pack)',
  ' (Value Pack)',
  ' Special',
  ' Gold',
  ' Reserve',
  ' Select',
  ' Lite',
  ' Extra',
  ' (Trial Pack)',
  ' Festive Edition',
  ' (Combo of 2)',
];

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return undefined;
  const value = process.argv[index + 1];
  return value && !value.startsWith('--') ? value : 'true';
}

const textArray = (items: string[]) =>
  sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;

async function generateProducts(db: Db, total: number, now: Date) {
  const templates = Number(
    (await db.execute<{ n: number }>(sql`select max(id)::int as n from products`)).rows[0]?.n ?? 0,
  );
  const chunk = 25_000;
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    const started = performance.now();
    // Multiplying by primes spreads neighbouring rows over different templates and words.
    await db.execute(sql`
      insert into products (maker_id, category_id, subcategory_id, name, description, usage_instructions,
        allergen_info, ingredients, storage, package_size, measurement_unit, price_paise, veg_indicator,
        speciality_tag, show_stock, can_sell_before_stocking, list_image, list_image2, detail_image,
        cart_image, rating, num_reviews, search_keywords, approved_at, created_at)
      select t.maker_id, t.category_id, t.subcategory_id,
        w.prefix || ' ' || t.name || w.suffix,
        t.description, t.usage_instructions, t.allergen_info, t.ingredients, t.storage,
        t.package_size, t.measurement_unit,
        greatest(500, (t.price_paise * (80 + (g * 13) % 60) / 100 / 100) * 100),
        t.veg_indicator, t.speciality_tag, (g % 23) <> 0, false,
        t.list_image, t.list_image2, t.detail_image, t.cart_image,
        case when (g * 17) % 40 = 0 then 0 else round((2.4 + ((g * 29) % 26) / 10.0)::numeric, 1)::real end,
        (g * 17) % 40,
        t.search_keywords || ', ' || w.prefix,
        ${now.toISOString()}::timestamptz - ((g * 37) % 720) * interval '1 day',
        ${now.toISOString()}::timestamptz - ((g * 37) % 720 + 2) * interval '1 day'
      from generate_series(${from}::int, ${to}::int) as g
      join products t on t.id = 1 + (g * 7919) % ${templates}
      cross join lateral (select
        (${textArray(PREFIXES)})[1 + (g * 31) % ${PREFIXES.length}] as prefix,
        (${textArray(SUFFIXES)})[1 + (g * 11) % ${SUFFIXES.length}] as suffix) w
    `);
    console.log(`  products ${from}..${to}: ${Math.round(performance.now() - started)} ms`);
  }
  const started = performance.now();
  // One approved batch each; about one in eleven is sold out.
  await db.execute(sql`
    insert into stock_batches (product_id, status, quantity, quantity_remaining, best_before, created_at)
    select id, 'approved', 10 + id % 70, case when id % 11 = 0 then 0 else 1 + (id * 7) % (10 + id % 70) end,
      (${now.toISOString()}::timestamptz + interval '60 days')::date, ${now.toISOString()}::timestamptz - interval '2 days'
    from products where id > ${templates}
  `);
  console.log(`  stock batches: ${Math.round(performance.now() - started)} ms`);
}

/**
 * Batches as the hub handles them, spread over the generated products: planned (expected in the
 * coming days), received awaiting their check (some short of the plan), approved (some with a
 * best-before in the next 3 days, which the list flags), rejected with a reason, and expired.
 * Packed-on dates on most, as makers give them.
 */
async function generateBatches(db: Db, total: number, now: Date) {
  if (total === 0) return;
  const started = performance.now();
  const at = now.toISOString();
  await db.execute(sql`
    with products_made as (
      select array_agg(id order by id) as ids from products
    ), hub as (
      select id from users where roles && array['ops', 'admin']::text[] order by id limit 1
    )
    insert into stock_batches (product_id, status, quantity, quantity_remaining, planned_quantity,
      expected_at, best_before, packed_on, received_at, received_by_user_id, checked_at,
      checked_by_user_id, rejection_reason, created_at)
    select p.ids[1 + (g * 7907) % array_length(p.ids, 1)], b.status,
      b.quantity, case when b.status in ('approved', 'expired') then b.quantity / 2 else b.quantity end,
      case when b.status = 'planned' then null else b.quantity + g % 3 end,
      ${at}::timestamptz + ((g % 9) - 4) * interval '1 day',
      (${at}::timestamptz + case when b.status = 'expired' then -2 when g % 10 = 0 then 2 else 30 + g % 60 end * interval '1 day')::date,
      case when g % 4 = 0 then null else (${at}::timestamptz - (g % 5 + 1) * interval '1 day')::date end,
      case when b.status = 'planned' then null else ${at}::timestamptz - (g % 72) * interval '1 hour' end,
      case when b.status = 'planned' then null else (select id from hub) end,
      case when b.status in ('approved', 'rejected', 'expired') then ${at}::timestamptz - (g % 48) * interval '1 hour' end,
      case when b.status in ('approved', 'rejected', 'expired') then (select id from hub) end,
      case when b.status = 'rejected' then 'Seals broken on part of the batch.' end,
      ${at}::timestamptz - (g % 90) * interval '1 hour'
    from generate_series(1, ${total}::int) as g
    cross join products_made p
    cross join lateral (select
      (array['planned', 'planned', 'inwarded', 'approved', 'approved', 'approved', 'rejected', 'expired'])[1 + g % 8] as status,
      10 + (g * 13) % 90 as quantity) b
  `);
  console.log(`  hub batches (${total}): ${Math.round(performance.now() - started)} ms`);
}

/** Batches made by the hub's steps (an expected date), not the one each product was seeded with. */
async function hubBatchCount(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from stock_batches where expected_at is not null`,
  );
  return result.rows[0]?.n ?? 0;
}

async function main() {
  process.chdir(workspaceRoot());
  const config = configOrExit();
  if (!config.DATABASE_URL) {
    console.error(
      'seed:large needs PostgreSQL: set DATABASE_URL=postgres://... (the embedded PGlite database is a single-connection demo store, not for benchmark catalogues).',
    );
    process.exit(1);
  }
  const total = Number(argument('products') ?? 100_000);
  if (!Number.isInteger(total) || total < 0) {
    console.error('--products must be a whole number, for example --products 100000');
    process.exit(1);
  }
  const batches = Number(argument('batches') ?? 20_000);
  if (!Number.isInteger(batches) || batches < 0) {
    console.error('--batches must be a whole number, for example --batches 20000');
    process.exit(1);
  }
  const images = argument('images') === 'true';
  const started = performance.now();
  const database = openDatabase({ url: config.DATABASE_URL, poolSize: 2 });
  try {
    await database.migrate();
    if (argument('batches-only') === 'true') {
      // A catalogue built before the hub's batches were seeded gains them without a rebuild.
      const had = await hubBatchCount(database.db);
      await generateBatches(database.db, Math.max(0, batches - had), new Date());
      await database.db.execute(sql`vacuum analyze stock_batches`);
      return;
    }
    const emptied = await truncateDemoData(database.db);
    console.log(`Emptied ${emptied.length} tables.`);
    const now = new Date();
    const media = images ? await openMediaStore(config) : undefined;
    const demo = await seedDemo(database.db, { media: media?.public, now });
    await media?.close();
    console.log(
      `Demo catalogue: ${demo.counts.products} products in ${demo.milliseconds} ms (images ${images ? 'written' : 'skipped'}).`,
    );
    console.log(`Generating ${total} more products...`);
    await generateProducts(database.db, total, now);
    await generateBatches(database.db, batches, now);
    let step = performance.now();
    await refreshSearchWords(database.db);
    console.log(`  search words: ${Math.round(performance.now() - step)} ms`);
    step = performance.now();
    // As after any bulk load: VACUUM also folds the rows still queued in the GIN indexes' pending
    // lists (thousands after 100k inserts) into the indexes, which every search would otherwise
    // read through; a live server's autovacuum does the same in time.
    await database.db.execute(sql`vacuum analyze`);
    console.log(`  vacuum analyze: ${Math.round(performance.now() - step)} ms`);
    await ensureDeliverySlots(database.db, now);
    const count = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from products`,
    );
    console.log(
      `Done: ${count.rows[0]?.n} products in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
