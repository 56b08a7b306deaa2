-- organiser_event_versions.version goes up with every change to anything an organiser's event list
-- shows. The bump commits with the writer's transaction, so a reader that sees a version also sees
-- the data written under it. Rows are created on first change (no row: the organiser has no events).
CREATE OR REPLACE FUNCTION "bump_organiser_event_version"(organiser integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "organiser_event_versions" ("organiser_id", "version") VALUES (organiser, 2)
  ON CONFLICT ("organiser_id") DO UPDATE SET "version" = "organiser_event_versions"."version" + 1;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "event_requests_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "bump_organiser_event_version"(OLD."organiser_id"); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."organiser_id" IS DISTINCT FROM OLD."organiser_id") THEN
    PERFORM "bump_organiser_event_version"(NEW."organiser_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "event_requests_version" AFTER INSERT OR UPDATE OR DELETE ON "event_requests"
  FOR EACH ROW EXECUTE FUNCTION "event_requests_bump_version"();--> statement-breakpoint
-- Quotes and items name their event; a cascaded delete finds no event row and the event's own
-- trigger has already moved the version.
CREATE OR REPLACE FUNCTION "event_children_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  request_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."event_request_id" ELSE NEW."event_request_id" END;
  organiser integer;
BEGIN
  SELECT "organiser_id" INTO organiser FROM "event_requests" WHERE "id" = request_id;
  IF organiser IS NOT NULL THEN PERFORM "bump_organiser_event_version"(organiser); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "quotes_event_version" AFTER INSERT OR UPDATE OR DELETE ON "quotes"
  FOR EACH ROW EXECUTE FUNCTION "event_children_bump_version"();--> statement-breakpoint
CREATE TRIGGER "event_request_items_version" AFTER INSERT OR UPDATE OR DELETE ON "event_request_items"
  FOR EACH ROW EXECUTE FUNCTION "event_children_bump_version"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "item_categories_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."item_id" ELSE NEW."item_id" END;
  organiser integer;
BEGIN
  SELECT r."organiser_id" INTO organiser FROM "event_request_items" i JOIN "event_requests" r ON r."id" = i."event_request_id" WHERE i."id" = item;
  IF organiser IS NOT NULL THEN PERFORM "bump_organiser_event_version"(organiser); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "event_request_item_categories_version" AFTER INSERT OR UPDATE OR DELETE ON "event_request_item_categories"
  FOR EACH ROW EXECUTE FUNCTION "item_categories_bump_version"();--> statement-breakpoint
-- Renaming a category or subcategory changes names shown in every list: move every version (rare).
CREATE OR REPLACE FUNCTION "bump_all_organiser_event_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "organiser_event_versions" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_event_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_organiser_event_versions"();--> statement-breakpoint
CREATE TRIGGER "subcategories_event_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "subcategories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_organiser_event_versions"();
