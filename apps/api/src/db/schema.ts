import { sql } from 'drizzle-orm';
import {
  bigserial, bigint, boolean, char, check, date, index, integer, jsonb, numeric, pgEnum, pgTable,
  primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const userRole = pgEnum('user_role', ['event_organiser', 'service_provider']);
export const userStatus = pgEnum('user_status', ['active', 'pending', 'suspended']);
export const authType = pgEnum('auth_type', ['email', 'google_oauth']);
export const organiserType = pgEnum('organiser_type', ['individual', 'business']);
export const priceRange = pgEnum('price_range', ['budget', 'mid_range', 'premium', 'luxury']);
export const attachmentKind = pgEnum('attachment_kind', ['profile_picture', 'service_image', 'gallery_image', 'banner_image', 'avatar']);
export const deliveryMethod = pgEnum('delivery_method', ['on_site', 'pickup', 'delivery']);
export const eventStatus = pgEnum('event_status', ['draft', 'submitted', 'active', 'completed', 'cancelled', 'rejected']);
// 'expired' is also what a submitted quote past its valid_until is read as (modules/quotes); 'withdrawn': taken back by its provider.
export const quoteStatus = pgEnum('quote_status', ['submitted', 'accepted', 'rejected', 'expired', 'withdrawn']);
export const messageType = pgEnum('message_type', ['text', 'system']);
export const notificationType = pgEnum('notification_type', ['success', 'error', 'warning', 'info']);
export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'stored', 'failed']);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull(),
  password_hash: text('password_hash'),
  role: userRole('role').notNull().default('event_organiser'),
  status: userStatus('status').notNull().default('active'),
  auth_type: authType('auth_type').notNull().default('email'),
  google_sub: varchar('google_sub', { length: 255 }),
  // The organiser deleted the account: signed out, hidden from providers (modules/profile, docs/adr/006-account-deletion.md).
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
  // The erasure job removed its personal data, ACCOUNT_DELETION_DAYS after deleted_at; the row stays as an empty tombstone.
  erased_at: timestamp('erased_at', { withTimezone: true }),
  ...timestamps,
}, (t) => [
  uniqueIndex('users_email_unique').on(t.email),
  uniqueIndex('users_google_sub_unique').on(t.google_sub),
  check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  check('users_password_for_email_auth', sql`${t.auth_type} <> 'email' OR ${t.password_hash} IS NOT NULL OR ${t.erased_at} IS NOT NULL`),
  // The erasure job's queue: deleted accounts not yet erased.
  index('users_awaiting_erasure').on(t.deleted_at).where(sql`deleted_at IS NOT NULL AND erased_at IS NULL`),
]);

export const organiserProfiles = pgTable('organiser_profiles', {
  user_id: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  organiser_type: organiserType('organiser_type').notNull().default('individual'),
  first_name: varchar('first_name', { length: 100 }),
  last_name: varchar('last_name', { length: 100 }),
  business_name: varchar('business_name', { length: 200 }),
  phone_number: varchar('phone_number', { length: 40 }),
  address: varchar('address', { length: 300 }),
  city: varchar('city', { length: 100 }),
  postal_code: varchar('postal_code', { length: 10 }),
  avatar_url: text('avatar_url'),
  ...timestamps,
}, (t) => [
  check('organiser_names_present', sql`(${t.organiser_type} = 'individual' AND ${t.first_name} IS NOT NULL AND ${t.last_name} IS NOT NULL) OR (${t.organiser_type} = 'business' AND ${t.business_name} IS NOT NULL)`),
]);

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  region: varchar('region', { length: 100 }),
}, (t) => [uniqueIndex('locations_name_unique').on(t.name)]);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  icon: varchar('icon', { length: 40 }),
  description: text('description'),
  sort_order: integer('sort_order').notNull().default(0),
}, (t) => [uniqueIndex('categories_name_unique').on(t.name)]);

export const subcategories = pgTable('subcategories', {
  id: serial('id').primaryKey(),
  category_id: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  description: text('description'),
  sort_order: integer('sort_order').notNull().default(0),
}, (t) => [uniqueIndex('subcategories_category_name_unique').on(t.category_id, t.name)]);

export const providerProfiles = pgTable('provider_profiles', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  business_name: varchar('business_name', { length: 200 }).notNull(),
  description: text('description'),
  contact_name: varchar('contact_name', { length: 200 }),
  email: varchar('email', { length: 254 }),
  phone: varchar('phone', { length: 40 }),
  website: varchar('website', { length: 300 }),
  address: varchar('address', { length: 300 }),
  city: varchar('city', { length: 100 }),
  region: varchar('region', { length: 100 }),
  postal_code: varchar('postal_code', { length: 10 }),
  location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
  years_in_operation: integer('years_in_operation'),
  price_range: priceRange('price_range'),
  is_verified: boolean('is_verified').notNull().default(false),
  is_active: boolean('is_active').notNull().default(true),
  // Kept in step with the reviews table by the reviews service (one statement, same transaction).
  avg_rating: numeric('avg_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
  review_count: integer('review_count').notNull().default(0),
  // Business name, description and category names, refreshed when any of them changes.
  search_text: text('search_text').notNull().default(''),
  // The provider's category ids in order, kept from provider_categories by triggers (migration
  // 0018), so every list filter is a function of the row alone.
  category_ids: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
  // The median minutes from an organiser's invitation to this provider's first quote or message over
  // the last 90 days, null below 3 invitations; kept by modules/response-times (refreshReplyTimes).
  median_reply_minutes: integer('median_reply_minutes'),
  ...timestamps,
}, (t) => [
  uniqueIndex('provider_profiles_user_unique').on(t.user_id),
  // The listed set (active and verified) in each sort order of the Providers tab, id breaking ties,
  // so a page is read straight off an index without sorting ties.
  index('provider_profiles_listed_name').on(t.business_name, t.id).where(sql`is_active AND is_verified`),
  index('provider_profiles_listed_rating').on(t.avg_rating, t.id).where(sql`is_active AND is_verified`),
  index('provider_profiles_listed_years').on(t.years_in_operation.desc().nullsLast(), t.id.desc()).where(sql`is_active AND is_verified`),
  index('provider_profiles_listed_created').on(t.created_at, t.id).where(sql`is_active AND is_verified`),
  index('provider_profiles_location').on(t.location_id),
  index('provider_profiles_city').on(t.city),
  // The listed providers a new request in a city is announced to (provider-requests/request-notifications.ts).
  index('provider_profiles_listed_city_lower').on(sql`lower(${t.city})`).where(sql`is_active AND is_verified`),
  index('provider_profiles_price_range').on(t.price_range),
  // Every list filter and search word as exact lexemes of one expression GIN index (migration 0018,
  // ADR 008): each word's prefixes of 1 to 20 characters, '~c:{city}', '~p:{price range}',
  // '~l:{location id}', '~k:{category id}' and '~y:{1|3|5|10}'. The rows stay narrow.
  index('provider_profiles_listed_filters')
    .using('gin', sql`provider_listing_lexemes(${t.search_text}, ${t.city}, ${t.price_range}, ${t.location_id}, ${t.years_in_operation}, ${t.category_ids})`)
    .where(sql`is_active AND is_verified`),
  check('provider_years_non_negative', sql`${t.years_in_operation} IS NULL OR ${t.years_in_operation} >= 0`),
  check('provider_rating_range', sql`${t.avg_rating} >= 0 AND ${t.avg_rating} <= 5`),
]);

/**
 * One row of versions kept by statement-level triggers (migrations 0002, 0004, 0005 and 0012), the
 * versions of the provider list cache (modules/providers/listing-cache.ts, where its invariant is
 * written). `version` goes up whenever anything the provider list or its option lists read changes:
 * provider_profiles (ratings included), provider_categories, categories, attachments, locations.
 * `membership_version` goes up with everything that decides which providers match a filter, their
 * order by name, experience or date, or the option lists: every provider column those read except
 * the ratings, provider_categories, categories and locations. A rating refresh leaves it alone.
 * listing-cache.test.ts fails when a column a cached answer reads can change without moving its version.
 */
export const providerListingState = pgTable('provider_listing_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  membership_version: bigint('membership_version', { mode: 'number' }).notNull().default(1),
  // The last `seq` written to provider_listing_changes, and the highest one pruned from it since.
  change_seq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
  changes_pruned_through: bigint('changes_pruned_through', { mode: 'number' }).notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('provider_listing_state_single_row', sql`${t.id} = 1`)]);

/**
 * Which providers' listing changed, in commit order (ADR 011): one row per provider per statement
 * that wrote provider_profiles, provider_categories, attachments or categories, tagged with
 * provider_listing_state.change_seq, which that statement moved. A null provider_id means "all of
 * them" (a TRUNCATE). Every API node's search replica (modules/providers/listing-replica.ts) reads
 * the rows after the last `seq` it applied before it answers. Rows older than an hour are pruned.
 */
export const providerListingChanges = pgTable('provider_listing_changes', {
  seq: bigint('seq', { mode: 'number' }).notNull(),
  provider_id: integer('provider_id'),
  logged_at: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('provider_listing_changes_seq').on(t.seq)]);

export const providerCategories = pgTable('provider_categories', {
  provider_id: integer('provider_id').notNull().references(() => providerProfiles.id, { onDelete: 'cascade' }),
  category_id: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.provider_id, t.category_id] }), index('provider_categories_category').on(t.category_id, t.provider_id)]);

export const providerSubcategories = pgTable('provider_subcategories', {
  provider_id: integer('provider_id').notNull().references(() => providerProfiles.id, { onDelete: 'cascade' }),
  subcategory_id: integer('subcategory_id').notNull().references(() => subcategories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.provider_id, t.subcategory_id] }), index('provider_subcategories_sub').on(t.subcategory_id)]);

export const attachments = pgTable('attachments', {
  id: serial('id').primaryKey(),
  provider_id: integer('provider_id').references(() => providerProfiles.id, { onDelete: 'cascade' }),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  kind: attachmentKind('kind').notNull(),
  file_url: text('file_url').notNull(),
  file_name: varchar('file_name', { length: 255 }).notNull(),
  mime_type: varchar('mime_type', { length: 100 }),
  size_bytes: integer('size_bytes'),
  sort_order: integer('sort_order').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('attachments_provider_kind').on(t.provider_id, t.kind, t.sort_order),
  index('attachments_user').on(t.user_id),
  check('attachments_has_owner', sql`${t.provider_id} IS NOT NULL OR ${t.user_id} IS NOT NULL`),
]);

export const eventRequests = pgTable('event_requests', {
  id: serial('id').primaryKey(),
  organiser_id: integer('organiser_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 200 }).notNull(),
  description: text('description').notNull(),
  event_date: date('event_date', { mode: 'string' }),
  location: varchar('location', { length: 100 }),
  location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
  budget_min: integer('budget_min'),
  budget_max: integer('budget_max'),
  delivery_method: deliveryMethod('delivery_method').notNull().default('on_site'),
  delivery_address: varchar('delivery_address', { length: 300 }),
  additional_notes: text('additional_notes'),
  response_deadline: date('response_deadline', { mode: 'string' }),
  organiser_name: varchar('organiser_name', { length: 200 }),
  organiser_email: varchar('organiser_email', { length: 254 }),
  organiser_type: organiserType('organiser_type').notNull().default('individual'),
  status: eventStatus('status').notNull().default('draft'),
  submitted_at: timestamp('submitted_at', { withTimezone: true }),
  cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
  // Set by the lifecycle job when the event's date has passed (modules/event-requests/event-lifecycle.ts).
  completed_at: timestamp('completed_at', { withTimezone: true }),
  ...timestamps,
}, (t) => [
  index('event_requests_organiser_status').on(t.organiser_id, t.status, t.created_at),
  index('event_requests_organiser_date').on(t.organiser_id, t.event_date),
  index('event_requests_status_date').on(t.status, t.event_date),
  // The provider portal's inbox: submitted requests in the provider's location, or whose location
  // text is the provider's city (modules/provider-requests/provider-request-queries.ts).
  index('event_requests_open_location').on(t.location_id, t.submitted_at).where(sql`status = 'submitted'`),
  index('event_requests_open_city').on(sql`lower(${t.location})`).where(sql`status = 'submitted'`),
  check('event_budget_order', sql`${t.budget_min} IS NULL OR ${t.budget_max} IS NULL OR ${t.budget_min} <= ${t.budget_max}`),
  check('event_budget_non_negative', sql`(${t.budget_min} IS NULL OR ${t.budget_min} >= 0) AND (${t.budget_max} IS NULL OR ${t.budget_max} >= 0)`),
]);

export const eventRequestItems = pgTable('event_request_items', {
  id: serial('id').primaryKey(),
  event_request_id: integer('event_request_id').notNull().references(() => eventRequests.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 200 }),
  quantity: integer('quantity').notNull().default(1),
  notes: text('notes'),
  sort_order: integer('sort_order').notNull().default(0),
}, (t) => [index('event_request_items_request').on(t.event_request_id, t.sort_order), check('item_quantity_min', sql`${t.quantity} >= 1`)]);

export const eventRequestItemCategories = pgTable('event_request_item_categories', {
  id: serial('id').primaryKey(),
  item_id: integer('item_id').notNull().references(() => eventRequestItems.id, { onDelete: 'cascade' }),
  category_id: integer('category_id').notNull().references(() => categories.id),
  subcategory_id: integer('subcategory_id').references(() => subcategories.id),
}, (t) => [index('item_categories_item').on(t.item_id), index('item_categories_category').on(t.category_id)]);

/**
 * Each event request's entry in the organiser's list as JSON text, kept by the database itself
 * (migration 0022): deferred triggers on the request, its items, their category links, its quotes and
 * the category names rewrite it in the transaction that changed them. The entry is `head`, then
 * whether the request takes quotes today (computed on read from the copied columns below and
 * `has_accepted_quote`: it moves with the date), then `tail`
 * (modules/event-requests/event-request-queries.ts, docs/adr/010-organiser-list-entries.md).
 */
export const eventRequestListEntries = pgTable('event_request_list_entries', {
  event_request_id: integer('event_request_id').primaryKey().references(() => eventRequests.id, { onDelete: 'cascade' }),
  head: text('head').notNull(),
  tail: text('tail').notNull(),
  // Whether a quote for the request is accepted: the one fact of `accepting_quotes` not on the request's row.
  has_accepted_quote: boolean('has_accepted_quote').notNull(),
  // Copies of the request's columns a page is cut by and `accepting_quotes` is computed from, written
  // with the entry (migration 0024), so a page is one scan of this table's index in the list's order.
  organiser_id: integer('organiser_id').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  status: eventStatus('status').notNull(),
  event_date: date('event_date', { mode: 'string' }),
  response_deadline: date('response_deadline', { mode: 'string' }),
  submitted_at: timestamp('submitted_at', { withTimezone: true }),
}, (t) => [
  index('event_request_list_entries_page').on(t.organiser_id, t.created_at.desc().nullsFirst(), t.event_request_id.desc().nullsFirst()),
]);

/** An organiser asking one provider to quote for one event (Request Quote on a provider page). */
export const quoteInvitations = pgTable('quote_invitations', {
  id: serial('id').primaryKey(),
  event_request_id: integer('event_request_id').notNull().references(() => eventRequests.id, { onDelete: 'cascade' }),
  provider_id: integer('provider_id').notNull().references(() => providerProfiles.id, { onDelete: 'cascade' }),
  message: text('message'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // When the provider was e-mailed a reminder for not replying within 24 hours (modules/response-times).
  reminded_at: timestamp('reminded_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('quote_invitations_pair').on(t.event_request_id, t.provider_id),
  index('quote_invitations_provider').on(t.provider_id),
  // The window the reply-time medians read (the last 90 days) and the reminders' queue.
  index('quote_invitations_created').on(t.created_at),
]);

export const quotes = pgTable('quotes', {
  id: serial('id').primaryKey(),
  event_request_id: integer('event_request_id').notNull().references(() => eventRequests.id, { onDelete: 'cascade' }),
  provider_id: integer('provider_id').notNull().references(() => providerProfiles.id, { onDelete: 'cascade' }),
  category_id: integer('category_id').references(() => categories.id),
  subcategory_id: integer('subcategory_id').references(() => subcategories.id),
  quote_amount: numeric('quote_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  currency: char('currency', { length: 3 }).notNull().default('NZD'),
  message: text('message'),
  status: quoteStatus('status').notNull().default('submitted'),
  valid_until: date('valid_until', { mode: 'string' }),
  estimated_duration: varchar('estimated_duration', { length: 100 }),
  includes_setup: boolean('includes_setup').notNull().default(false),
  includes_cleanup: boolean('includes_cleanup').notNull().default(false),
  additional_charges: text('additional_charges'),
  responded_at: timestamp('responded_at', { withTimezone: true }),
  ...timestamps,
}, (t) => [
  index('quotes_event_status').on(t.event_request_id, t.status),
  index('quotes_provider').on(t.provider_id, t.created_at),
  index('quotes_provider_event').on(t.provider_id, t.event_request_id),
  // One accepted quote per event, guaranteed by the database itself.
  uniqueIndex('quotes_one_accepted_per_event').on(t.event_request_id).where(sql`status = 'accepted'`),
  // One live quote (submitted or accepted) per provider per request.
  uniqueIndex('quotes_one_live_per_provider').on(t.event_request_id, t.provider_id).where(sql`status IN ('submitted', 'accepted')`),
  check('quote_amount_non_negative', sql`${t.quote_amount} >= 0`),
]);

export const chatRooms = pgTable('chat_rooms', {
  id: serial('id').primaryKey(),
  event_request_id: integer('event_request_id').notNull().references(() => eventRequests.id, { onDelete: 'cascade' }),
  organiser_id: integer('organiser_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  provider_id: integer('provider_id').notNull().references(() => providerProfiles.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  last_message_at: timestamp('last_message_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('chat_rooms_event_provider').on(t.event_request_id, t.provider_id),
  index('chat_rooms_organiser').on(t.organiser_id, t.last_message_at),
  index('chat_rooms_provider').on(t.provider_id),
]);

export const chatMessages = pgTable('chat_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  chat_room_id: integer('chat_room_id').notNull().references(() => chatRooms.id, { onDelete: 'cascade' }),
  sender_user_id: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
  message_content: text('message_content').notNull(),
  message_type: messageType('message_type').notNull().default('text'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // The sender's own id for a send (modules/chat): a retried send finds the message stored the first time.
  client_message_id: varchar('client_message_id', { length: 100 }),
}, (t) => [
  index('chat_messages_room_id').on(t.chat_room_id, t.id),
  check('chat_message_not_blank', sql`length(btrim(${t.message_content})) > 0`),
  // One message per sender, room and client_message_id, however many retries arrive at once.
  uniqueIndex('chat_messages_client_message').on(t.chat_room_id, t.sender_user_id, t.client_message_id).where(sql`client_message_id IS NOT NULL`),
]);

export const chatReadState = pgTable('chat_read_state', {
  chat_room_id: integer('chat_room_id').notNull().references(() => chatRooms.id, { onDelete: 'cascade' }),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  last_read_message_id: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.chat_room_id, t.user_id] }), index('chat_read_state_user').on(t.user_id)]);

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  event_request_id: integer('event_request_id').notNull().references(() => eventRequests.id, { onDelete: 'cascade' }),
  provider_id: integer('provider_id').notNull().references(() => providerProfiles.id, { onDelete: 'cascade' }),
  organiser_id: integer('organiser_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  quote_id: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
  rating: smallint('rating').notNull(),
  title: varchar('title', { length: 200 }),
  review_text: text('review_text'),
  is_anonymous: boolean('is_anonymous').notNull().default(false),
  ...timestamps,
}, (t) => [
  uniqueIndex('reviews_event_provider').on(t.event_request_id, t.provider_id),
  index('reviews_provider_created').on(t.provider_id, t.created_at),
  index('reviews_organiser').on(t.organiser_id),
  check('review_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
]);

export const reviewResponses = pgTable('review_responses', {
  review_id: integer('review_id').primaryKey().references(() => reviews.id, { onDelete: 'cascade' }),
  response_text: text('response_text').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  first_name: varchar('first_name', { length: 100 }).notNull(),
  last_name: varchar('last_name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 40 }),
  message: text('message').notNull(),
  ip: varchar('ip', { length: 64 }),
  user_agent: text('user_agent'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('contact_messages_created').on(t.created_at)]);

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  token_hash: char('token_hash', { length: 64 }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  ip: varchar('ip', { length: 64 }),
  user_agent: text('user_agent'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('sessions_token_hash').on(t.token_hash), index('sessions_user').on(t.user_id)]);

/**
 * Failed sign-ins per (e-mail, client address) pair. Past a few failures the pair waits, longer after
 * each further failure (modules/auth/login-throttle.ts); other addresses are never slowed, so no one
 * can keep an account's owner out. In the database so every API node sees the same counts.
 */
export const loginThrottles = pgTable('login_throttles', {
  email: varchar('email', { length: 254 }).notNull(),
  ip: varchar('ip', { length: 64 }).notNull(),
  failures: integer('failures').notNull(),
  last_failure_at: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  blocked_until: timestamp('blocked_until', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.email, t.ip] }), index('login_throttles_last_failure').on(t.last_failure_at)]);

/**
 * Every password-reset e-mail sent to an account (modules/auth/password-reset-service.ts), also what
 * caps them per hour. A link's token is 256 random bits of which only the SHA-256 is kept; it works
 * once, before expires_at. token_hash is null when the account has no password (Google sign-in only)
 * and the e-mail said to sign in with Google instead.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  token_hash: char('token_hash', { length: 64 }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  ip: varchar('ip', { length: 64 }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('password_reset_requests_token_hash').on(t.token_hash), index('password_reset_requests_user_created').on(t.user_id, t.created_at)]);

/** Google sign-in: state, nonce and PKCE verifier kept server-side for a short time, used once. */
export const oauthStates = pgTable('oauth_states', {
  state: varchar('state', { length: 128 }).primaryKey(),
  nonce: varchar('nonce', { length: 128 }).notNull(),
  code_verifier: varchar('code_verifier', { length: 128 }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Google sign-up waiting for the organiser's details: a short-lived single-use token. */
export const oauthPendingSignups = pgTable('oauth_pending_signups', {
  token_hash: char('token_hash', { length: 64 }).primaryKey(),
  google_sub: varchar('google_sub', { length: 255 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  user_info: jsonb('user_info').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: notificationType('type').notNull().default('info'),
  message: text('message').notNull(),
  link: text('link'),
  read_at: timestamp('read_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('notifications_user_created').on(t.user_id, t.created_at)]);

/** Every e-mail the system sends; with no SMTP configured this is the development outbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to_address: varchar('to_address', { length: 254 }).notNull(),
  from_address: varchar('from_address', { length: 254 }).notNull(),
  reply_to: varchar('reply_to', { length: 254 }),
  subject: varchar('subject', { length: 300 }).notNull(),
  text_body: text('text_body').notNull(),
  /** The HTML alternative, when the message has one. */
  html_body: text('html_body'),
  status: mailStatus('status').notNull().default('pending'),
  error: text('error'),
  sent_at: timestamp('sent_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('mail_outbox_status').on(t.status, t.created_at)]);

/**
 * A user's private calendar feed (modules/calendar, docs/calendar.md): one per user, addressed by a
 * 256-bit random token of which only the SHA-256 is kept. Creating a new one replaces the hash (the
 * old address stops working); revoking deletes the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  user_id: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  token_hash: char('token_hash', { length: 64 }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  last_used_at: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('calendar_feeds_token_hash').on(t.token_hash)]);

/**
 * An event's day-of run sheet (modules/run-sheet): saved as a whole; `version` counts the saves and
 * guards against a save from a stale copy.
 */
export const runSheets = pgTable('run_sheets', {
  event_request_id: integer('event_request_id').primaryKey().references(() => eventRequests.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  ...timestamps,
});

/** One line of a run sheet, in `position` order; provider_id null is the organiser ("me"). */
export const runSheetLines = pgTable('run_sheet_lines', {
  id: serial('id').primaryKey(),
  event_request_id: integer('event_request_id').notNull().references(() => runSheets.event_request_id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
  time: varchar('time', { length: 5 }).notNull(),
  text: varchar('text', { length: 200 }).notNull(),
  provider_id: integer('provider_id').references(() => providerProfiles.id, { onDelete: 'set null' }),
}, (t) => [uniqueIndex('run_sheet_lines_position').on(t.event_request_id, t.position)]);
