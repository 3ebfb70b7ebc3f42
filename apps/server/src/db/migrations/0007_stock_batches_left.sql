CREATE INDEX "stock_batches_left_idx" ON "stock_batches" USING btree ("product_id","status") WHERE "stock_batches"."quantity_remaining" > 0;--> statement-breakpoint
-- The search index holds the products on sale, so a maker approved or withdrawn, or a product
-- moved to another maker, changes what searches find and moves the version like a retext.
DROP TRIGGER "products_text_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_text_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "name", "search_keywords", "ingredients", "description", "is_active", "maker_id"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_text_changed"();--> statement-breakpoint
CREATE TRIGGER "makers_approval_changed"
  AFTER UPDATE OF "is_approved" ON "makers"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_text_changed"();
