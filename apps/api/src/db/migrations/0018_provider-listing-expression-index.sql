-- The provider list's filters and search words as an expression GIN index (ADR 008), so the heap
-- rows a search visits are narrow. Until now provider_profiles carried listing_vector (about 1 KB
-- a row, migration 0007) and search_vector (about 380 bytes, a generated column): 3 rows per 8 KB
-- page, 250 MB for 100,000 providers, twice the shared buffers of a small server, so every match a
-- count or a page visited was a page read. The index keeps the lexemes; the rows keep only what
-- they are computed from. A search names only whole lexemes, which the index answers without a
-- recheck, so the expression is computed when a row is written, never when one is read.
--
-- 1. The row's categories as an array, so the lexemes are an IMMUTABLE function of the row.
ALTER TABLE "provider_profiles" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "provider_profiles" p SET "category_ids" =
  ARRAY(SELECT pc.category_id FROM provider_categories pc WHERE pc.provider_id = p.id ORDER BY pc.category_id);--> statement-breakpoint
DROP TRIGGER IF EXISTS "provider_categories_listing_vector_insert" ON "provider_categories";--> statement-breakpoint
DROP TRIGGER IF EXISTS "provider_categories_listing_vector_delete" ON "provider_categories";--> statement-breakpoint
DROP TRIGGER IF EXISTS "provider_categories_listing_vector_update" ON "provider_categories";--> statement-breakpoint
DROP TRIGGER IF EXISTS "provider_categories_listing_vector_truncate" ON "provider_categories";--> statement-breakpoint
DROP FUNCTION IF EXISTS "provider_listing_vector_for_categories"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "provider_category_ids_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE provider_profiles p SET category_ids = '{}'::integer[] WHERE p.category_ids <> '{}'::integer[];
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE provider_profiles p SET category_ids =
      ARRAY(SELECT pc.category_id FROM provider_categories pc WHERE pc.provider_id = p.id ORDER BY pc.category_id)
    WHERE p.id IN (SELECT provider_id FROM changed_old);
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE provider_profiles p SET category_ids =
      ARRAY(SELECT pc.category_id FROM provider_categories pc WHERE pc.provider_id = p.id ORDER BY pc.category_id)
    WHERE p.id IN (SELECT provider_id FROM changed_new);
  ELSE
    UPDATE provider_profiles p SET category_ids =
      ARRAY(SELECT pc.category_id FROM provider_categories pc WHERE pc.provider_id = p.id ORDER BY pc.category_id)
    WHERE p.id IN (SELECT provider_id FROM changed_new UNION SELECT provider_id FROM changed_old);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "provider_categories_category_ids_insert" AFTER INSERT ON "provider_categories"
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "provider_category_ids_refresh"();--> statement-breakpoint
CREATE TRIGGER "provider_categories_category_ids_delete" AFTER DELETE ON "provider_categories"
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "provider_category_ids_refresh"();--> statement-breakpoint
CREATE TRIGGER "provider_categories_category_ids_update" AFTER UPDATE ON "provider_categories"
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "provider_category_ids_refresh"();--> statement-breakpoint
CREATE TRIGGER "provider_categories_category_ids_truncate" AFTER TRUNCATE ON "provider_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "provider_category_ids_refresh"();--> statement-breakpoint
-- 2. listing_vector and its triggers go; the membership trigger watches category_ids instead.
DROP TRIGGER IF EXISTS "provider_profiles_membership_version_update" ON "provider_profiles";--> statement-breakpoint
CREATE TRIGGER "provider_profiles_membership_version_update"
  AFTER UPDATE OF "id", "is_active", "is_verified", "business_name", "city", "price_range", "years_in_operation", "location_id",
    "search_text", "category_ids", "created_at" ON "provider_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_membership_version"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "provider_profiles_listing_vector_insert" ON "provider_profiles";--> statement-breakpoint
DROP TRIGGER IF EXISTS "provider_profiles_listing_vector_update" ON "provider_profiles";--> statement-breakpoint
DROP FUNCTION IF EXISTS "provider_listing_vector_row"();--> statement-breakpoint
DROP INDEX IF EXISTS "provider_profiles_listed_filters";--> statement-breakpoint
ALTER TABLE "provider_profiles" DROP COLUMN "listing_vector";--> statement-breakpoint
DROP FUNCTION IF EXISTS "provider_listing_lexemes"(text, text, price_range, integer, integer, integer);--> statement-breakpoint
-- 3. The lexemes: each word of the search text as its prefixes of 1 to 20 characters (0007 kept 2
-- to 10 and checked longer words and lone letters against search_vector, a second index whose
-- prefix matches need a recheck of every candidate), and '~c:{city}', '~p:{price range}',
-- '~l:{location id}', '~k:{category id}', '~y:{1|3|5|10}'.
-- IMMUTABLE so it can be indexed (price_range::text assumes enum labels are never renamed). Its
-- COST tells the planner how dear computing it per row is (about 0.2 ms): a plan that filters rows
-- with it (a sequential scan, or a walk of a sort index) loses to the index, which never computes it.
CREATE FUNCTION "provider_listing_lexemes"(
  p_search_text text, p_city text, p_price_range price_range, p_location_id integer, p_years integer, p_category_ids integer[]
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 100000 AS $$
  SELECT array_to_tsvector(
    ARRAY(
      SELECT DISTINCT left(w.lexeme, n.len)
      FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(p_search_text, '')))) AS w(lexeme)
      CROSS JOIN LATERAL generate_series(1, least(length(w.lexeme), 20)) AS n(len)
    )
    || ARRAY(SELECT DISTINCT '~k:' || c FROM unnest(p_category_ids) AS k(c))
    || CASE WHEN coalesce(p_city, '') <> '' THEN ARRAY['~c:' || p_city] ELSE '{}'::text[] END
    || CASE WHEN p_price_range IS NOT NULL THEN ARRAY['~p:' || p_price_range::text] ELSE '{}'::text[] END
    || CASE WHEN p_location_id IS NOT NULL THEN ARRAY['~l:' || p_location_id] ELSE '{}'::text[] END
    || ARRAY(SELECT '~y:' || y FROM unnest(ARRAY[1, 3, 5, 10]) AS m(y) WHERE p_years >= y)
  )
$$;--> statement-breakpoint
CREATE INDEX "provider_profiles_listed_filters" ON "provider_profiles" USING gin (
  "provider_listing_lexemes"("search_text", "city", "price_range", "location_id", "years_in_operation", "category_ids")
) WHERE is_active AND is_verified;--> statement-breakpoint
-- 4. search_vector and its index go too: a word longer than 20 letters is found by its first 20
-- and checked in full against the text of those rows only.
DROP INDEX IF EXISTS "provider_profiles_search";--> statement-breakpoint
ALTER TABLE "provider_profiles" DROP COLUMN "search_vector";--> statement-breakpoint
-- 5. The planner ignores the statistics of a partial index's expression, so the lexemes get their
-- own (PostgreSQL 14+): with them it knows 'cater' matches a quarter of the providers, not 0.5%.
CREATE STATISTICS "provider_profiles_listing_lexemes"
  ON ("provider_listing_lexemes"("search_text", "city", "price_range", "location_id", "years_in_operation", "category_ids"))
  FROM "provider_profiles";--> statement-breakpoint
-- Common matches are read off a sort's index, each row checked against its text's words
-- (provider-list-service.ts rowWhereClause): these statistics tell the planner how common they are.
CREATE STATISTICS "provider_profiles_search_words" ON (to_tsvector('simple'::regconfig, "search_text")) FROM "provider_profiles";--> statement-breakpoint
-- A search visits a few thousand rows at most: starting parallel workers costs more than it saves.
ALTER TABLE "provider_profiles" SET (parallel_workers = 0);--> statement-breakpoint
-- 6. Rewrite the table so the dropped columns' bytes leave the rows (a dropped column stays on disk
-- until a row is rewritten), then gather the statistics.
CLUSTER "provider_profiles" USING "provider_profiles_pkey";--> statement-breakpoint
ANALYZE "provider_profiles";
