import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from './db/client';
import { scheduledJobs } from './db/schema/jobs';

/** A piece of background work the runner runs every `everyMs`, on one instance at a time. */
export interface Job {
  /** Its row in scheduled_jobs. */
  name: string;
  everyMs: number;
  run(now: Date): Promise<unknown>;
  /**
   * How long after its holder stops renewing it (a crash, a SIGKILL) another instance may take the
   * job over. A running job renews it (leaseOf), so it bounds the wait after a crash, not the run.
   */
  leaseMs?: number;
}

const MINUTE_MS = 60_000;
/** The longest default lease: an hourly job whose holder died is taken over within five minutes. */
const LONGEST_DEFAULT_LEASE_MS = 5 * MINUTE_MS;

/**
 * A job's lease: its own, or its interval up to five minutes. A one-minute job whose holder was
 * killed runs again on another instance about a minute later, as it would have anyway.
 */
export const leaseOf = (job: Job) => job.leaseMs ?? Math.min(job.everyMs, LONGEST_DEFAULT_LEASE_MS);
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
  const leaseMs = leaseOf(job);
  const claimed = await db
    .update(scheduledJobs)
    .set({ leasedUntil: new Date(now.getTime() + leaseMs), leaseHolder: holder })
    .where(
      and(
        eq(scheduledJobs.name, job.name),
        lte(scheduledJobs.nextRunAt, now),
        or(isNull(scheduledJobs.leasedUntil), lte(scheduledJobs.leasedUntil, now)),
      ),
    )
    .returning({ failedRuns: scheduledJobs.failedRuns });
  if (claimed.length === 0) return false;
  const stopHeartbeat = renewWhileRunning(db, job.name, holder, now, leaseMs);
  let failure: unknown;
  try {
    await job.run(now);
  } catch (error) {
    failure = error;
  } finally {
    stopHeartbeat();
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
 * The heartbeat: three times a lease, while the run goes on, its lease is moved to a full lease
 * from now (on the run's clock: the claim's `now` plus the time since). A long run keeps its job;
 * a holder that dies stops renewing and is taken over one lease later. Renewing only
 * `WHERE lease_holder = holder`, it never takes back a job another runner has taken over.
 */
function renewWhileRunning(db: Db, name: string, holder: string, now: Date, leaseMs: number) {
  const started = performance.now();
  const timer = setInterval(() => {
    const until = new Date(now.getTime() + (performance.now() - started) + leaseMs);
    db.update(scheduledJobs)
      .set({ leasedUntil: until })
      .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.leaseHolder, holder)))
      // A missed beat is not a failure of the job: the next beat, or the lease, covers it.
      .catch(() => undefined);
  }, leaseMs / 3);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Offers each job its turn once (runJobIfDue), in order; a failing job is reported and the others
 * go on; once `stopped` says so, no further job starts. Answers the names of the jobs this runner ran.
 */
export async function runDueJobs(
  db: Db,
  jobs: readonly Job[],
  now: () => Date,
  onError: (job: string, error: unknown) => void,
  holder: string = PROCESS_RUNNER_ID,
  stopped: () => boolean = () => false,
): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    if (stopped()) break;
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
 * (runDueJobs), the first time at once; a tick still going when the next is due makes that one
 * skip. State lives in scheduled_jobs, so any number of instances may run it side by side and a
 * restart picks up where the last run left off. The returned stop starts no further job and
 * resolves when the job running now has ended (shutdown, decision 047).
 */
export function startJobRunner(
  db: Db,
  jobs: readonly Job[],
  now: () => Date,
  onError: (job: string, error: unknown) => void,
  { tickMs = 10_000, holder = PROCESS_RUNNER_ID }: { tickMs?: number; holder?: string } = {},
): () => Promise<void> {
  let stopped = false;
  let current: Promise<unknown> | null = null;
  const tick = () => {
    if (current || stopped) return;
    current = runDueJobs(db, jobs, now, onError, holder, () => stopped)
      .catch((error: unknown) => onError('runner', error))
      .finally(() => {
        current = null;
      });
  };
  tick();
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
