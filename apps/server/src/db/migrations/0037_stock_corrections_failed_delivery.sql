ALTER TABLE "stock_batches" ADD COLUMN "stop_reason" text;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pod_collected_paise" integer;