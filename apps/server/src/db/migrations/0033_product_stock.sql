CREATE TABLE "batch_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"batches" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"in_hand" integer DEFAULT 0 NOT NULL,
	"awaited" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stock_not_negative" CHECK ("product_stock"."in_hand" >= 0 AND "product_stock"."awaited" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_stock_low_idx" ON "product_stock" USING btree ("in_hand","awaited","product_id") WHERE "product_stock"."in_hand" > 0;--> statement-breakpoint
CREATE INDEX "products_off_sale_idx" ON "products" USING btree ("id") WHERE NOT "products"."is_active";--> statement-breakpoint
-- The kept stock figure follows the batches (decision 051): each statement that inserts, updates
-- or deletes batches adds its change per product (what approved batches hold is in hand, what
-- planned and inwarded ones hold is awaited; rejected and expired hold nothing that sells), in the
-- same transaction, whoever writes it: orders taking and giving back units, the hub's steps, the
-- expiry job, seeds and fixtures alike. Deltas, not sums read again: under READ COMMITTED an
-- increment always lands on the row as last committed, so concurrent buyers cannot lose one
-- another's change. The rows are locked in product id order, the order batch locks are taken in
-- (decision 014), so two statements changing the same products queue instead of deadlocking; a
-- statement that changes nothing that sells touches none. The batches' count by status (the hub's
-- pager) is kept alongside. (An UPDATE, not an upsert: an INSERT checks its proposed row, a
-- negative change, before it finds the row it would update.)
CREATE FUNCTION "product_stock_follow_batches"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes "product_stock"[];
  changed int[];
  counted "batch_counts"[];
BEGIN
  -- Batches by status: a sale or a return changes no status, so their changes cancel out here.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    counted := ARRAY(SELECT ROW("status", 1)::"batch_counts" FROM "new_batches");
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    counted := counted || ARRAY(SELECT ROW("status", -1)::"batch_counts" FROM "old_batches");
  END IF;
  counted := ARRAY(
    SELECT ROW(c."status", sum(c."batches"))::"batch_counts" FROM unnest(counted) AS c
    GROUP BY c."status" HAVING sum(c."batches") <> 0);

  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changes := ARRAY(SELECT ROW("product_id",
        CASE WHEN "status" = 'approved' THEN "quantity_remaining" ELSE 0 END,
        CASE WHEN "status" IN ('planned', 'inwarded') THEN "quantity_remaining" ELSE 0 END
      )::"product_stock" FROM "new_batches");
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    changes := changes || ARRAY(SELECT ROW("product_id",
        CASE WHEN "status" = 'approved' THEN -"quantity_remaining" ELSE 0 END,
        CASE WHEN "status" IN ('planned', 'inwarded') THEN -"quantity_remaining" ELSE 0 END
      )::"product_stock" FROM "old_batches");
  END IF;
  changes := ARRAY(
    SELECT ROW(c."product_id", sum(c."in_hand"), sum(c."awaited"))::"product_stock"
    FROM unnest(changes) AS c
    GROUP BY c."product_id"
    HAVING sum(c."in_hand") <> 0 OR sum(c."awaited") <> 0);
  IF cardinality(changes) > 0 THEN
    changed := ARRAY(SELECT c."product_id" FROM unnest(changes) AS c ORDER BY 1);
    INSERT INTO "product_stock" ("product_id") SELECT unnest(changed) ORDER BY 1
      ON CONFLICT ("product_id") DO NOTHING;
    PERFORM FROM "product_stock" WHERE "product_id" = ANY(changed) ORDER BY "product_id" FOR UPDATE;
    UPDATE "product_stock" AS s
      SET "in_hand" = s."in_hand" + c."in_hand", "awaited" = s."awaited" + c."awaited"
      FROM unnest(changes) AS c
      WHERE s."product_id" = c."product_id";
  END IF;
  -- After the products' rows, in status order: every statement locks in the same order.
  IF cardinality(counted) > 0 THEN
    INSERT INTO "batch_counts" ("status") SELECT c."status" FROM unnest(counted) AS c ORDER BY 1
      ON CONFLICT ("status") DO NOTHING;
    PERFORM FROM "batch_counts" WHERE "status" IN (SELECT c."status" FROM unnest(counted) AS c)
      ORDER BY "status" FOR UPDATE;
    UPDATE "batch_counts" AS b SET "batches" = b."batches" + c."batches"
      FROM unnest(counted) AS c WHERE b."status" = c."status";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_batches_inserted"
  AFTER INSERT ON "stock_batches" REFERENCING NEW TABLE AS "new_batches"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_follow_batches"();--> statement-breakpoint
CREATE TRIGGER "stock_batches_updated"
  AFTER UPDATE ON "stock_batches" REFERENCING OLD TABLE AS "old_batches" NEW TABLE AS "new_batches"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_follow_batches"();--> statement-breakpoint
CREATE TRIGGER "stock_batches_deleted"
  AFTER DELETE ON "stock_batches" REFERENCING OLD TABLE AS "old_batches"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_follow_batches"();--> statement-breakpoint
-- Emptying the batches empties the figures (the demo seed's reset, a test's clean-up).
CREATE FUNCTION "product_stock_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_stock";
  DELETE FROM "batch_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_batches_truncated"
  AFTER TRUNCATE ON "stock_batches" FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_emptied"();--> statement-breakpoint
-- The figures of the batches already there.
INSERT INTO "product_stock" ("product_id", "in_hand", "awaited")
SELECT "product_id",
  coalesce(sum("quantity_remaining") FILTER (WHERE "status" = 'approved'), 0)::int,
  coalesce(sum("quantity_remaining") FILTER (WHERE "status" IN ('planned', 'inwarded')), 0)::int
FROM "stock_batches"
GROUP BY "product_id"
HAVING coalesce(sum("quantity_remaining") FILTER (WHERE "status" IN ('approved', 'planned', 'inwarded')), 0) > 0;--> statement-breakpoint
INSERT INTO "batch_counts" ("status", "batches")
SELECT "status", count(*)::int FROM "stock_batches" GROUP BY "status";
