-- The organiser event-list cache is gone (docs/adr/004-caches-only-where-measured.md): the list is
-- read fresh by one statement, so nothing needs organiser_event_versions or the triggers of 0009.
DROP TRIGGER IF EXISTS "event_requests_version" ON "event_requests";--> statement-breakpoint
DROP TRIGGER IF EXISTS "quotes_event_version" ON "quotes";--> statement-breakpoint
DROP TRIGGER IF EXISTS "event_request_items_version" ON "event_request_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "event_request_item_categories_version" ON "event_request_item_categories";--> statement-breakpoint
DROP TRIGGER IF EXISTS "categories_event_version" ON "categories";--> statement-breakpoint
DROP TRIGGER IF EXISTS "subcategories_event_version" ON "subcategories";--> statement-breakpoint
DROP FUNCTION IF EXISTS "event_requests_bump_version"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "event_children_bump_version"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "item_categories_bump_version"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "bump_all_organiser_event_versions"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "bump_organiser_event_version"(integer);--> statement-breakpoint
DROP TABLE "organiser_event_versions" CASCADE;
