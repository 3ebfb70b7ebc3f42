-- Known locations get a version and a time of change: ops edit and retire them in the hub (issue 26 section 1), and an edit on an older version answers 409.
ALTER TABLE "known_locations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "known_locations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;