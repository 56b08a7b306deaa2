-- When the lifecycle job marked an event completed because its date had passed
-- (modules/event-requests/event-lifecycle.ts, docs/adr/005-event-lifecycle.md). Events completed
-- before this column existed keep it null.
ALTER TABLE "event_requests" ADD COLUMN "completed_at" timestamp with time zone;
