CREATE TABLE "provider_listing_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_listing_state_single_row" CHECK ("provider_listing_state"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "provider_profiles_listed_name";--> statement-breakpoint
DROP INDEX "provider_profiles_listed_rating";--> statement-breakpoint
DROP INDEX "provider_profiles_listed_years";--> statement-breakpoint
DROP INDEX "provider_profiles_listed_created";--> statement-breakpoint
CREATE INDEX "provider_profiles_listed_name" ON "provider_profiles" USING btree ("business_name","id") WHERE is_active AND is_verified;--> statement-breakpoint
CREATE INDEX "provider_profiles_listed_rating" ON "provider_profiles" USING btree ("avg_rating","id") WHERE is_active AND is_verified;--> statement-breakpoint
CREATE INDEX "provider_profiles_listed_years" ON "provider_profiles" USING btree ("years_in_operation" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active AND is_verified;--> statement-breakpoint
CREATE INDEX "provider_profiles_listed_created" ON "provider_profiles" USING btree ("created_at","id") WHERE is_active AND is_verified;