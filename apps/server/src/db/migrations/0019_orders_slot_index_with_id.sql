DROP INDEX "orders_slot_idx";--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("slot_id","status","id");