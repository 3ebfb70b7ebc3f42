CREATE SEQUENCE "public"."orders_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_no" bigint DEFAULT nextval('orders_change_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_slot_change_idx" ON "orders" USING btree ("slot_id","change_no");--> statement-breakpoint
-- Every update of an order takes a new change number, whoever writes it, so the orders board's
-- per-slot sum of them moves with any change (decision 036). Inserts take theirs from the default.
CREATE FUNCTION "orders_next_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_no := nextval('orders_change_seq');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_next_change"
  BEFORE UPDATE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_next_change"();
