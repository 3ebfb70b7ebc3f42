import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { openTestDatabase } from './harness';

/**
 * The test databases start from the run's migrated snapshot, not from the migrations: this file
 * migrates one empty PGlite the way a shop does on start-up and checks both hold the same schema,
 * so a test can never pass on a database the migrations would not make.
 */
let fromSnapshot: Awaited<ReturnType<typeof openTestDatabase>>;
let migrated: Database;

beforeAll(async () => {
  fromSnapshot = await openTestDatabase();
  migrated = openDatabase({});
  await migrated.migrate();
});

afterAll(async () => {
  await migrated?.close();
  await fromSnapshot?.drop();
});

const schemaOf = async (database: Database) => {
  const ask = async (sql: string) => (await database.db.execute(sql)).rows;
  return {
    migrations: await ask('select hash from drizzle.__drizzle_migrations order by id'),
    columns: await ask(
      `select table_name, column_name, data_type, is_nullable, column_default
         from information_schema.columns where table_schema = 'public'
        order by table_name, column_name`,
    ),
    indexes: await ask(
      `select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
    ),
    constraints: await ask(
      `select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition
         from pg_constraint where connamespace = 'public'::regnamespace
        order by on_table, conname`,
    ),
    extensions: await ask('select extname from pg_extension order by extname'),
  };
};

it('opens a test database holding exactly what running every migration makes', async () => {
  const expected = await schemaOf(migrated);
  expect(expected.migrations.length).toBeGreaterThan(20);
  expect(expected.columns.length).toBeGreaterThan(100);
  expect(await schemaOf(fromSnapshot.database)).toEqual(expected);
});

it('opens a test database with no rows in it', async () => {
  const { rows } = await fromSnapshot.database.db.execute<{ n: number }>(
    'select count(*)::int as n from products',
  );
  expect(rows[0]?.n).toBe(0);
});
