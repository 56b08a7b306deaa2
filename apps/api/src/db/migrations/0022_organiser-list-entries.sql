CREATE TABLE "event_request_list_entries" (
	"event_request_id" integer PRIMARY KEY NOT NULL,
	"head" text NOT NULL,
	"tail" text NOT NULL,
	"has_accepted_quote" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_request_list_entries" ADD CONSTRAINT "event_request_list_entries_event_request_id_event_requests_id_fk" FOREIGN KEY ("event_request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The organiser's list reads each request's entry as written here instead of building it from the
-- request, its items, their category links and its quotes on every read (most of the list's cost in
-- PostgreSQL: bench/README.md, docs/adr/010-organiser-list-entries.md). The text is the request
-- exactly as the API answers it (TEventRequest, keys in the contract's order, no spaces), cut where
-- `accepting_quotes` goes: that one moves with the date, so the read computes it.
CREATE OR REPLACE FUNCTION "json_text"(value anyelement) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(to_json(value)::text, 'null')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "iso_utc_json"(at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce('"' || to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')
$$;--> statement-breakpoint
-- JSON text with every character beyond ASCII written as a backslash-u escape (a pair for those beyond the
-- Basic Multilingual Plane): the same JSON value, but text the API reads from PostgreSQL and writes to
-- its socket without decoding and encoding UTF-8 (a fifth of a page's server time when entries held
-- macrons, bullets or curly quotes).
CREATE OR REPLACE FUNCTION "json_ascii"(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  ch text;
  code integer;
  result text := value;
BEGIN
  FOR ch IN SELECT DISTINCT m[1] FROM regexp_matches(value, '([^\u0001-\u007f])', 'g') m LOOP
    code := ascii(ch);
    result := replace(result, ch, CASE WHEN code < 65536 THEN '\u' || lpad(to_hex(code), 4, '0')
      ELSE '\u' || to_hex(55296 + ((code - 65536) >> 10)) || '\u' || to_hex(56320 + ((code - 65536) & 1023)) END);
  END LOOP;
  RETURN result;
END $$;--> statement-breakpoint
-- One request's entry as it stands, cut where `accepting_quotes` goes (nothing when the request is gone).
CREATE OR REPLACE FUNCTION "event_request_list_entry"(request_id integer) RETURNS TABLE (head text, tail text, has_accepted_quote boolean) LANGUAGE sql STABLE AS $$
  SELECT
    json_ascii('{"id":' || e.id || ',"title":' || json_text(e.title) || ',"description":' || json_text(e.description)
      || ',"event_date":' || json_text(e.event_date::text) || ',"location":' || json_text(e.location)
      || ',"location_id":' || json_text(e.location_id) || ',"budget_min":' || json_text(e.budget_min) || ',"budget_max":' || json_text(e.budget_max)
      || ',"delivery_method":' || json_text(e.delivery_method::text) || ',"delivery_address":' || json_text(e.delivery_address)
      || ',"additional_notes":' || json_text(e.additional_notes) || ',"response_deadline":' || json_text(e.response_deadline::text)
      || ',"organiser_name":' || json_text(e.organiser_name) || ',"organiser_email":' || json_text(e.organiser_email)
      || ',"organiser_type":' || json_text(e.organiser_type::text) || ',"status":' || json_text(e.status::text)
      || ',"created_at":' || iso_utc_json(e.created_at) || ',"updated_at":' || iso_utc_json(e.updated_at)
      || ',"submitted_at":' || iso_utc_json(e.submitted_at) || ',"cancelled_at":' || iso_utc_json(e.cancelled_at)
      || ',"completed_at":' || iso_utc_json(e.completed_at)
      || ',"first_quote_at":' || iso_utc_json(q.first_quote_at) || ',"accepted_at":' || iso_utc_json(q.accepted_at)
      || ',"quotes_count":' || q.quotes_count || ',"accepted_quotes_count":' || q.accepted_quotes_count
      || ',"accepting_quotes":'),
    json_ascii(',"items":' || items.json || '}'),
    q.accepted_quotes_count > 0
  FROM event_requests e
  CROSS JOIN LATERAL (
    -- Statuses compared as text: the migrations run in one transaction, with enum values added in it.
    SELECT min(created_at) FILTER (WHERE status::text <> 'withdrawn') AS first_quote_at,
      max(responded_at) FILTER (WHERE status::text = 'accepted') AS accepted_at,
      count(*) FILTER (WHERE status::text <> 'withdrawn') AS quotes_count,
      count(*) FILTER (WHERE status::text = 'accepted') AS accepted_quotes_count
    FROM quotes WHERE event_request_id = e.id
  ) q
  -- The items (TEventRequestItem): each with its category links, names included, and the older shape's
  -- fields (the first link's category, every chosen subcategory), in the wizard's order. Written here,
  -- not as a function of their own: PostgreSQL cannot inline a function with aggregates, and planned
  -- its body again on every call from a trigger (0.4 ms a rebuild instead of 0.05).
  CROSS JOIN LATERAL (
    SELECT '[' || coalesce(string_agg(
      '{"id":' || i.id || ',"name":' || json_text(i.name) || ',"quantity":' || i.quantity || ',"notes":' || json_text(i.notes)
        || ',"categories":[' || coalesce(links.categories, '') || ']'
        || ',"category_id":' || json_text(links.first_category_id) || ',"category_name":' || json_text(links.first_category_name)
        || ',"subcategory_ids":[' || coalesce(links.subcategory_ids, '') || ']}',
      ',' ORDER BY i.sort_order, i.id), '') || ']' AS json
    FROM event_request_items i
    CROSS JOIN LATERAL (
      SELECT string_agg('{"category_id":' || l.category_id || ',"category_name":' || json_text(c.name)
          || ',"subcategory_id":' || json_text(l.subcategory_id) || ',"subcategory_name":' || json_text(s.name) || '}', ',' ORDER BY l.id) AS categories,
        (array_agg(l.category_id ORDER BY l.id))[1] AS first_category_id,
        (array_agg(c.name ORDER BY l.id))[1] AS first_category_name,
        string_agg(l.subcategory_id::text, ',' ORDER BY l.id) FILTER (WHERE l.subcategory_id IS NOT NULL) AS subcategory_ids
      FROM event_request_item_categories l
      LEFT JOIN categories c ON c.id = l.category_id
      LEFT JOIN subcategories s ON s.id = l.subcategory_id
      WHERE l.item_id = i.id
    ) links
    WHERE i.event_request_id = e.id
  ) items
  WHERE e.id = request_id
$$;--> statement-breakpoint
-- Rewrites one request's entry (or writes nothing when the request is gone). The entry's row is locked
-- first, so a transaction that changed the same request and is committing waits here, and the entry is
-- then read with a snapshot taken after it committed: two transactions never leave the older text.
CREATE OR REPLACE FUNCTION "refresh_event_request_list_entry"(request_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM event_request_list_entries WHERE event_request_id = request_id FOR UPDATE;
  INSERT INTO event_request_list_entries (event_request_id, head, tail, has_accepted_quote)
  SELECT request_id, f.head, f.tail, f.has_accepted_quote FROM event_request_list_entry(request_id) f
  ON CONFLICT (event_request_id) DO UPDATE SET head = excluded.head, tail = excluded.tail, has_accepted_quote = excluded.has_accepted_quote;
END $$;--> statement-breakpoint
-- The triggers run when the transaction commits (deferred), after every lock it takes for itself, so
-- a request changed by several statements is written once its last change is in. A transaction that
-- writes a request with its items, their categories and a quote queues a rebuild for each row; the
-- first one rewrites the entry and the rest of that run find nothing changed since (the count of
-- statements that changed the list's tables, kept for the transaction by the statement triggers
-- below) and skip. Without that, creating a request with 2 items and 4 categories cost 8 rebuilds.
CREATE OR REPLACE FUNCTION "event_request_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('hui.list_entry_changes',
    (coalesce(nullif(current_setting('hui.list_entry_changes', true), ''), '0')::bigint + 1)::text, true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_event_request_list_entry"(request_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  mark text := request_id || ':' || coalesce(current_setting('hui.list_entry_changes', true), '');
BEGIN
  IF current_setting('hui.list_entry_rebuilt', true) IS NOT DISTINCT FROM mark THEN RETURN; END IF;
  PERFORM refresh_event_request_list_entry(request_id);
  PERFORM set_config('hui.list_entry_rebuilt', mark, true);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "event_request_list_entry_of_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_event_request_list_entry(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "event_request_list_entry_of_child"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM rebuild_event_request_list_entry(NEW.event_request_id); END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.event_request_id IS DISTINCT FROM NEW.event_request_id) THEN
    PERFORM rebuild_event_request_list_entry(OLD.event_request_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "event_request_list_entry_of_item_link"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A link deleted with its item finds no item: the item's own trigger rewrites the entry.
  IF TG_OP <> 'DELETE' THEN
    PERFORM rebuild_event_request_list_entry(i.event_request_id) FROM event_request_items i WHERE i.id = NEW.item_id;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.item_id IS DISTINCT FROM NEW.item_id) THEN
    PERFORM rebuild_event_request_list_entry(i.event_request_id) FROM event_request_items i WHERE i.id = OLD.item_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A renamed category or subcategory (TG_TABLE_NAME says which): every request with a link to it.
CREATE OR REPLACE FUNCTION "event_request_list_entry_of_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_event_request_list_entry(i.event_request_id) FROM event_request_items i
  WHERE i.id IN (SELECT l.item_id FROM event_request_item_categories l
                 WHERE CASE TG_TABLE_NAME WHEN 'categories' THEN l.category_id ELSE l.subcategory_id END = NEW.id)
  GROUP BY i.event_request_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "event_requests_list_entry" AFTER INSERT OR UPDATE ON "event_requests"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "event_request_list_entry_of_request"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "event_request_items_list_entry" AFTER INSERT OR UPDATE OR DELETE ON "event_request_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "event_request_list_entry_of_child"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "event_request_item_categories_list_entry" AFTER INSERT OR UPDATE OR DELETE ON "event_request_item_categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "event_request_list_entry_of_item_link"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "quotes_list_entry" AFTER INSERT OR UPDATE OF "event_request_id", "status", "created_at", "responded_at" OR DELETE ON "quotes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "event_request_list_entry_of_child"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_list_entry" AFTER UPDATE OF "name" ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "event_request_list_entry_of_category"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subcategories_list_entry" AFTER UPDATE OF "name" ON "subcategories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "event_request_list_entry_of_category"();--> statement-breakpoint
CREATE TRIGGER "event_requests_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_request_list_changed"();--> statement-breakpoint
CREATE TRIGGER "event_request_items_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_request_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_request_list_changed"();--> statement-breakpoint
CREATE TRIGGER "event_request_item_categories_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "event_request_item_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_request_list_changed"();--> statement-breakpoint
CREATE TRIGGER "quotes_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "quotes"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_request_list_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_list_changed" AFTER UPDATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_request_list_changed"();--> statement-breakpoint
CREATE TRIGGER "subcategories_list_changed" AFTER UPDATE ON "subcategories"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_request_list_changed"();--> statement-breakpoint
SELECT refresh_event_request_list_entry(id) FROM event_requests;
