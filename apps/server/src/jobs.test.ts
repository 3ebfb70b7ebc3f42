import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { scheduledJobs } from './db/schema/jobs';
import { leaseOf, retryDelayMs, runDueJobs, runJobIfDue, startJobRunner, type Job } from './jobs';
import { openTestDatabase } from './test/harness';

/** The job runner's rules, on the database the suite runs on (PGlite, or PostgreSQL in CI). */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 4, 30) + minutes * MINUTE);
const row = async (name: string) =>
  (await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0]!;

describe('the job runner', () => {
  it('runs a due job once and again only when it is next due, whichever runner asks', async () => {
    let runs = 0;
    const job: Job = { name: 'count-every-five', everyMs: 5 * MINUTE, run: async () => runs++ };
    expect(await runJobIfDue(database.db, job, at(0), 'runner-a')).toBe(true);
    expect(await runJobIfDue(database.db, job, at(0), 'runner-b')).toBe(false);
    // A restart is a new runner: the state is in the table, so it waits for the next run too.
    expect(await runJobIfDue(database.db, job, at(4), 'runner-after-restart')).toBe(false);
    expect(await runJobIfDue(database.db, job, at(5), 'runner-after-restart')).toBe(true);
    expect(runs).toBe(2);
    const state = await row(job.name);
    expect(state.lastRunAt).toEqual(at(5));
    expect(state.nextRunAt).toEqual(at(10));
    expect(state.leaseHolder).toBeNull();
  });

  it("takes over a crashed runner's job when its lease runs out, and the late end changes nothing", async () => {
    let runs = 0;
    let finishCrashed!: () => void;
    const crashed = new Promise<void>((resolve) => (finishCrashed = resolve));
    const job: Job = {
      name: 'taken-over',
      everyMs: 60 * MINUTE,
      leaseMs: 2 * MINUTE,
      run: async () => {
        runs++;
        if (runs === 1) await crashed;
      },
    };
    const stuck = runJobIfDue(database.db, job, at(0), 'runner-a');
    await expect.poll(async () => (await row(job.name)).leaseHolder).toBe('runner-a');
    expect(await runJobIfDue(database.db, job, at(1), 'runner-b')).toBe(false);
    expect(await runJobIfDue(database.db, job, at(2), 'runner-b')).toBe(true);
    expect((await row(job.name)).nextRunAt).toEqual(at(62));
    // Runner A's run ends at last: its end is not written over runner B's.
    finishCrashed();
    expect(await stuck).toBe(true);
    expect(runs).toBe(2);
    const state = await row(job.name);
    expect(state.nextRunAt).toEqual(at(62));
    expect(state.lastRunAt).toEqual(at(2));
  });

  it('backs off after each failure in a row and starts afresh after a success', async () => {
    let failing = true;
    const job: Job = {
      name: 'flaky',
      everyMs: 60 * MINUTE,
      run: async () => {
        if (failing) throw new Error('gateway down');
      },
    };
    const errors: string[] = [];
    const onError = (name: string, error: unknown) => errors.push(`${name}: ${String(error)}`);
    expect(await runDueJobs(database.db, [job], () => at(0), onError, 'r')).toEqual([]);
    expect(errors).toEqual(['flaky: Error: gateway down']);
    let state = await row(job.name);
    expect([state.failedRuns, state.nextRunAt, state.lastError]).toEqual([
      1,
      at(1),
      'Error: gateway down',
    ]);
    await runDueJobs(database.db, [job], () => at(1), onError, 'r');
    state = await row(job.name);
    expect([state.failedRuns, state.nextRunAt]).toEqual([2, at(3)]);
    await runDueJobs(database.db, [job], () => at(3), onError, 'r');
    expect((await row(job.name)).nextRunAt).toEqual(at(7));
    failing = false;
    expect(await runDueJobs(database.db, [job], () => at(7), onError, 'r')).toEqual(['flaky']);
    state = await row(job.name);
    expect([state.failedRuns, state.nextRunAt, state.lastError]).toEqual([0, at(67), null]);
  });

  it('never waits longer than the larger of its interval and 15 minutes after failures', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => retryDelayMs(MINUTE, n) / MINUTE)).toEqual([
      1, 2, 4, 8, 15, 15,
    ]);
    expect([1, 6, 7, 40].map((n) => retryDelayMs(60 * MINUTE, n) / MINUTE)).toEqual([
      1, 32, 60, 60,
    ]);
    expect(retryDelayMs(10_000, 3)).toBe(40_000);
  });

  it('goes on with the other jobs when one fails', async () => {
    const ran: string[] = [];
    const jobs: Job[] = [
      { name: 'breaks', everyMs: MINUTE, run: () => Promise.reject(new Error('no')) },
      { name: 'works', everyMs: MINUTE, run: async () => ran.push('works') },
    ];
    expect(
      await runDueJobs(
        database.db,
        jobs,
        () => at(0),
        () => {},
        'r',
      ),
    ).toEqual(['works']);
    expect(ran).toEqual(['works']);
  });

  it('sizes each lease to its job: its interval, at most five minutes', () => {
    expect(leaseOf({ name: 'a', everyMs: MINUTE, run: async () => 0 })).toBe(MINUTE);
    expect(leaseOf({ name: 'b', everyMs: 60 * MINUTE, run: async () => 0 })).toBe(5 * MINUTE);
    expect(leaseOf({ name: 'c', everyMs: MINUTE, leaseMs: 500, run: async () => 0 })).toBe(500);
  });

  it('keeps renewing the lease of a job that is still running, so no one takes it over', async () => {
    const leaseMs = 300;
    let finish!: () => void;
    const job: Job = {
      name: 'long-run',
      everyMs: MINUTE,
      leaseMs,
      run: () => new Promise<void>((resolve) => (finish = resolve)),
    };
    const start = at(0);
    const running = runJobIfDue(database.db, job, start, 'runner-a');
    // The heartbeat has moved the lease past the end the claim gave it.
    await expect
      .poll(async () => (await row(job.name)).leasedUntil!.getTime(), { timeout: 10_000 })
      .toBeGreaterThan(start.getTime() + 2 * leaseMs);
    const renewedUntil = (await row(job.name)).leasedUntil!;
    // Another runner asking after the first lease would have run out finds the job still held.
    expect(
      await runJobIfDue(database.db, job, new Date(start.getTime() + leaseMs + 1), 'runner-b'),
    ).toBe(false);
    expect((await row(job.name)).leaseHolder).toBe('runner-a');
    finish();
    expect(await running).toBe(true);
    // Its end clears the lease; no beat after it brings one back.
    await new Promise((resolve) => setTimeout(resolve, leaseMs));
    const ended = await row(job.name);
    expect(ended.leaseHolder).toBeNull();
    expect(ended.leasedUntil).toBeNull();
    expect(renewedUntil.getTime()).toBeGreaterThan(start.getTime() + leaseMs);
  });

  it('stops after the job it is running when asked, and starts none after it', async () => {
    const ran: string[] = [];
    let finish!: () => void;
    const jobs: Job[] = [
      {
        name: 'first-of-two',
        everyMs: MINUTE,
        run: () => new Promise<void>((resolve) => (finish = () => (ran.push('first'), resolve()))),
      },
      { name: 'second-of-two', everyMs: MINUTE, run: async () => ran.push('second') },
    ];
    const stop = startJobRunner(
      database.db,
      jobs,
      () => at(0),
      () => {},
      { holder: 'r' },
    );
    await expect.poll(async () => (await row('first-of-two')).leaseHolder).toBe('r');
    const stopped = stop();
    finish();
    await stopped;
    expect(ran).toEqual(['first']);
    expect((await row('first-of-two')).lastRunAt).toEqual(at(0));
  });
});
