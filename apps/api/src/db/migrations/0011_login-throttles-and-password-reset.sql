-- Failed sign-ins are counted per (e-mail, client address) pair with a growing wait instead of per
-- account with a hard lock (modules/auth/login-throttle.ts), so login_failures goes; the counts it
-- held were only ever needed for an hour. password_reset_requests keeps every reset e-mail sent.
CREATE TABLE "login_throttles" (
	"email" varchar(254) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "login_throttles_email_ip_pk" PRIMARY KEY("email","ip")
);
--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" char(64),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "password_reset_requests" ADD CONSTRAINT "password_reset_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_throttles_last_failure" ON "login_throttles" USING btree ("last_failure_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_requests_token_hash" ON "password_reset_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_requests_user_created" ON "password_reset_requests" USING btree ("user_id","created_at");