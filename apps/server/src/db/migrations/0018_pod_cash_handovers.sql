CREATE TABLE "pod_cash_handovers" (
	"slot_id" integer PRIMARY KEY NOT NULL,
	"counted_paise" integer NOT NULL,
	"note" text,
	"recorded_by_user_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pod_cash_handovers_counted" CHECK ("pod_cash_handovers"."counted_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pod_cash_handovers" ADD CONSTRAINT "pod_cash_handovers_slot_id_delivery_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE cascade ON UPDATE no action;