CREATE TABLE "slot_order_tallies" (
	"slot_id" integer NOT NULL,
	"status" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"prepaid_paise" bigint DEFAULT 0 NOT NULL,
	"pay_on_delivery_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_order_tallies_slot_id_status_pk" PRIMARY KEY("slot_id","status")
);
--> statement-breakpoint
-- Today's tallies follow the orders (decision 075): each statement that inserts, updates or
-- deletes orders adds what it put into each (slot, status) and takes off what it took out, in the
-- same transaction, whoever writes them (placing, a move, a step, a cancel, a failed delivery).
-- Live means confirmed, packed, out for delivery or delivered (ORDER_STATUS 20, 50, 60, 70), and
-- pay on delivery PAYMENT_METHOD 20 (packages/domain/src/order-codes.ts; test/kept-tallies.ts
-- holds these numbers to them). A payment's method never changes once its orders exist. The
-- (slot, status) rows a statement moves are written in one upsert, in key order, so two
-- statements moving orders between the same rows lock them in the same order.
CREATE FUNCTION "slot_order_tallies_follow_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "slot_order_tallies" AS t ("slot_id", "status", "orders", "prepaid_paise", "pay_on_delivery_paise")
    SELECT c."slot_id", c."status", sum(c."orders"), sum(c."prepaid"), sum(c."on_delivery") FROM (
    SELECT o."slot_id", o."status", 1 AS "orders",
      CASE WHEN o."status" IN (20, 50, 60, 70) AND p."method" IS DISTINCT FROM 20 THEN o."net_paise" ELSE 0 END AS "prepaid",
      CASE WHEN o."status" IN (20, 50, 60, 70) AND p."method" = 20 THEN o."net_paise" ELSE 0 END AS "on_delivery"
    FROM "new_orders" o LEFT JOIN "payments" p ON p."id" = o."payment_id"
    ) c
    GROUP BY c."slot_id", c."status"
    HAVING sum(c."orders") <> 0 OR sum(c."prepaid") <> 0 OR sum(c."on_delivery") <> 0
    ORDER BY c."slot_id", c."status"
    ON CONFLICT ("slot_id", "status") DO UPDATE SET
      "orders" = t."orders" + excluded."orders",
      "prepaid_paise" = t."prepaid_paise" + excluded."prepaid_paise",
      "pay_on_delivery_paise" = t."pay_on_delivery_paise" + excluded."pay_on_delivery_paise";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "slot_order_tallies" AS t ("slot_id", "status", "orders", "prepaid_paise", "pay_on_delivery_paise")
    SELECT c."slot_id", c."status", sum(c."orders"), sum(c."prepaid"), sum(c."on_delivery") FROM (
    SELECT o."slot_id", o."status", -1 AS "orders",
      CASE WHEN o."status" IN (20, 50, 60, 70) AND p."method" IS DISTINCT FROM 20 THEN -o."net_paise" ELSE 0 END AS "prepaid",
      CASE WHEN o."status" IN (20, 50, 60, 70) AND p."method" = 20 THEN -o."net_paise" ELSE 0 END AS "on_delivery"
    FROM "old_orders" o LEFT JOIN "payments" p ON p."id" = o."payment_id"
    ) c
    GROUP BY c."slot_id", c."status"
    HAVING sum(c."orders") <> 0 OR sum(c."prepaid") <> 0 OR sum(c."on_delivery") <> 0
    ORDER BY c."slot_id", c."status"
    ON CONFLICT ("slot_id", "status") DO UPDATE SET
      "orders" = t."orders" + excluded."orders",
      "prepaid_paise" = t."prepaid_paise" + excluded."prepaid_paise",
      "pay_on_delivery_paise" = t."pay_on_delivery_paise" + excluded."pay_on_delivery_paise";
  ELSE
    INSERT INTO "slot_order_tallies" AS t ("slot_id", "status", "orders", "prepaid_paise", "pay_on_delivery_paise")
    SELECT c."slot_id", c."status", sum(c."orders"), sum(c."prepaid"), sum(c."on_delivery") FROM (
    SELECT o."slot_id", o."status", 1 AS "orders",
      CASE WHEN o."status" IN (20, 50, 60, 70) AND p."method" IS DISTINCT FROM 20 THEN o."net_paise" ELSE 0 END AS "prepaid",
      CASE WHEN o."status" IN (20, 50, 60, 70) AND p."method" = 20 THEN o."net_paise" ELSE 0 END AS "on_delivery"
    FROM "new_orders" o LEFT JOIN "payments" p ON p."id" = o."payment_id"
    UNION ALL
    SELECT o."slot_id", o."status", -1 AS "orders",
      CASE WHEN o."status" IN (20, 50, 60, 70) AND p."method" IS DISTINCT FROM 20 THEN -o."net_paise" ELSE 0 END AS "prepaid",
      CASE WHEN o."status" IN (20, 50, 60, 70) AND p."method" = 20 THEN -o."net_paise" ELSE 0 END AS "on_delivery"
    FROM "old_orders" o LEFT JOIN "payments" p ON p."id" = o."payment_id"
    ) c
    GROUP BY c."slot_id", c."status"
    HAVING sum(c."orders") <> 0 OR sum(c."prepaid") <> 0 OR sum(c."on_delivery") <> 0
    ORDER BY c."slot_id", c."status"
    ON CONFLICT ("slot_id", "status") DO UPDATE SET
      "orders" = t."orders" + excluded."orders",
      "prepaid_paise" = t."prepaid_paise" + excluded."prepaid_paise",
      "pay_on_delivery_paise" = t."pay_on_delivery_paise" + excluded."pay_on_delivery_paise";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_inserted_tallies"
  AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "slot_order_tallies_follow_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_updated_tallies"
  AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_orders" NEW TABLE AS "new_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "slot_order_tallies_follow_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_deleted_tallies"
  AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "slot_order_tallies_follow_orders"();--> statement-breakpoint
-- Emptying the orders (the demo seed's reset truncates them) empties the tallies.
CREATE FUNCTION "slot_order_tallies_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "slot_order_tallies";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_truncated_tallies"
  AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "slot_order_tallies_emptied"();--> statement-breakpoint
-- The tallies of the orders already there.
INSERT INTO "slot_order_tallies" ("slot_id", "status", "orders", "prepaid_paise", "pay_on_delivery_paise")
SELECT o."slot_id", o."status", count(*)::int,
  coalesce(sum(o."net_paise") FILTER (WHERE o."status" IN (20, 50, 60, 70) AND p."method" IS DISTINCT FROM 20), 0),
  coalesce(sum(o."net_paise") FILTER (WHERE o."status" IN (20, 50, 60, 70) AND p."method" = 20), 0)
FROM "orders" o LEFT JOIN "payments" p ON p."id" = o."payment_id"
GROUP BY o."slot_id", o."status";
