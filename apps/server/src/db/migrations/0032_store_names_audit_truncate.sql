CREATE UNIQUE INDEX "makers_store_name_key_idx" ON "makers" USING btree (lower(regexp_replace("store_name", '[[:space:][:punct:]]+', '', 'g')));--> statement-breakpoint
-- The audit log refuses TRUNCATE too (issue 36 item 9), except inside the demo reset, which
-- empties it with the demo data it describes and says so with a setting of its transaction.
CREATE FUNCTION "hub_audit_log_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('makers_pantry.demo_reset', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'hub_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "hub_audit_log_no_truncate"
  BEFORE TRUNCATE ON "hub_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "hub_audit_log_no_truncate"();
