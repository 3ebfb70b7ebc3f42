CREATE TABLE "low_stock_count" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "low_stock_count_one_row" CHECK ("low_stock_count"."one")
);
--> statement-breakpoint
CREATE INDEX "stock_batches_status_best_before_idx" ON "stock_batches" USING btree ("status","best_before","id");--> statement-breakpoint
CREATE INDEX "stock_batches_expiring_idx" ON "stock_batches" USING btree ("best_before","id") WHERE "stock_batches"."quantity_remaining" > 0 AND "stock_batches"."status" IN ('planned', 'inwarded', 'approved');--> statement-breakpoint
-- The count of products running low follows the kept stock figure (decision 051): each statement
-- that inserts, updates or deletes figures adds how many it moved into the band (more than none
-- and fewer than 10 in hand: LOW_STOCK_UNITS in packages/domain/src/hub-dashboard.ts, which
-- test/kept-stock.ts holds it to) less how many it moved out, in the same transaction, whoever
-- writes them: the batches' triggers, a product deleted with its figure. The transition tables
-- hold the rows as each statement really changed them, so concurrent buyers add exact changes.
-- Most sales move no figure across the band's edges and then leave the row alone; one that does
-- locks it after the products' rows, as every statement does, and before the batches' counts.
CREATE FUNCTION "low_stock_count_follow_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved int := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    moved := moved + (SELECT count(*) FROM "new_stock" WHERE "in_hand" > 0 AND "in_hand" < 10);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    moved := moved - (SELECT count(*) FROM "old_stock" WHERE "in_hand" > 0 AND "in_hand" < 10);
  END IF;
  IF moved <> 0 THEN
    INSERT INTO "low_stock_count" ("one") VALUES (true) ON CONFLICT ("one") DO NOTHING;
    UPDATE "low_stock_count" SET "products" = "products" + moved;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_stock_inserted"
  AFTER INSERT ON "product_stock" REFERENCING NEW TABLE AS "new_stock"
  FOR EACH STATEMENT EXECUTE FUNCTION "low_stock_count_follow_stock"();--> statement-breakpoint
CREATE TRIGGER "product_stock_updated"
  AFTER UPDATE ON "product_stock" REFERENCING OLD TABLE AS "old_stock" NEW TABLE AS "new_stock"
  FOR EACH STATEMENT EXECUTE FUNCTION "low_stock_count_follow_stock"();--> statement-breakpoint
CREATE TRIGGER "product_stock_deleted"
  AFTER DELETE ON "product_stock" REFERENCING OLD TABLE AS "old_stock"
  FOR EACH STATEMENT EXECUTE FUNCTION "low_stock_count_follow_stock"();--> statement-breakpoint
-- Emptying the figures (the demo seed's reset truncates the products) empties the count.
CREATE FUNCTION "low_stock_count_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "low_stock_count";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_stock_truncated"
  AFTER TRUNCATE ON "product_stock" FOR EACH STATEMENT EXECUTE FUNCTION "low_stock_count_emptied"();--> statement-breakpoint
-- The count of the figures already there.
INSERT INTO "low_stock_count" ("products")
SELECT count(*)::int FROM "product_stock" WHERE "in_hand" > 0 AND "in_hand" < 10;
