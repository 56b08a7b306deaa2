-- provider_listing_state.membership_version goes up once per statement that can change which
-- providers match a list filter (and so a total): providers added or removed, an UPDATE that sets a
-- listing flag, city, price range, years, location or search text, and any change to
-- provider_categories. Rating refreshes set neither, so cached totals survive new reviews.
-- Like 0002, the bump is part of the writer's transaction and becomes visible with its commit.
CREATE OR REPLACE FUNCTION "bump_provider_membership_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "provider_listing_state" SET "membership_version" = "membership_version" + 1, "updated_at" = now() WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "provider_profiles_membership_version" AFTER INSERT OR DELETE OR TRUNCATE ON "provider_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_membership_version"();--> statement-breakpoint
CREATE TRIGGER "provider_profiles_membership_version_update"
  AFTER UPDATE OF "is_active", "is_verified", "city", "price_range", "years_in_operation", "location_id", "search_text" ON "provider_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_membership_version"();--> statement-breakpoint
CREATE TRIGGER "provider_categories_membership_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "provider_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_membership_version"();
