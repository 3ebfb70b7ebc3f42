import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from './db/client';
import { scheduledJobs } from './db/schema/jobs';

/**
 * Runs `job` every `everyMs` in the background until the returned function is called. A run that
 * is still going when the next is due makes that one skip, so a slow database never piles runs
 * up; failures go to `onError` and the next run tries again. The timer does not keep the process
 * alive. The job runner's tick; jobs themselves are `Job`s on the runner (decision 034).
 */
export function repeatEvery(
  everyMs: number,
  job: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    job()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** A piece of background work the runner runs every `everyMs`, on one instance at a time. */
export interface Job {
  /** Its row in scheduled_jobs. */
  name: string;
  everyMs: number;
  run(now: Date): Promise<unknown>;
  /** How long a run may hold the job before another instance takes it over (a crash). */
  leaseMs?: number;
}

const MINUTE_MS = 60_000;
const DEFAULT_LEASE_MS = 10 * MINUTE_MS;
/** A failing job is never left longer than this (or its own interval, if longer) between tries. */
const LONGEST_BACKOFF_MS = 15 * MINUTE_MS;

/**
 * When a job that failed `failures` times in a row is tried again: after a minute (or its own
 * interval, if shorter), then twice as long after each further failure, up to the longer of its
 * interval and 15 minutes. A job whose database or gateway is down does not hammer it every tick,
 * and an hourly job (the slot calendar) that failed does not wait a whole hour for its next try.
 */
export function retryDelayMs(everyMs: number, failures: number): number {
  const first = Math.min(everyMs, MINUTE_MS);
  const longest = Math.max(everyMs, LONGEST_BACKOFF_MS);
  return Math.min(first * 2 ** Math.max(0, Math.min(failures - 1, 30)), longest);
}

/** A name for this runner in lease_holder: the machine, the process and a random part. */
export const newRunnerId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** The id a runner uses when the caller gives none (one per process). */
const PROCESS_RUNNER_ID = newRunnerId();

/**
 * Runs the job if its time has come and no instance holds it. The claim is one guarded UPDATE of
 * the job's row that writes this runner's id and lease end: of instances trying at once exactly
 * one gets it. Its next run is written when it ends (after a failure, later each time:
 * retryDelayMs), so a restart neither repeats nor skips it. A run that dies with its instance is
 * taken over once its lease has run out; the end of a run whose lease was taken over is not
 * written (the holder check), so it cannot undo the new holder's state. Answers whether this call
 * ran it; a failure is rethrown after its end is written.
 */
export async function runJobIfDue(
  db: Db,
  job: Job,
  now: Date,
  holder: string = PROCESS_RUNNER_ID,
): Promise<boolean> {
  await db
    .insert(scheduledJobs)
    .values({ name: job.name, nextRunAt: now })
    .onConflictDoNothing({ target: scheduledJobs.name });
  const claimed = await db
    .update(scheduledJobs)
    .set({
      leasedUntil: new Date(now.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS)),
      leaseHolder: holder,
    })
    .where(
      and(
        eq(scheduledJobs.name, job.name),
        lte(scheduledJobs.nextRunAt, now),
        or(isNull(scheduledJobs.leasedUntil), lte(scheduledJobs.leasedUntil, now)),
      ),
    )
    .returning({ failedRuns: scheduledJobs.failedRuns });
  if (claimed.length === 0) return false;
  let failure: unknown;
  try {
    await job.run(now);
  } catch (error) {
    failure = error;
  }
  const failedRuns = failure === undefined ? 0 : claimed[0]!.failedRuns + 1;
  await db
    .update(scheduledJobs)
    .set({
      nextRunAt: new Date(
        now.getTime() + (failedRuns === 0 ? job.everyMs : retryDelayMs(job.everyMs, failedRuns)),
      ),
      leasedUntil: null,
      leaseHolder: null,
      lastRunAt: now,
      lastError: failure === undefined ? null : String(failure).slice(0, 500),
      failedRuns,
    })
    .where(and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.leaseHolder, holder)));
  if (failure !== undefined) throw failure;
  return true;
}

/**
 * Offers each job its turn once (runJobIfDue), in order; a failing job is reported and the others
 * go on. Answers the names of the jobs this runner ran.
 */
export async function runDueJobs(
  db: Db,
  jobs: readonly Job[],
  now: () => Date,
  onError: (job: string, error: unknown) => void,
  holder: string = PROCESS_RUNNER_ID,
): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    try {
      if (await runJobIfDue(db, job, now(), holder)) ran.push(job.name);
    } catch (error) {
      onError(job.name, error);
    }
  }
  return ran;
}

/**
 * The one runner for background work (decision 034): every `tickMs` it offers each job its turn
 * (runDueJobs), the first time at once. State lives in scheduled_jobs, so any number of instances
 * may run it side by side and a restart picks up where the last run left off.
 */
export function startJobRunner(
  db: Db,
  jobs: readonly Job[],
  now: () => Date,
  onError: (job: string, error: unknown) => void,
  { tickMs = 10_000, holder = PROCESS_RUNNER_ID }: { tickMs?: number; holder?: string } = {},
): () => void {
  const tick = () => runDueJobs(db, jobs, now, onError, holder);
  let first: Promise<unknown> | null = tick().catch((error: unknown) => onError('runner', error));
  const stop = repeatEvery(
    tickMs,
    async () => {
      // The first tick may still be going (a long slot generation on a cold start).
      if (first) {
        await first;
        first = null;
      }
      await tick();
    },
    (error) => onError('runner', error),
  );
  return stop;
}
