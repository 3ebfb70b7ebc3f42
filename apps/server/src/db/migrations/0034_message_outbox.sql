CREATE TABLE "message_preference_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"opted_out" boolean NOT NULL,
	"changed_by" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"variables" jsonb NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"essential" boolean NOT NULL,
	"any_hour" boolean NOT NULL,
	"dedupe_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "outbox_messages_state" CHECK ("outbox_messages"."state" IN ('queued', 'held', 'sent', 'delivered', 'failed', 'suppressed')),
	CONSTRAINT "outbox_messages_language" CHECK ("outbox_messages"."language" IN ('en', 'hi', 'kn')),
	CONSTRAINT "outbox_messages_channel" CHECK ("outbox_messages"."channel" IN ('sms', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "messages_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_preference_changes" ADD CONSTRAINT "message_preference_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_preference_changes_user_idx" ON "message_preference_changes" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at","id") WHERE "outbox_messages"."state" IN ('queued', 'held');--> statement-breakpoint
CREATE INDEX "outbox_messages_mobile_idx" ON "outbox_messages" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_user_idx" ON "outbox_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_order_idx" ON "outbox_messages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_provider_idx" ON "outbox_messages" USING btree ("provider_message_id");