CREATE TABLE "waitlist_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"mobile" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address_text" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"notified_area_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_locations" ADD CONSTRAINT "waitlist_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_locations_mobile_point_idx" ON "waitlist_locations" USING btree ("mobile","latitude","longitude");--> statement-breakpoint
CREATE INDEX "waitlist_locations_waiting_idx" ON "waitlist_locations" USING btree ("id") WHERE "waitlist_locations"."notified_at" IS NULL;