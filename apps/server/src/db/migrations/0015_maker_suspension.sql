ALTER TABLE "makers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "makers" ADD COLUMN "suspension_reason" text;