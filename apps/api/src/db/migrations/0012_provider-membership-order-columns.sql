-- membership_version keeps the provider list's totals, option lists and the provider order of a
-- page sorted by name, experience or date (see modules/providers/listing-cache.ts). Besides the
-- columns of 0004 it must move with every other column those read: business_name and created_at
-- (orders), listing_vector (every filter) and id (joins, ties). listing-cache.test.ts found them.
DROP TRIGGER IF EXISTS "provider_profiles_membership_version_update" ON "provider_profiles";--> statement-breakpoint
CREATE TRIGGER "provider_profiles_membership_version_update"
  AFTER UPDATE OF "id", "is_active", "is_verified", "business_name", "city", "price_range", "years_in_operation", "location_id",
    "search_text", "listing_vector", "created_at" ON "provider_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_membership_version"();
