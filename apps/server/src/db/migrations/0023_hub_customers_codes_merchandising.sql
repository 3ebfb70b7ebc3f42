ALTER TABLE "users" ADD COLUMN "pod_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pod_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "active_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "active_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "active_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "active_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;