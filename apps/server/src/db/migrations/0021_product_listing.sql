ALTER TABLE "products" ADD COLUMN "listing_state" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reviewed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "proposed_ingredients" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "proposed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "change_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_of_product_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "approved_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- The products already in the shop were approved when they were launched (decision 028).
UPDATE "products" SET "approved_at" = "launched_at";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variant_of_product_id_products_id_fk" FOREIGN KEY ("variant_of_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_approved_idx" ON "products" USING btree ("approved_at");--> statement-breakpoint
CREATE INDEX "products_listing_state_idx" ON "products" USING btree ("listing_state","id");--> statement-breakpoint
CREATE INDEX "products_review_idx" ON "products" USING btree ("id") WHERE "products"."listing_state" = 'submitted' OR "products"."proposed_ingredients" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_paise","id");--> statement-breakpoint
CREATE INDEX "products_variant_of_idx" ON "products" USING btree ("variant_of_product_id") WHERE "products"."variant_of_product_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_on_sale_approved" CHECK (NOT "products"."is_active" OR "products"."listing_state" = 'approved');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_approved_dated" CHECK ("products"."listing_state" <> 'approved' OR "products"."approved_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_change_of_live" CHECK ("products"."proposed_ingredients" IS NULL OR "products"."listing_state" = 'approved');--> statement-breakpoint
DROP INDEX "products_launched_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "launched_at";