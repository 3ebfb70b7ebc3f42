import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Tables the demo seed fills. Truncating them with CASCADE also empties every table that points
 * at them (orders, sessions, addresses...), however many later modules add.
 */
export const SEEDED_TABLES = [
  'makers',
  'categories',
  'subcategories',
  'products',
  'stock_batches',
  'collections',
  'collection_products',
  'banners',
  'banned_ingredients',
  'search_synonyms',
  'search_words',
  'reviews',
  'service_areas',
  'known_locations',
  'places',
  'delivery_slots',
  'slot_templates',
  'users',
  // No foreign keys (history outlives its rows), so it is named: new rows reuse the old ids.
  'hub_audit_log',
];

/** Empties the demo data and restarts ids at 1. Returns the tables emptied, dependants included. */
export async function truncateDemoData(db: Db): Promise<string[]> {
  const present = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_name in ${SEEDED_TABLES}`,
  );
  const names = present.rows.map((row) => row.name);
  if (names.length === 0) return [];
  const dependants = await db.execute<{ name: string }>(
    sql`with recursive refs(name) as (
          select unnest(array[${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )}]::text[])
          union
          select child.relname::text collate "default" from pg_constraint c
            join pg_class child on child.oid = c.conrelid
            join pg_class parent on parent.oid = c.confrelid
            join refs on refs.name = parent.relname::text collate "default"
          where c.contype = 'f'
        ) select name from refs order by name`,
  );
  // The audit log refuses TRUNCATE unless the transaction says it is the demo reset (migration 0032).
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('makers_pantry.demo_reset', 'on', true)`);
    await tx.execute(
      sql`truncate table ${sql.join(
        names.map((name) => sql.identifier(name)),
        sql`, `,
      )} restart identity cascade`,
    );
  });
  return dependants.rows.map((row) => row.name);
}
