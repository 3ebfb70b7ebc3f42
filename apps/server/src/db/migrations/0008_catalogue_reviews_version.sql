ALTER TABLE "catalogue_text_version" ADD COLUMN "reviews_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Search remembers the order of a query's candidates, and equal ranks go by review count: any
-- statement that changes a product's review count moves this version once.
CREATE FUNCTION "catalogue_reviews_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_text_version" SET "reviews_version" = "reviews_version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_reviews_changed"
  AFTER UPDATE OF "num_reviews" ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_reviews_changed"();
