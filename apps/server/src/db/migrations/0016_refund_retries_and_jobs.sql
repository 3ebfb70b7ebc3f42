CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "needs_attention_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refunds_unsent_idx" ON "refunds" USING btree ("next_attempt_at","created_at") WHERE "refunds"."status" = 'pending' AND "refunds"."provider_refund_id" IS NULL;