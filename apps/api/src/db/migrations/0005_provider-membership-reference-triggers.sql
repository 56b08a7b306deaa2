-- The option lists (categories and locations with provider counts) are cached per
-- membership_version, so renaming or adding a category or location moves it too.
CREATE TRIGGER "categories_membership_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_membership_version"();--> statement-breakpoint
CREATE TRIGGER "locations_membership_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_membership_version"();
