ALTER TABLE "hub_audit_log" ALTER COLUMN "actor_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "packed_on" date;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "planned_quantity" integer;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "received_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "receipt_photo" text;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "checked_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "rejection_reason" text;