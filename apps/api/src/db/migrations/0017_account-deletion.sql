-- Account deletion (modules/profile, docs/adr/006-account-deletion.md): deleted_at when the organiser
-- deletes the account, erased_at when the erasure job has removed its personal data; an erased row
-- keeps no password, so the password rule allows it.
ALTER TABLE "users" DROP CONSTRAINT "users_password_for_email_auth";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_awaiting_erasure" ON "users" USING btree ("deleted_at") WHERE deleted_at IS NOT NULL AND erased_at IS NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_password_for_email_auth" CHECK ("users"."auth_type" <> 'email' OR "users"."password_hash" IS NOT NULL OR "users"."erased_at" IS NOT NULL);