CREATE TYPE "public"."attachment_kind" AS ENUM('profile_picture', 'service_image', 'gallery_image', 'banner_image', 'avatar');--> statement-breakpoint
CREATE TYPE "public"."auth_type" AS ENUM('email', 'google_oauth');--> statement-breakpoint
CREATE TYPE "public"."delivery_method" AS ENUM('on_site', 'pickup', 'delivery');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('draft', 'submitted', 'active', 'completed', 'cancelled', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sent', 'stored', 'failed');--> statement-breakpoint
CREATE TYPE "public"."message_type" AS ENUM('text', 'system');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('success', 'error', 'warning', 'info');--> statement-breakpoint
CREATE TYPE "public"."organiser_type" AS ENUM('individual', 'business');--> statement-breakpoint
CREATE TYPE "public"."price_range" AS ENUM('budget', 'mid_range', 'premium', 'luxury');--> statement-breakpoint
CREATE TYPE "public"."quote_status" AS ENUM('submitted', 'accepted', 'rejected', 'expired');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('event_organiser', 'service_provider');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'pending', 'suspended');--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer,
	"user_id" integer,
	"kind" "attachment_kind" NOT NULL,
	"file_url" text NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(100),
	"size_bytes" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_has_owner" CHECK ("attachments"."provider_id" IS NOT NULL OR "attachments"."user_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"icon" varchar(40),
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chat_room_id" integer NOT NULL,
	"sender_user_id" integer,
	"message_content" text NOT NULL,
	"message_type" "message_type" DEFAULT 'text' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_not_blank" CHECK (length(btrim("chat_messages"."message_content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_read_state" (
	"chat_room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_read_state_chat_room_id_user_id_pk" PRIMARY KEY("chat_room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_request_id" integer NOT NULL,
	"organiser_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40),
	"message" text NOT NULL,
	"ip" varchar(64),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_request_item_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer
);
--> statement-breakpoint
CREATE TABLE "event_request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_request_id" integer NOT NULL,
	"name" varchar(200),
	"quantity" integer DEFAULT 1 NOT NULL,
	"notes" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_quantity_min" CHECK ("event_request_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "event_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organiser_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"event_date" date,
	"location" varchar(100),
	"location_id" integer,
	"budget_min" integer,
	"budget_max" integer,
	"delivery_method" "delivery_method" DEFAULT 'on_site' NOT NULL,
	"delivery_address" varchar(300),
	"additional_notes" text,
	"response_deadline" date,
	"organiser_name" varchar(200),
	"organiser_email" varchar(254),
	"organiser_type" "organiser_type" DEFAULT 'individual' NOT NULL,
	"status" "event_status" DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_budget_order" CHECK ("event_requests"."budget_min" IS NULL OR "event_requests"."budget_max" IS NULL OR "event_requests"."budget_min" <= "event_requests"."budget_max"),
	CONSTRAINT "event_budget_non_negative" CHECK (("event_requests"."budget_min" IS NULL OR "event_requests"."budget_min" >= 0) AND ("event_requests"."budget_max" IS NULL OR "event_requests"."budget_max" >= 0))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"region" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"from_address" varchar(254) NOT NULL,
	"reply_to" varchar(254),
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"status" "mail_status" DEFAULT 'pending' NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" "notification_type" DEFAULT 'info' NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_pending_signups" (
	"token_hash" char(64) PRIMARY KEY NOT NULL,
	"google_sub" varchar(255) NOT NULL,
	"email" varchar(254) NOT NULL,
	"user_info" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" varchar(128) PRIMARY KEY NOT NULL,
	"nonce" varchar(128) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organiser_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"organiser_type" "organiser_type" DEFAULT 'individual' NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"business_name" varchar(200),
	"phone_number" varchar(40),
	"address" varchar(300),
	"city" varchar(100),
	"postal_code" varchar(10),
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organiser_names_present" CHECK (("organiser_profiles"."organiser_type" = 'individual' AND "organiser_profiles"."first_name" IS NOT NULL AND "organiser_profiles"."last_name" IS NOT NULL) OR ("organiser_profiles"."organiser_type" = 'business' AND "organiser_profiles"."business_name" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "provider_categories" (
	"provider_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "provider_categories_provider_id_category_id_pk" PRIMARY KEY("provider_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "provider_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"business_name" varchar(200) NOT NULL,
	"description" text,
	"contact_name" varchar(200),
	"email" varchar(254),
	"phone" varchar(40),
	"website" varchar(300),
	"address" varchar(300),
	"city" varchar(100),
	"region" varchar(100),
	"postal_code" varchar(10),
	"location_id" integer,
	"years_in_operation" integer,
	"price_range" "price_range",
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"avg_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_years_non_negative" CHECK ("provider_profiles"."years_in_operation" IS NULL OR "provider_profiles"."years_in_operation" >= 0),
	CONSTRAINT "provider_rating_range" CHECK ("provider_profiles"."avg_rating" >= 0 AND "provider_profiles"."avg_rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "provider_subcategories" (
	"provider_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	CONSTRAINT "provider_subcategories_provider_id_subcategory_id_pk" PRIMARY KEY("provider_id","subcategory_id")
);
--> statement-breakpoint
CREATE TABLE "quote_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_request_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_request_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"category_id" integer,
	"subcategory_id" integer,
	"quote_amount" numeric(12, 2) NOT NULL,
	"currency" char(3) DEFAULT 'NZD' NOT NULL,
	"message" text,
	"status" "quote_status" DEFAULT 'submitted' NOT NULL,
	"valid_until" date,
	"estimated_duration" varchar(100),
	"includes_setup" boolean DEFAULT false NOT NULL,
	"includes_cleanup" boolean DEFAULT false NOT NULL,
	"additional_charges" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_amount_non_negative" CHECK ("quotes"."quote_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_responses" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"response_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_request_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"organiser_id" integer NOT NULL,
	"quote_id" integer,
	"rating" smallint NOT NULL,
	"title" varchar(200),
	"review_text" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text,
	"role" "user_role" DEFAULT 'event_organiser' NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"auth_type" "auth_type" DEFAULT 'email' NOT NULL,
	"google_sub" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_password_for_email_auth" CHECK ("users"."auth_type" <> 'email' OR "users"."password_hash" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_state" ADD CONSTRAINT "chat_read_state_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_state" ADD CONSTRAINT "chat_read_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_event_request_id_event_requests_id_fk" FOREIGN KEY ("event_request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_request_item_categories" ADD CONSTRAINT "event_request_item_categories_item_id_event_request_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."event_request_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_request_item_categories" ADD CONSTRAINT "event_request_item_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_request_item_categories" ADD CONSTRAINT "event_request_item_categories_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_request_items" ADD CONSTRAINT "event_request_items_event_request_id_event_requests_id_fk" FOREIGN KEY ("event_request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_profiles" ADD CONSTRAINT "organiser_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_categories" ADD CONSTRAINT "provider_categories_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_categories" ADD CONSTRAINT "provider_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_subcategories" ADD CONSTRAINT "provider_subcategories_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_subcategories" ADD CONSTRAINT "provider_subcategories_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_invitations" ADD CONSTRAINT "quote_invitations_event_request_id_event_requests_id_fk" FOREIGN KEY ("event_request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_invitations" ADD CONSTRAINT "quote_invitations_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_event_request_id_event_requests_id_fk" FOREIGN KEY ("event_request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_responses" ADD CONSTRAINT "review_responses_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_event_request_id_event_requests_id_fk" FOREIGN KEY ("event_request_id") REFERENCES "public"."event_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_provider_kind" ON "attachments" USING btree ("provider_id","kind","sort_order");--> statement-breakpoint
CREATE INDEX "attachments_user" ON "attachments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "chat_messages_room_id" ON "chat_messages" USING btree ("chat_room_id","id");--> statement-breakpoint
CREATE INDEX "chat_read_state_user" ON "chat_read_state" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_event_provider" ON "chat_rooms" USING btree ("event_request_id","provider_id");--> statement-breakpoint
CREATE INDEX "chat_rooms_organiser" ON "chat_rooms" USING btree ("organiser_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_rooms_provider" ON "chat_rooms" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "item_categories_item" ON "event_request_item_categories" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "item_categories_category" ON "event_request_item_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "event_request_items_request" ON "event_request_items" USING btree ("event_request_id","sort_order");--> statement-breakpoint
CREATE INDEX "event_requests_organiser_status" ON "event_requests" USING btree ("organiser_id","status","created_at");--> statement-breakpoint
CREATE INDEX "event_requests_organiser_date" ON "event_requests" USING btree ("organiser_id","event_date");--> statement-breakpoint
CREATE INDEX "event_requests_status_date" ON "event_requests" USING btree ("status","event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_unique" ON "locations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "login_failures_email_created" ON "login_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_categories_category" ON "provider_categories" USING btree ("category_id","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_profiles_user_unique" ON "provider_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "provider_profiles_listed_name" ON "provider_profiles" USING btree ("business_name") WHERE is_active AND is_verified;--> statement-breakpoint
CREATE INDEX "provider_profiles_listed_rating" ON "provider_profiles" USING btree ("avg_rating") WHERE is_active AND is_verified;--> statement-breakpoint
CREATE INDEX "provider_profiles_listed_years" ON "provider_profiles" USING btree ("years_in_operation") WHERE is_active AND is_verified;--> statement-breakpoint
CREATE INDEX "provider_profiles_listed_created" ON "provider_profiles" USING btree ("created_at") WHERE is_active AND is_verified;--> statement-breakpoint
CREATE INDEX "provider_profiles_location" ON "provider_profiles" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "provider_profiles_city" ON "provider_profiles" USING btree ("city");--> statement-breakpoint
CREATE INDEX "provider_profiles_price_range" ON "provider_profiles" USING btree ("price_range");--> statement-breakpoint
CREATE INDEX "provider_profiles_search" ON "provider_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "provider_subcategories_sub" ON "provider_subcategories" USING btree ("subcategory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_invitations_pair" ON "quote_invitations" USING btree ("event_request_id","provider_id");--> statement-breakpoint
CREATE INDEX "quote_invitations_provider" ON "quote_invitations" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "quotes_event_status" ON "quotes" USING btree ("event_request_id","status");--> statement-breakpoint
CREATE INDEX "quotes_provider" ON "quotes" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_accepted_per_event" ON "quotes" USING btree ("event_request_id") WHERE status = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_event_provider" ON "reviews" USING btree ("event_request_id","provider_id");--> statement-breakpoint
CREATE INDEX "reviews_provider_created" ON "reviews" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_organiser" ON "reviews" USING btree ("organiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_category_name_unique" ON "subcategories" USING btree ("category_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_unique" ON "users" USING btree ("google_sub");