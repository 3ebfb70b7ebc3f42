CREATE TABLE "hub_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_user_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "makers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "hub_audit_log_object_idx" ON "hub_audit_log" USING btree ("object_type","object_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "makers_user_idx" ON "makers" USING btree ("user_id");--> statement-breakpoint
-- The audit log is append-only: history is never rewritten. (TRUNCATE stays possible: resetting
-- the demo data empties it with everything else.)
CREATE FUNCTION "hub_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'hub_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "hub_audit_log_append_only"
  BEFORE UPDATE OR DELETE ON "hub_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "hub_audit_log_append_only"();
