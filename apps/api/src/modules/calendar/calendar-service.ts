import { CALENDAR_MSG, calendarFileName as fileName } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hasDate, organiserEntry, providerEntry, type TCalendarLinks } from './calendar-entries.ts';
import { findOrganiserEvent, findProviderBooking } from './calendar-queries.ts';
import { buildCalendar } from './ics.ts';

/** A downloadable calendar file: its text and the file name to save it as. */
export type TCalendarFile = { body: string; fileName: string };

/** The .ics of one of the organiser's events: 404 for anyone else's, 409 when it has no date. */
export const organiserEventFile = async (options: { db: TDb; organiserId: number; eventId: number; links: TCalendarLinks }): Promise<TCalendarFile> => {
  const row = await findOrganiserEvent(options.db, options.organiserId, options.eventId);
  if (!row) throw new AppError('NOT_FOUND', CALENDAR_MSG.eventNotFound);
  if (!hasDate(row)) throw new AppError('CONFLICT', CALENDAR_MSG.noEventDate);
  const entry = organiserEntry(row, options.links);
  return { body: buildCalendar({ name: row.title, entries: [entry], isFeed: false }), fileName: fileName(row.title, row.event_id) };
};

/** The .ics of one of the provider's bookings (an accepted quote of theirs): 404 for anything else. */
export const providerBookingFile = async (options: { db: TDb; providerUserId: number; quoteId: number; links: TCalendarLinks }): Promise<TCalendarFile> => {
  const row = await findProviderBooking(options.db, options.providerUserId, options.quoteId);
  if (!row || row.quote_id === null) throw new AppError('NOT_FOUND', CALENDAR_MSG.bookingNotFound);
  if (!hasDate(row)) throw new AppError('CONFLICT', CALENDAR_MSG.noEventDate);
  const entry = providerEntry({ ...row, quote_id: row.quote_id }, options.links);
  return { body: buildCalendar({ name: row.title, entries: [entry], isFeed: false }), fileName: fileName(row.title, row.quote_id) };
};
