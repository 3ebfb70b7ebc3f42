ALTER TABLE "seller_leads" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;