ALTER TABLE "message_preference_changes" ALTER COLUMN "opted_out" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "message_preference_changes" ADD COLUMN "whatsapp_consent" boolean;