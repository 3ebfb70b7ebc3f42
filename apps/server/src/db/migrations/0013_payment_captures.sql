CREATE TABLE "payment_captures" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_captures_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "capture_id" integer;--> statement-breakpoint
ALTER TABLE "payment_captures" ADD CONSTRAINT "payment_captures_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_captures_payment_idx" ON "payment_captures" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_capture_id_payment_captures_id_fk" FOREIGN KEY ("capture_id") REFERENCES "public"."payment_captures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_capture_id_unique" UNIQUE("capture_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_of_one" CHECK (("refunds"."order_id" IS NULL) <> ("refunds"."capture_id" IS NULL));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_paise" > 0);--> statement-breakpoint
-- Captures kept before this table: the one provider payment each paid or late-paid checkout knew.
INSERT INTO "payment_captures" ("payment_id", "provider_payment_id", "amount_paise", "currency", "outcome", "recorded_at")
SELECT "id", "provider_payment_id", "net_paise", 'INR',
  CASE WHEN "paid_at" IS NOT NULL THEN 'completed' ELSE 'late' END,
  coalesce("paid_at", "updated_at")
FROM "payments" WHERE "provider_payment_id" IS NOT NULL;
