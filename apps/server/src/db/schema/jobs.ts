import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';

/**
 * One row per background job (jobs.ts): when it next runs and which instance holds it now, so
 * each run happens on one instance however many are up, and a restart does not run it early.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamptz('next_run_at').notNull(),
  /** An instance running it holds it until then; a crashed run is taken over after. */
  leasedUntil: timestamptz('leased_until'),
  /** Which runner holds the lease: only that runner may write the run's end. */
  leaseHolder: text('lease_holder'),
  lastRunAt: timestamptz('last_run_at'),
  lastError: text('last_error'),
  /** Runs that failed in a row: the next try waits longer after each (0 after a success). */
  failedRuns: integer('failed_runs').notNull().default(0),
});
