import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dropWhenIdle } from '../test/harness';
import { openDatabase, type Database } from './client';

/**
 * Two instances of the shop started at once on an empty PostgreSQL database (a deploy of two
 * replicas, or two journeys' servers) both migrate it: one waits for the other, neither fails.
 */
const serverUrl = process.env.TEST_DATABASE_URL as string;
const name = `mp_migrate_${randomBytes(6).toString('hex')}`;
let instances: Database[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  instances = [0, 1, 2].map(() => openDatabase({ url: url.toString(), poolSize: 2 }));
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await dropWhenIdle(serverUrl, name);
});

it('migrates one empty database from three instances at once, each migration once', async () => {
  const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
  const applied = await instances[0]!.db.execute<{ hash: string; n: number }>(
    'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1',
  );
  expect(applied.rows).toEqual([]);
  const products = await instances[1]!.db.execute<{ n: number }>(
    'select count(*)::int as n from products',
  );
  expect(products.rows[0]?.n).toBe(0);
});
