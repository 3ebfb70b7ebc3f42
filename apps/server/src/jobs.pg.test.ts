import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './db/client';
import { runDueJobs, type Job } from './jobs';
import { openTestDatabase } from './test/harness';

/**
 * Two instances of the shop, each with its own connection pool and runner id, tick at the same
 * moment on PostgreSQL: every due job runs on one of them, once (decision 034).
 */
let first: Database;
let second: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  first = opened.database;
  second = openDatabase({ url: opened.url!, poolSize: 5 });
  drop = async () => {
    await second.close();
    await opened.drop();
  };
  await first.db.execute(
    sql`create table job_effects (id serial primary key, job text not null, holder text not null)`,
  );
}, 60_000);
afterAll(async () => drop());

const MINUTE = 60_000;

/** A job whose every run leaves a row: counting the rows counts the runs. */
const leavesRow = (database: Database, name: string, holder: string): Job => ({
  name,
  everyMs: 60 * MINUTE,
  run: async () => {
    await database.db.execute(
      sql`insert into job_effects (job, holder) values (${name}, ${holder})`,
    );
    // Long enough that the other instance tries while this one holds the job.
    await database.db.execute(sql`select pg_sleep(0.1)`);
  },
});

describe('two runner instances at once', () => {
  it('run each due job exactly once between them, and not again before it is due', async () => {
    const names = ['sweep-a', 'sweep-b', 'sweep-c', 'sweep-d'];
    const instance = (database: Database, holder: string, now: Date) =>
      runDueJobs(
        database.db,
        names.map((name) => leavesRow(database, name, holder)),
        () => now,
        (job, error) => {
          throw new Error(`${job}: ${String(error)}`);
        },
        holder,
      );
    const now = new Date('2026-11-20T04:30:00Z');
    for (let round = 0; round < 3; round++) {
      // Round 0 runs every job; rounds 1-2 (within the hour) run none.
      const when = new Date(now.getTime() + round * 10 * MINUTE);
      await Promise.all([
        instance(first, 'instance-1', when),
        instance(second, 'instance-2', when),
        instance(first, 'instance-1b', when),
      ]);
    }
    const effects = await first.db.execute<{ job: string; runs: number }>(
      sql`select job, count(*)::int as runs from job_effects group by job order by job`,
    );
    expect(effects.rows).toEqual(names.map((job) => ({ job, runs: 1 })));
    const later = new Date(now.getTime() + 60 * MINUTE);
    const [a, b] = await Promise.all([
      instance(first, 'instance-1', later),
      instance(second, 'instance-2', later),
    ]);
    expect([...a, ...b].toSorted()).toEqual(names);
    const total = await first.db.execute<{ n: number }>(
      sql`select count(*)::int as n from job_effects`,
    );
    expect(total.rows[0]!.n).toBe(8);
  });
});
