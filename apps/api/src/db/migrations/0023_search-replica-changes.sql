CREATE TABLE "provider_listing_changes" (
	"seq" bigint NOT NULL,
	"provider_id" integer,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_listing_state" ADD COLUMN "change_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_listing_state" ADD COLUMN "changes_pruned_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "provider_listing_changes_seq" ON "provider_listing_changes" USING btree ("seq");--> statement-breakpoint
-- The provider list's search replica (ADR 011): every API node keeps the listing in memory and,
-- before it answers, applies the changes committed since it last looked. These triggers write
-- which providers changed. Each statement that writes a table a list answer reads moves
-- provider_listing_state.change_seq and tags its rows with the new value; the UPDATE locks the
-- state row until the writer commits, so writers commit in the order of their tags and a reader
-- that saw change_seq = s in its snapshot will find every later change at a tag above s.
CREATE OR REPLACE FUNCTION "log_provider_listing_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tag bigint;
BEGIN
  UPDATE provider_listing_state SET change_seq = change_seq + 1 WHERE id = 1 RETURNING change_seq INTO tag;
  IF tag IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO provider_listing_changes (seq, provider_id) VALUES (tag, NULL);
  ELSIF TG_TABLE_NAME = 'provider_profiles' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO provider_listing_changes (seq, provider_id) SELECT tag, id FROM changed_new;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO provider_listing_changes (seq, provider_id) SELECT tag, id FROM changed_old;
    ELSE
      INSERT INTO provider_listing_changes (seq, provider_id) SELECT tag, id FROM changed_new UNION SELECT tag, id FROM changed_old;
    END IF;
  ELSIF TG_TABLE_NAME = 'categories' THEN
    -- A card shows its categories' names in their order: every provider of a changed category
    -- (UPDATE only: a new category has no providers yet; a deleted one's links go with it, logged).
    INSERT INTO provider_listing_changes (seq, provider_id)
      SELECT DISTINCT tag, pc.provider_id FROM provider_categories pc
      WHERE pc.category_id IN (SELECT id FROM changed_new UNION SELECT id FROM changed_old);
  ELSE
    -- provider_categories and attachments: the provider the row belongs to, before and after.
    IF TG_OP = 'INSERT' THEN
      INSERT INTO provider_listing_changes (seq, provider_id) SELECT DISTINCT tag, provider_id FROM changed_new WHERE provider_id IS NOT NULL;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO provider_listing_changes (seq, provider_id) SELECT DISTINCT tag, provider_id FROM changed_old WHERE provider_id IS NOT NULL;
    ELSE
      INSERT INTO provider_listing_changes (seq, provider_id)
        SELECT tag, provider_id FROM changed_new WHERE provider_id IS NOT NULL
        UNION SELECT tag, provider_id FROM changed_old WHERE provider_id IS NOT NULL;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The same four triggers on each table a list answer reads (categories: renames and reorders only,
-- its other writes reach provider_categories).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['provider_profiles', 'provider_categories', 'attachments', 'categories'] LOOP
    IF t <> 'categories' THEN
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_new
        FOR EACH STATEMENT EXECUTE FUNCTION log_provider_listing_changes()', t || '_changes_insert', t);
      EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_old
        FOR EACH STATEMENT EXECUTE FUNCTION log_provider_listing_changes()', t || '_changes_delete', t);
    END IF;
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
      FOR EACH STATEMENT EXECUTE FUNCTION log_provider_listing_changes()', t || '_changes_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION log_provider_listing_changes()', t || '_changes_truncate', t);
  END LOOP;
END
$$;
