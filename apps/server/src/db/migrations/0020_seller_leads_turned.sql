ALTER TABLE "seller_leads" ADD COLUMN "maker_id" integer;--> statement-breakpoint
ALTER TABLE "seller_leads" ADD COLUMN "turned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_leads" ADD COLUMN "turned_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "seller_leads" ADD CONSTRAINT "seller_leads_maker_id_makers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."makers"("id") ON DELETE no action ON UPDATE no action;