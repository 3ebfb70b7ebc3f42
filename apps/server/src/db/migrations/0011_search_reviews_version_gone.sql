-- Search ranks every page with the review counts as they stand (decision 019): nothing needs to
-- know when a count moved.
DROP TRIGGER "products_reviews_changed" ON "products";--> statement-breakpoint
DROP FUNCTION "catalogue_reviews_changed"();--> statement-breakpoint
ALTER TABLE "catalogue_text_version" DROP COLUMN "reviews_version";
