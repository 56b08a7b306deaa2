-- provider_profiles.listing_vector: every list filter as exact lexemes of one GIN index.
--   search words   each lexeme of to_tsvector('simple', search_text) as its prefixes of 2 to 10 characters
--   '~c:{city}'  '~p:{price_range}'  '~l:{location_id}'  '~k:{category_id}' per category
--   '~y:1' '~y:3' '~y:5' '~y:10' for each minimum the years of operation reach
-- The API's search words contain only letters and digits, so they never collide with the '~' tokens.
CREATE OR REPLACE FUNCTION "provider_listing_lexemes"(
  p_search_text text, p_city text, p_price_range price_range, p_location_id integer, p_years integer, p_provider_id integer
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT array_to_tsvector(
    ARRAY(
      SELECT DISTINCT left(w.lexeme, n.len)
      FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(p_search_text, '')))) AS w(lexeme)
      CROSS JOIN LATERAL generate_series(2, least(length(w.lexeme), 10)) AS n(len)
    )
    || ARRAY(SELECT '~k:' || pc.category_id FROM provider_categories pc WHERE pc.provider_id = p_provider_id)
    || CASE WHEN coalesce(p_city, '') <> '' THEN ARRAY['~c:' || p_city] ELSE '{}'::text[] END
    || CASE WHEN p_price_range IS NOT NULL THEN ARRAY['~p:' || p_price_range::text] ELSE '{}'::text[] END
    || CASE WHEN p_location_id IS NOT NULL THEN ARRAY['~l:' || p_location_id] ELSE '{}'::text[] END
    || ARRAY(SELECT '~y:' || y FROM unnest(ARRAY[1, 3, 5, 10]) AS m(y) WHERE p_years >= y)
  )
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "provider_listing_vector_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listing_vector := provider_listing_lexemes(NEW.search_text, NEW.city, NEW.price_range, NEW.location_id, NEW.years_in_operation, NEW.id);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Only when a column the lexemes come from is written: rating refreshes do not pay for it.
CREATE TRIGGER "provider_profiles_listing_vector_insert" BEFORE INSERT ON "provider_profiles"
  FOR EACH ROW EXECUTE FUNCTION "provider_listing_vector_row"();--> statement-breakpoint
CREATE TRIGGER "provider_profiles_listing_vector_update"
  BEFORE UPDATE OF "search_text", "city", "price_range", "location_id", "years_in_operation" ON "provider_profiles"
  FOR EACH ROW EXECUTE FUNCTION "provider_listing_vector_row"();--> statement-breakpoint
-- A provider's categories changed: recompute those providers, once per statement.
CREATE OR REPLACE FUNCTION "provider_listing_vector_for_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE provider_profiles p SET listing_vector =
      provider_listing_lexemes(p.search_text, p.city, p.price_range, p.location_id, p.years_in_operation, p.id);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE provider_profiles p SET listing_vector =
      provider_listing_lexemes(p.search_text, p.city, p.price_range, p.location_id, p.years_in_operation, p.id)
    WHERE p.id IN (SELECT provider_id FROM changed_old);
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE provider_profiles p SET listing_vector =
      provider_listing_lexemes(p.search_text, p.city, p.price_range, p.location_id, p.years_in_operation, p.id)
    WHERE p.id IN (SELECT provider_id FROM changed_new);
  ELSE
    UPDATE provider_profiles p SET listing_vector =
      provider_listing_lexemes(p.search_text, p.city, p.price_range, p.location_id, p.years_in_operation, p.id)
    WHERE p.id IN (SELECT provider_id FROM changed_new UNION SELECT provider_id FROM changed_old);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "provider_categories_listing_vector_insert" AFTER INSERT ON "provider_categories"
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "provider_listing_vector_for_categories"();--> statement-breakpoint
CREATE TRIGGER "provider_categories_listing_vector_delete" AFTER DELETE ON "provider_categories"
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "provider_listing_vector_for_categories"();--> statement-breakpoint
CREATE TRIGGER "provider_categories_listing_vector_update" AFTER UPDATE ON "provider_categories"
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "provider_listing_vector_for_categories"();--> statement-breakpoint
CREATE TRIGGER "provider_categories_listing_vector_truncate" AFTER TRUNCATE ON "provider_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "provider_listing_vector_for_categories"();--> statement-breakpoint
UPDATE "provider_profiles" p SET "listing_vector" =
  provider_listing_lexemes(p.search_text, p.city, p.price_range, p.location_id, p.years_in_operation, p.id);
