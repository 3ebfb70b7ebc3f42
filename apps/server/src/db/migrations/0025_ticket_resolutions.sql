ALTER TABLE "tickets" ADD COLUMN "resolved_as" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolved_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "replacement_order_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Tickets resolved before ops chose the outcome: a DISCOUNT wish became credit, anything else nothing.
UPDATE "tickets" SET "resolved_as" = CASE WHEN "resolution_type" = 'DISCOUNT' THEN 'DISCOUNT' ELSE 'NOTHING' END WHERE "status" = 'resolved';
