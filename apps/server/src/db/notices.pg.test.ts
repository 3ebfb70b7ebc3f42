import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import type { Database } from './client';
import { listenOnPostgres } from './notices';

/**
 * The listening connection of an instance, on a real PostgreSQL: notices arrive, and when the
 * server drops the connection (a restart, a failover) it is made again and says that notices may
 * have been missed, so the instance drops its copies rather than keep them stale.
 */
let database: Database;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  url = opened.url!;
  drop = opened.drop;
});
afterAll(async () => drop());

function waitFor<T>(list: T[], count: number) {
  return new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const check = () => {
      if (list.length >= count) return resolve();
      if (Date.now() > deadline) return reject(new Error(`only ${list.length} of ${count} heard`));
      setTimeout(check, 20);
    };
    check();
  });
}

describe('listening for notices on PostgreSQL', () => {
  it('hears notices, and after a lost connection listens again and reports the gap', async () => {
    const heard: (string | undefined)[] = [];
    const errors: unknown[] = [];
    const stop = await listenOnPostgres(
      url,
      'notices_test',
      (p) => heard.push(p),
      (e) => errors.push(e),
    );
    try {
      await database.db.execute(sql`SELECT pg_notify('notices_test', 'first')`);
      await waitFor(heard, 1);
      expect(heard).toEqual(['first']);

      await database.db.execute(sql`
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
      await waitFor(heard, 2);
      expect(heard[1]).toBeUndefined();
      expect(errors.length).toBeGreaterThan(0);

      await database.db.execute(sql`SELECT pg_notify('notices_test', 'after')`);
      await waitFor(heard, 3);
      expect(heard[2]).toBe('after');
    } finally {
      await stop();
    }
  });
});
