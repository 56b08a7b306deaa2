CREATE TABLE "organiser_event_versions" (
	"organiser_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
