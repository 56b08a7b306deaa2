import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { queryRows } from '../../db/raw-query.ts';
import { organiserAccountLive } from '../../lib/organiser-visibility.ts';

/** An event with its booking (the accepted quote), as the calendar entries read it. Times are ISO text. */
export type TCalendarRow = {
  event_id: number;
  title: string;
  description: string;
  event_date: string | null;
  location: string | null;
  delivery_address: string | null;
  status: string;
  event_created_at: string;
  event_updated_at: string;
  quote_id: number | null;
  quote_amount: number | null;
  estimated_duration: string | null;
  includes_setup: boolean | null;
  includes_cleanup: boolean | null;
  quote_updated_at: string | null;
  provider_name: string | null;
  provider_phone: string | null;
  provider_email: string | null;
  category_name: string | null;
  organiser_name: string | null;
};

/** Feeds reach back a year: older bookings stay in calendars that already have them. */
const FEED_HISTORY = sql`(now() AT TIME ZONE 'Pacific/Auckland')::date - 365`;

const select = (from: SQL, where: SQL) => sql`
  SELECT e.id AS event_id, e.title, e.description, e.event_date::text AS event_date, e.location, e.delivery_address,
    e.status::text AS status, e.created_at::text AS event_created_at, e.updated_at::text AS event_updated_at,
    q.id AS quote_id, q.quote_amount::float8 AS quote_amount, q.estimated_duration, q.includes_setup, q.includes_cleanup,
    q.updated_at::text AS quote_updated_at, p.business_name AS provider_name, p.phone AS provider_phone, p.email AS provider_email,
    c.name AS category_name,
    coalesce(nullif(e.organiser_name, ''), nullif(concat_ws(' ', o.first_name, o.last_name), ''), o.business_name) AS organiser_name
  ${from}
  LEFT JOIN provider_profiles p ON p.id = q.provider_id
  LEFT JOIN categories c ON c.id = q.category_id
  LEFT JOIN organiser_profiles o ON o.user_id = e.organiser_id
  WHERE ${where}
  ORDER BY e.event_date, e.id`;

/** Each statement's text is fixed (its values are parameters), so each is planned once per connection (docs/adr/012). */
const PREPARED = { isPrepared: true };

const withBooking = sql`FROM event_requests e LEFT JOIN quotes q ON q.event_request_id = e.id AND q.status = 'accepted'`;

/** One of the organiser's events, with its booking when it has one. */
export const findOrganiserEvent = async (db: TDb, organiserId: number, eventId: number) =>
  (await queryRows<TCalendarRow>(db, select(withBooking, sql`e.organiser_id = ${organiserId} AND e.id = ${eventId}`), PREPARED))[0] ?? null;

/** The organiser's booked events (an accepted quote), cancelled ones too: their entries say so. */
export const listOrganiserBookedEvents = (db: TDb, organiserId: number) =>
  queryRows<TCalendarRow>(db, select(withBooking, sql`e.organiser_id = ${organiserId} AND q.id IS NOT NULL AND e.event_date >= ${FEED_HISTORY}`), PREPARED);

const providerBookings = (providerUserId: number) => sql`
  FROM quotes q JOIN event_requests e ON e.id = q.event_request_id
  WHERE q.status = 'accepted' AND q.provider_id = (SELECT id FROM provider_profiles WHERE user_id = ${providerUserId})
    AND ${organiserAccountLive(sql`e.organiser_id`)}`;

/** One booking of the provider: its accepted quote, on an event of a live account. */
export const findProviderBooking = async (db: TDb, providerUserId: number, quoteId: number) =>
  (await queryRows<TCalendarRow>(db, select(sql`FROM (SELECT q.* ${providerBookings(providerUserId)} AND q.id = ${quoteId}) q JOIN event_requests e ON e.id = q.event_request_id`, sql`TRUE`), PREPARED))[0] ?? null;

/** Every booking of the provider. */
export const listProviderBookings = (db: TDb, providerUserId: number) =>
  queryRows<TCalendarRow>(db, select(sql`FROM (SELECT q.* ${providerBookings(providerUserId)}) q JOIN event_requests e ON e.id = q.event_request_id`, sql`e.event_date >= ${FEED_HISTORY}`), PREPARED);
