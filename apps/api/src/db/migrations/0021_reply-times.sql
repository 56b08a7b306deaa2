-- Response times (modules/response-times): each provider's median reply time over 90 days, kept on the
-- profile (the provider list's version triggers cover it), and when an invited provider was reminded.
ALTER TABLE "provider_profiles" ADD COLUMN "median_reply_minutes" integer;--> statement-breakpoint
ALTER TABLE "quote_invitations" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quote_invitations_created" ON "quote_invitations" USING btree ("created_at");