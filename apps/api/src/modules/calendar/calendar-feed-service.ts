import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { CALENDAR_MSG, type TCalendarFeedCreated, type TCalendarFeedState } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { calendarFeeds, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { hasDate, organiserEntry, providerEntry, type TCalendarLinks } from './calendar-entries.ts';
import { listOrganiserBookedEvents, listProviderBookings } from './calendar-queries.ts';
import { buildCalendar } from './ics.ts';

// The private calendar feed (docs/calendar.md): one per user, addressed by a 256-bit token of which
// only the SHA-256 is kept (like sessions). Creating a feed again replaces the token, revoking deletes
// the row: either way the old address answers 404 from then on.

const stateOf = (row: { created_at: Date; last_used_at: Date | null } | undefined): TCalendarFeedState => ({
  is_active: !!row,
  created_at: row?.created_at.toISOString() ?? null,
  last_used_at: row?.last_used_at?.toISOString() ?? null,
});

export const getFeedState = async (options: { db: TDb; userId: number }): Promise<TCalendarFeedState> => {
  const [row] = await options.db.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, options.userId));
  return stateOf(row);
};

/** A new address for my feed (the earlier one, if any, stops working). Only now is the token ever shown. */
export const createFeed = async (options: { db: TDb; userId: number; feedBaseUrl: string }): Promise<TCalendarFeedCreated> => {
  const token = randomToken();
  const now = new Date();
  const [row] = await options.db
    .insert(calendarFeeds)
    .values({ user_id: options.userId, token_hash: sha256Hex(token), created_at: now })
    .onConflictDoUpdate({ target: calendarFeeds.user_id, set: { token_hash: sha256Hex(token), created_at: now, last_used_at: null } })
    .returning();
  const url = `${options.feedBaseUrl}/${token}.ics`;
  return { ...stateOf(row), url, webcal_url: url.replace(/^https?:/, 'webcal:') };
};

export const revokeFeed = async (options: { db: TDb; userId: number }) => {
  await options.db.delete(calendarFeeds).where(eq(calendarFeeds.user_id, options.userId));
};

/** How often last_used_at is written: calendar apps poll, and one write an hour is enough to show "last used". */
const USE_MARK_INTERVAL = sql`interval '1 hour'`;

/** The feed behind a token: the owner's booked events as one calendar. 404 for an unknown, replaced or revoked token. */
export const renderFeed = async (options: { db: TDb; token: string; links: TCalendarLinks }): Promise<string> => {
  const { db, links } = options;
  const [owner] = await db
    .select({ userId: users.id, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.user_id))
    .where(and(eq(calendarFeeds.token_hash, sha256Hex(options.token)), isNull(users.deleted_at)));
  if (!owner) throw new AppError('NOT_FOUND', CALENDAR_MSG.feedNotFound);
  await db
    .update(calendarFeeds)
    .set({ last_used_at: new Date() })
    .where(and(eq(calendarFeeds.user_id, owner.userId), or(isNull(calendarFeeds.last_used_at), lt(calendarFeeds.last_used_at, sql`now() - ${USE_MARK_INTERVAL}`))));
  if (owner.role === 'service_provider') {
    const rows = await listProviderBookings(db, owner.userId);
    const entries = rows.filter(hasDate).flatMap((row) => (row.quote_id === null ? [] : [providerEntry({ ...row, quote_id: row.quote_id }, links)]));
    return buildCalendar({ name: 'Hui Events bookings', entries, isFeed: true });
  }
  const rows = await listOrganiserBookedEvents(db, owner.userId);
  return buildCalendar({ name: 'Hui Events', entries: rows.filter(hasDate).map((row) => organiserEntry(row, links)), isFeed: true });
};
