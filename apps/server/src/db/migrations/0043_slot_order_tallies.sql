CREATE TABLE "slot_order_tallies" (
	"slot_id" integer NOT NULL,
	"status" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"prepaid_paise" bigint DEFAULT 0 NOT NULL,
	"pay_on_delivery_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_order_tallies_slot_id_status_pk" PRIMARY KEY("slot_id","status")
);
--> statement-breakpoint
-- Today's tallies follow the orders (decision 075): each order inserted, updated or deleted takes
-- itself out of its old (slot, status) and adds itself to its new one, whoever writes it (placing,
-- a move, a step, a cancel, a failed delivery). Live means confirmed, packed, out for delivery or
-- delivered (ORDER_STATUS 20, 50, 60, 70), and pay on delivery PAYMENT_METHOD 20
-- (packages/domain/src/order-codes.ts; test/kept-tallies.ts holds these numbers to them). A
-- payment's method never changes once its orders exist.
--
-- Deferred to the commit: the order path takes its row locks in one order (decision 014), and a
-- tally row written when the order changes would sit in the middle of it (placing inserts its
-- orders before it locks batches and slots; a cancel changes its order after it gave the slot's
-- place back), so a placing and a cancel in one slot deadlocked. At commit every other lock is
-- held already. One transaction's orders still come a row at a time, in no set order (the hold
-- sweeper and a confirm of the same checkouts deadlocked on two tally rows), so the commits that
-- write tallies take one lock first, the table's own (an advisory lock on its oid), and write
-- them one after another: a few upserts each, at commit. A change that keeps its slot, status
-- and worth writes nothing and takes no lock.
CREATE FUNCTION "slot_order_tallies_follow_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_slot integer;
  old_status integer;
  old_prepaid bigint := 0;
  old_on_delivery bigint := 0;
  new_slot integer;
  new_status integer;
  new_prepaid bigint := 0;
  new_on_delivery bigint := 0;
  paid_how integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_slot := OLD."slot_id";
    old_status := OLD."status";
    IF OLD."status" IN (20, 50, 60, 70) THEN
      SELECT p."method" INTO paid_how FROM "payments" p WHERE p."id" = OLD."payment_id";
      IF paid_how = 20 THEN old_on_delivery := OLD."net_paise"; ELSE old_prepaid := OLD."net_paise"; END IF;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_slot := NEW."slot_id";
    new_status := NEW."status";
    IF NEW."status" IN (20, 50, 60, 70) THEN
      SELECT p."method" INTO paid_how FROM "payments" p WHERE p."id" = NEW."payment_id";
      IF paid_how = 20 THEN new_on_delivery := NEW."net_paise"; ELSE new_prepaid := NEW."net_paise"; END IF;
    END IF;
  END IF;
  IF old_slot IS NOT DISTINCT FROM new_slot AND old_status IS NOT DISTINCT FROM new_status
    AND old_prepaid = new_prepaid AND old_on_delivery = new_on_delivery THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock('slot_order_tallies'::regclass::oid::integer, 0);
  INSERT INTO "slot_order_tallies" AS t ("slot_id", "status", "orders", "prepaid_paise", "pay_on_delivery_paise")
  SELECT c."slot_id", c."status", sum(c."orders"), sum(c."prepaid"), sum(c."on_delivery")
  FROM (VALUES
    (old_slot, old_status, -1, -old_prepaid, -old_on_delivery),
    (new_slot, new_status, 1, new_prepaid, new_on_delivery)
  ) AS c("slot_id", "status", "orders", "prepaid", "on_delivery")
  WHERE c."slot_id" IS NOT NULL
  GROUP BY c."slot_id", c."status"
  HAVING sum(c."orders") <> 0 OR sum(c."prepaid") <> 0 OR sum(c."on_delivery") <> 0
  ORDER BY c."slot_id", c."status"
  ON CONFLICT ("slot_id", "status") DO UPDATE SET
    "orders" = t."orders" + excluded."orders",
    "prepaid_paise" = t."prepaid_paise" + excluded."prepaid_paise",
    "pay_on_delivery_paise" = t."pay_on_delivery_paise" + excluded."pay_on_delivery_paise";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_change_tallies"
  AFTER INSERT OR UPDATE OR DELETE ON "orders" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "slot_order_tallies_follow_order"();--> statement-breakpoint
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
