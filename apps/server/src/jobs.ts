import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from './db/client';
import { scheduledJobs } from './db/schema/jobs';

/**
 * Runs `job` every `everyMs` in the background until the returned function is called. A run that
 * is still going when the next is due makes that one skip, so a slow database never piles runs
 * up; failures go to `onError` and the next run tries again. The timer does not keep the process
 * alive.
 */
export function repeatEvery(
  everyMs: number,
  job: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
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

const DEFAULT_LEASE_MS = 10 * 60_000;

/**
 * Runs the job if its time has come and no instance holds it. The claim is one guarded UPDATE of
 * the job's row: of instances trying at once exactly one gets it, and its next run is written
 * when it ends, so a restart neither repeats nor skips it. A run that dies with its instance is
 * taken over once its lease has run out. Answers whether this call ran it.
 */
export async function runJobIfDue(db: Db, job: Job, now: Date): Promise<boolean> {
  await db
    .insert(scheduledJobs)
    .values({ name: job.name, nextRunAt: now })
    .onConflictDoNothing({ target: scheduledJobs.name });
  const claimed = await db
    .update(scheduledJobs)
    .set({ leasedUntil: new Date(now.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS)) })
    .where(
      and(
        eq(scheduledJobs.name, job.name),
        lte(scheduledJobs.nextRunAt, now),
        or(isNull(scheduledJobs.leasedUntil), lte(scheduledJobs.leasedUntil, now)),
      ),
    )
    .returning({ name: scheduledJobs.name });
  if (claimed.length === 0) return false;
  let failure: unknown;
  try {
    await job.run(now);
  } catch (error) {
    failure = error;
  }
  await db
    .update(scheduledJobs)
    .set({
      nextRunAt: new Date(now.getTime() + job.everyMs),
      leasedUntil: null,
      lastRunAt: now,
      lastError: failure === undefined ? null : String(failure).slice(0, 500),
    })
    .where(eq(scheduledJobs.name, job.name));
  if (failure !== undefined) throw failure;
  return true;
}

/**
 * The one runner for background work: every `tickMs` it offers each job its turn (runJobIfDue).
 * A failing job is reported and tried again at its next run; the others go on.
 */
export function startJobRunner(
  db: Db,
  jobs: readonly Job[],
  now: () => Date,
  onError: (job: string, error: unknown) => void,
  tickMs = 10_000,
): () => void {
  return repeatEvery(
    tickMs,
    async () => {
      for (const job of jobs) {
        try {
          await runJobIfDue(db, job, now());
        } catch (error) {
          onError(job.name, error);
        }
      }
    },
    (error) => onError('runner', error),
  );
}
