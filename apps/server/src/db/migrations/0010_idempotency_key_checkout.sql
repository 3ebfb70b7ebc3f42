ALTER TABLE "idempotency_keys" ADD COLUMN "payment_id" integer;--> statement-breakpoint
-- Keys answered before this change name their checkout in the answer they kept.
UPDATE "idempotency_keys" AS k SET "payment_id" = p."id"
FROM "payments" AS p
WHERE k."response"->>'myjaxyPaymentId' IS NOT NULL
  AND p."id" = (k."response"->>'myjaxyPaymentId')::int AND p."user_id" = k."user_id";--> statement-breakpoint
-- A key left without an answer (the server stopped after the commit): its checkout was written by
-- the same request, for the same customer, at the very same instant.
UPDATE "idempotency_keys" AS k SET "payment_id" = p."id"
FROM "payments" AS p
WHERE k."payment_id" IS NULL AND p."user_id" = k."user_id" AND p."started_at" = k."created_at";--> statement-breakpoint
-- Nothing was committed for what is left: a retry may place the checkout afresh.
DELETE FROM "idempotency_keys" WHERE "payment_id" IS NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "status_code";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "response";
