ALTER TABLE "order_items" ADD COLUMN "replaced_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replaces_order_item_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_replaces_order_item_id_order_items_id_fk" FOREIGN KEY ("replaces_order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Replacements sent before this migration: each names the line its ticket was about, and that
-- line counts the units of its live replacements (capped at the line's quantity for the CHECK).
UPDATE "orders" AS o SET "replaces_order_item_id" = t."order_item_id"
FROM "tickets" AS t
WHERE t."replacement_order_id" = o."id" AND t."order_item_id" IS NOT NULL;--> statement-breakpoint
UPDATE "order_items" AS i SET "replaced_units" = least(i."quantity", r."units")
FROM (
  SELECT o."replaces_order_item_id" AS "line", sum(ri."quantity")::int AS "units"
  FROM "orders" AS o JOIN "order_items" AS ri ON ri."order_id" = o."id"
  WHERE o."replaces_order_item_id" IS NOT NULL AND o."status" NOT IN (10, 90)
  GROUP BY o."replaces_order_item_id"
) AS r
WHERE r."line" = i."id";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_replaced" CHECK ("order_items"."replaced_units" >= 0 AND "order_items"."replaced_units" <= "order_items"."quantity");