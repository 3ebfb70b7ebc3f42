CREATE TABLE "slot_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekday" integer NOT NULL,
	"kind" text NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"capacity" integer NOT NULL,
	"cutoff_rule" text,
	"cutoff_minutes" integer,
	"promised_minutes" integer,
	"delivery_fee_paise" integer DEFAULT 0 NOT NULL,
	"free_delivery_amount_paise" integer DEFAULT 0 NOT NULL,
	"is_pod_allowed" boolean DEFAULT true NOT NULL,
	"serviceable_polygon" integer NOT NULL,
	"days_ahead" integer DEFAULT 3 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_templates_weekday" CHECK ("slot_templates"."weekday" between 0 and 6),
	CONSTRAINT "slot_templates_window" CHECK ("slot_templates"."start_minute" >= 0 and "slot_templates"."start_minute" < "slot_templates"."end_minute" and "slot_templates"."end_minute" <= 1440),
	CONSTRAINT "slot_templates_capacity" CHECK ("slot_templates"."capacity" >= 0),
	CONSTRAINT "slot_templates_cutoff" CHECK (("slot_templates"."kind" = 'quick' and "slot_templates"."cutoff_rule" is null)
          or ("slot_templates"."kind" <> 'quick' and "slot_templates"."cutoff_rule" in ('day_before_at', 'hours_before_start')
              and "slot_templates"."cutoff_minutes" >= 0))
);
--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_template_id_slot_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."slot_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The windows the slot calendar had as constants (decision 035), every day of the week, so a shop
-- that upgrades keeps making the same slots: the silent prepaid morning 6-8, 8-11 and 5-8 PM
-- (closing 10 hours before they start, 60 orders each, free, across the big areas), and quick
-- delivery 7 AM-10 PM in hourly slots (15 each, Rs 25 under Rs 199, small areas, today and
-- tomorrow).
INSERT INTO "slot_templates" ("weekday", "kind", "start_minute", "end_minute", "capacity", "cutoff_rule", "cutoff_minutes", "promised_minutes", "delivery_fee_paise", "free_delivery_amount_paise", "is_pod_allowed", "serviceable_polygon", "days_ahead")
SELECT d, w.kind, w.start_minute, w.end_minute, w.capacity, w.cutoff_rule, w.cutoff_minutes, w.promised_minutes, w.fee, w.free_above, w.pod, w.polygon, w.days_ahead
FROM generate_series(0, 6) AS d
CROSS JOIN (VALUES
  ('morning', 360, 480, 60, 'hours_before_start', 600, NULL::integer, 0, 0, false, 300, 3),
  ('scheduled', 480, 660, 60, 'hours_before_start', 600, NULL::integer, 0, 0, true, 300, 3),
  ('scheduled', 1020, 1200, 60, 'hours_before_start', 600, NULL::integer, 0, 0, true, 300, 3),
  ('quick', 420, 1320, 15, NULL, NULL, 30, 2500, 19900, true, 100, 1)
) AS w(kind, start_minute, end_minute, capacity, cutoff_rule, cutoff_minutes, promised_minutes, fee, free_above, pod, polygon, days_ahead)
ORDER BY d, w.start_minute, w.kind;
