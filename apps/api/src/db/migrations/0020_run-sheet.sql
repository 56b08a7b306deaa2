-- The day-of run sheet (modules/run-sheet): one per event, saved as a whole with a version that refuses
-- a save from a stale copy; its lines in order, each the organiser's (provider_id null) or a booked provider's.
CREATE TABLE "run_sheet_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_request_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"time" varchar(5) NOT NULL,
	"text" varchar(200) NOT NULL,
	"provider_id" integer
);
--> statement-breakpoint
CREATE TABLE "run_sheets" (
	"event_request_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "run_sheet_lines" ADD CONSTRAINT "run_sheet_lines_event_request_id_run_sheets_event_request_id_fk" FOREIGN KEY ("event_request_id") REFERENCES "public"."run_sheets"("event_request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sheet_lines" ADD CONSTRAINT "run_sheet_lines_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sheets" ADD CONSTRAINT "run_sheets_event_request_id_event_requests_id_fk" FOREIGN KEY ("event_request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "run_sheet_lines_position" ON "run_sheet_lines" USING btree ("event_request_id","position");