ALTER TABLE "order_items" ADD COLUMN "credited_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Credit already granted through tickets counts against its line, up to what the line could hold.
UPDATE "order_items" SET "credited_paise" = least("granted"."paise", "order_items"."price_paise" * "order_items"."quantity")
FROM (
  SELECT "tickets"."order_item_id" AS "id", sum("customer_credits"."amount_paise") AS "paise"
  FROM "customer_credits" JOIN "tickets" ON "tickets"."id" = "customer_credits"."ticket_id"
  WHERE "tickets"."order_item_id" IS NOT NULL
  GROUP BY "tickets"."order_item_id"
) AS "granted"
WHERE "granted"."id" = "order_items"."id";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_credited" CHECK ("order_items"."credited_paise" >= 0 AND "order_items"."credited_paise" <= "order_items"."price_paise" * "order_items"."quantity");
