ALTER TABLE "customer_credits" ADD COLUMN "returned_from_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_returned_from_order_id_orders_id_fk" FOREIGN KEY ("returned_from_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_credits_ticket_idx" ON "customer_credits" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_credits_returned_idx" ON "customer_credits" USING btree ("returned_from_order_id");