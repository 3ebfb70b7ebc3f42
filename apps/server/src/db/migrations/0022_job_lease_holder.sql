ALTER TABLE "scheduled_jobs" ADD COLUMN "lease_holder" text;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "failed_runs" integer DEFAULT 0 NOT NULL;