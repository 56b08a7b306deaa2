-- provider_listing_state.version goes up once per statement that changes anything the provider
-- list, its filters or their counts show. The new version becomes visible with the writer's commit,
-- so a reader that sees a version also sees the data written under it.
INSERT INTO "provider_listing_state" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_provider_listing_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "provider_listing_state" SET "version" = "version" + 1, "updated_at" = now() WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "provider_profiles_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "provider_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_listing_version"();--> statement-breakpoint
CREATE TRIGGER "provider_categories_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "provider_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_listing_version"();--> statement-breakpoint
CREATE TRIGGER "categories_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_listing_version"();--> statement-breakpoint
CREATE TRIGGER "attachments_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attachments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_listing_version"();--> statement-breakpoint
CREATE TRIGGER "locations_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_listing_version"();
