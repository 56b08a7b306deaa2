// The calendar: "Add to calendar" files (.ics, RFC 5545) for an organiser's event and a provider's
// booking, and the private calendar feed each user can subscribe to (docs/calendar.md).
import { z } from 'zod';
import { positiveInt } from './query-values.ts';

/** The time zone every entry is written in (its VTIMEZONE goes in each file). */
export const CALENDAR_TIME_ZONE = 'Pacific/Auckland';
/** A feed token: 32 random bytes, base64url (43 characters). */
export const CALENDAR_FEED_TOKEN_LENGTH = 43;

/** The file name of an entry's .ics: its title as ASCII words and its id, "hangi-for-80-42.ics". */
export const calendarFileName = (title: string, id: number) => {
  const slug = title.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-').toLowerCase().slice(0, 60);
  return `${slug || 'event'}-${id}.ics`;
};

export const CALENDAR_MSG = {
  invalidEventId: 'Event request id must be a positive whole number',
  invalidQuoteId: 'Quote id must be a positive whole number',
  eventNotFound: 'Event request not found',
  bookingNotFound: 'Booking not found: only an accepted quote of yours can be added to your calendar',
  noEventDate: 'This event has no date yet, so it cannot be added to a calendar',
  feedNotFound: 'This calendar feed address is not valid: it may have been revoked or replaced. Create a new one in your profile.',
  invalidFeedToken: 'This calendar feed address is not valid: check that it was copied in full.',
  feedCreated: 'Your calendar feed address is ready. Copy it now: it is shown only once.',
  feedRevoked: 'Calendar feed revoked: calendars subscribed to it stop updating.',
  downloadFailed: 'The calendar file could not be downloaded. Please try again.',
  feedLoadFailed: 'Your calendar feed could not be loaded. Please try again.',
  feedCreateFailed: 'The calendar feed address could not be created. Please try again.',
  feedRevokeFailed: 'The calendar feed could not be revoked. Please try again.',
} as const;

export const ZCalendarEventParams = z.object({ id: positiveInt(CALENDAR_MSG.invalidEventId) });
export const ZCalendarBookingParams = z.object({ id: positiveInt(CALENDAR_MSG.invalidQuoteId) });

/** The feed's path value: the token, with or without a trailing `.ics` (some calendar apps want one). */
export const ZCalendarFeedParams = z.object({
  token: z
    .string()
    .transform((value) => value.replace(/\.ics$/i, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{43}$/, CALENDAR_MSG.invalidFeedToken)),
});

/** The state of my feed: only the token's hash is kept, so its address is shown once, when made. */
export const ZCalendarFeedState = z.object({
  is_active: z.boolean(),
  created_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type TCalendarFeedState = z.infer<typeof ZCalendarFeedState>;
export const ZCalendarFeedStateResponse = z.object({ success: z.literal(true), data: ZCalendarFeedState });
export type TCalendarFeedStateResponse = z.infer<typeof ZCalendarFeedStateResponse>;

/** A new feed address (creating one replaces any earlier one, which then stops working). */
export const ZCalendarFeedCreated = ZCalendarFeedState.extend({
  /** https address to paste into Google Calendar ("From URL") or Outlook ("Subscribe from web"). */
  url: z.string(),
  /** The same address as webcal://, which opens the computer's calendar app. */
  webcal_url: z.string(),
});
export type TCalendarFeedCreated = z.infer<typeof ZCalendarFeedCreated>;
export const ZCalendarFeedCreatedResponse = z.object({ success: z.literal(true), message: z.string(), data: ZCalendarFeedCreated });
export type TCalendarFeedCreatedResponse = z.infer<typeof ZCalendarFeedCreatedResponse>;
