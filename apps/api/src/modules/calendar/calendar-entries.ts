import type { TCalendarRow } from './calendar-queries.ts';
import type { TCalendarEntry } from './ics.ts';
import { formatDollars } from '../../lib/money.ts';

// Turns an event and its booking into the calendar entry each side sees. An event has a date and no
// time (event_requests.event_date), so its entry is all-day; the quote's estimated duration is text
// ("about 4 hours") and is written in the description.

/** Where links in an entry point and what its UIDs end with (APP_URL's host name). */
export type TCalendarLinks = { appUrl: string; providerPortalUrl: string };

const MAX_DESCRIPTION = 2_000;
const uidDomain = (links: TCalendarLinks) => new URL(links.appUrl).hostname;
const latest = (...times: (string | null)[]) => new Date(Math.max(...times.filter((t): t is string => t !== null).map((t) => Date.parse(t))));
const locationOf = (row: TCalendarRow) => [row.delivery_address, row.location].filter((part) => !!part?.trim()).join(', ') || null;
const eventText = (row: TCalendarRow) => (row.description.length > MAX_DESCRIPTION ? `${row.description.slice(0, MAX_DESCRIPTION)}…` : row.description);
const lines = (...parts: (string | null | false)[]) => parts.filter((part): part is string => typeof part === 'string').join('\n');

/** UIDs stay the same for the life of the event or booking, so a later download replaces the entry. */
export const organiserEventUid = (eventId: number, links: TCalendarLinks) => `event-${eventId}@${uidDomain(links)}`;
export const providerBookingUid = (quoteId: number, links: TCalendarLinks) => `booking-${quoteId}@${uidDomain(links)}`;

/** The organiser's entry for an event: the booked provider (if any) in the description. */
export const organiserEntry = (row: TCalendarRow & { event_date: string }, links: TCalendarLinks): TCalendarEntry => {
  const isBooked = row.quote_id !== null;
  const url = `${links.appUrl}/dashboard?tab=events`;
  return {
    uid: organiserEventUid(row.event_id, links),
    date: row.event_date,
    summary: row.title,
    location: locationOf(row),
    description: lines(
      isBooked ? `Booked: ${row.provider_name ?? 'Provider'}${row.category_name ? ` (${row.category_name})` : ''}` : 'No provider booked yet.',
      isBooked && row.quote_amount !== null && `Quote: ${formatDollars(row.quote_amount)} NZD`,
      isBooked && !!row.estimated_duration && `Estimated duration: ${row.estimated_duration}`,
      isBooked && (row.provider_phone || row.provider_email) ? `Contact: ${[row.provider_phone, row.provider_email].filter(Boolean).join(', ')}` : false,
      '',
      eventText(row),
      '',
      `Event details: ${url}`,
    ),
    url,
    status: row.status === 'cancelled' ? 'CANCELLED' : isBooked ? 'CONFIRMED' : 'TENTATIVE',
    updatedAt: latest(row.event_updated_at, row.quote_updated_at),
    createdAt: new Date(row.event_created_at),
  };
};

/** The provider's entry for a booking: the organiser's name, never their e-mail. */
export const providerEntry = (row: TCalendarRow & { event_date: string; quote_id: number }, links: TCalendarLinks): TCalendarEntry => {
  const url = `${links.providerPortalUrl}/quotes/${row.quote_id}`;
  const extras = [row.includes_setup && 'setup', row.includes_cleanup && 'cleanup'].filter(Boolean).join(' and ');
  return {
    uid: providerBookingUid(row.quote_id, links),
    date: row.event_date,
    summary: row.title,
    location: locationOf(row),
    description: lines(
      `Booking for: ${row.organiser_name ?? 'Event organiser'}`,
      row.quote_amount !== null && `Your quote: ${formatDollars(row.quote_amount)} NZD${row.category_name ? ` (${row.category_name})` : ''}`,
      !!row.estimated_duration && `Estimated duration: ${row.estimated_duration}`,
      !!extras && `Includes ${extras}`,
      '',
      eventText(row),
      '',
      `Your quote: ${url}`,
    ),
    url,
    status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    updatedAt: latest(row.event_updated_at, row.quote_updated_at),
    createdAt: new Date(row.quote_updated_at ?? row.event_created_at),
  };
};

export const hasDate = <T extends TCalendarRow>(row: T): row is T & { event_date: string } => row.event_date !== null;
