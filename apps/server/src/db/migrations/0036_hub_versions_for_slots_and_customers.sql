ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;