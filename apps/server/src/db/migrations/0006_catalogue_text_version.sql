CREATE TABLE "catalogue_text_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_text_version_one_row" CHECK ("catalogue_text_version"."id")
);
--> statement-breakpoint
INSERT INTO "catalogue_text_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
-- Any statement that adds, removes, retexts or takes a product off sale moves the version once.
CREATE FUNCTION "catalogue_text_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_text_version" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_text_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "name", "search_keywords", "ingredients", "description", "is_active"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_text_changed"();--> statement-breakpoint
CREATE TRIGGER "products_truncated"
  AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_text_changed"();
--> statement-breakpoint
-- The dictionaries give searched words their meaning (synonyms, corrections): searches remember
-- meanings per version, so a change there moves it too.
CREATE TRIGGER "search_words_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_words"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_text_changed"();--> statement-breakpoint
CREATE TRIGGER "search_synonyms_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_text_changed"();
