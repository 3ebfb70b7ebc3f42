ALTER TABLE "products" DROP CONSTRAINT "products_change_of_live";--> statement-breakpoint
DROP INDEX "products_on_sale_maker_idx";--> statement-breakpoint
DROP INDEX "products_review_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "proposed_price_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "proposed_media" jsonb;--> statement-breakpoint
CREATE INDEX "products_batchable_maker_idx" ON "products" USING btree ("maker_id") WHERE "products"."is_active" OR "products"."listing_state" = 'submitted';--> statement-breakpoint
CREATE INDEX "products_review_idx" ON "products" USING btree ("id") WHERE "products"."listing_state" = 'submitted' OR "products"."proposed_ingredients" IS NOT NULL OR "products"."proposed_price_paise" IS NOT NULL OR "products"."proposed_media" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_change_of_live" CHECK (("products"."proposed_ingredients" IS NULL AND "products"."proposed_price_paise" IS NULL AND "products"."proposed_media" IS NULL) OR "products"."listing_state" = 'approved');