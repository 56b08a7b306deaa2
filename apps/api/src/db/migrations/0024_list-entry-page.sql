-- Each entry carries copies of the request's columns that a page of the organiser's list is cut by
-- (owner, order, status, event date) and that `accepting_quotes` is computed from, so a page is one
-- scan of the index below in the list's order: 20 entries read in order instead of the requests cut
-- and sorted, then 20 primary-key probes (docs/adr/010-organiser-list-entries.md, addendum of
-- 30 November). The copies are written with the entry by the same rebuild, which every change to
-- the request already runs (event_requests_list_entry fires on any column).
ALTER TABLE "event_request_list_entries" ADD COLUMN "organiser_id" integer;--> statement-breakpoint
ALTER TABLE "event_request_list_entries" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_request_list_entries" ADD COLUMN "status" "event_status";--> statement-breakpoint
ALTER TABLE "event_request_list_entries" ADD COLUMN "event_date" date;--> statement-breakpoint
ALTER TABLE "event_request_list_entries" ADD COLUMN "response_deadline" date;--> statement-breakpoint
ALTER TABLE "event_request_list_entries" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "event_request_list_entries" kept SET organiser_id = e.organiser_id, created_at = e.created_at, status = e.status,
  event_date = e.event_date, response_deadline = e.response_deadline, submitted_at = e.submitted_at
FROM "event_requests" e WHERE e.id = kept.event_request_id;--> statement-breakpoint
ALTER TABLE "event_request_list_entries" ALTER COLUMN "organiser_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "event_request_list_entries" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "event_request_list_entries" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "event_request_list_entries_page" ON "event_request_list_entries" USING btree ("organiser_id","created_at" DESC NULLS FIRST,"event_request_id" DESC NULLS FIRST);--> statement-breakpoint
-- As in 0022, with the copies written beside the text.
CREATE OR REPLACE FUNCTION "refresh_event_request_list_entry"(request_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM event_request_list_entries WHERE event_request_id = request_id FOR UPDATE;
  INSERT INTO event_request_list_entries (event_request_id, head, tail, has_accepted_quote,
    organiser_id, created_at, status, event_date, response_deadline, submitted_at)
  SELECT request_id, f.head, f.tail, f.has_accepted_quote,
    e.organiser_id, e.created_at, e.status, e.event_date, e.response_deadline, e.submitted_at
  FROM event_requests e CROSS JOIN LATERAL event_request_list_entry(e.id) f
  WHERE e.id = request_id
  ON CONFLICT (event_request_id) DO UPDATE SET head = excluded.head, tail = excluded.tail, has_accepted_quote = excluded.has_accepted_quote,
    organiser_id = excluded.organiser_id, created_at = excluded.created_at, status = excluded.status,
    event_date = excluded.event_date, response_deadline = excluded.response_deadline, submitted_at = excluded.submitted_at;
END $$;
