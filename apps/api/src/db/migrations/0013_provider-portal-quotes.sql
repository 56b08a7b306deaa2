-- The provider portal: a provider may withdraw a submitted quote ('withdrawn'), has at most one live
-- quote (submitted or accepted) per request, and finds submitted requests in its location or city
-- through two partial indexes. The outbox keeps each e-mail's HTML part beside its text.
-- ADD VALUE runs inside the migration's transaction on PostgreSQL 12+ and PGlite; nothing below uses
-- the new value, which only becomes usable once the transaction commits.
ALTER TYPE "public"."quote_status" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html_body" text;--> statement-breakpoint
CREATE INDEX "event_requests_open_location" ON "event_requests" USING btree ("location_id","submitted_at") WHERE status = 'submitted';--> statement-breakpoint
CREATE INDEX "event_requests_open_city" ON "event_requests" USING btree (lower("location")) WHERE status = 'submitted';--> statement-breakpoint
CREATE INDEX "quotes_provider_event" ON "quotes" USING btree ("provider_id","event_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_live_per_provider" ON "quotes" USING btree ("event_request_id","provider_id") WHERE status IN ('submitted', 'accepted');