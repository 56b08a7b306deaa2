import { sql } from 'drizzle-orm';
import { EVENT_REQUEST_MSG, nzToday, QUOTE_PAGE_SIZE, type TQuote, type TQuoteListResponse, type ZOrganiserQuoteListQuery } from '@app/contract';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/db-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { countQuotes, selectQuotes } from './quote-queries.ts';

type TOrganiserOptions = { db: TDbOrTx; organiserId: number; now?: Date };

/** The organiser's quotes: on their own events, never a withdrawn one (a provider took it back). */
const organisersQuotes = (organiserId: number) => sql`e.organiser_id = ${organiserId} AND q.status <> 'withdrawn'`;

/** GET /event-organiser/event-requests/{id}/quotes: every quote on one of the organiser's events, newest first; 404 for anyone else's event. */
export const listEventQuotes = async (options: TOrganiserOptions & { eventRequestId: number }): Promise<TQuote[]> => {
  const { db, organiserId, eventRequestId } = options;
  const { rows: owned } = await db.execute<{ id: number }>(sql`SELECT id FROM event_requests WHERE id = ${eventRequestId} AND organiser_id = ${organiserId}`);
  if (owned.length === 0) throw new AppError('NOT_FOUND', EVENT_REQUEST_MSG.notFound);
  const { rows } = await selectQuotes(db, { scope: sql`${organisersQuotes(organiserId)} AND q.event_request_id = ${eventRequestId}`, today: nzToday(options.now) });
  return rows;
};

/** GET /event-organiser/quotes: the Quotes & Proposals page, by event and status, with the counts of every status. */
export const listOrganiserQuotes = async (options: TOrganiserOptions & { query: z.output<typeof ZOrganiserQuoteListQuery> }): Promise<Omit<TQuoteListResponse, 'success'>> => {
  const { db, organiserId, query } = options;
  const today = nzToday(options.now);
  const page = query.page ?? 1;
  const scope = query.event_request_id === undefined
    ? organisersQuotes(organiserId)
    : sql`${organisersQuotes(organiserId)} AND q.event_request_id = ${query.event_request_id}`;
  const [found, counts] = await Promise.all([
    selectQuotes(db, { scope, today, status: query.status, limit: QUOTE_PAGE_SIZE, offset: (page - 1) * QUOTE_PAGE_SIZE }),
    countQuotes(db, { scope, today }),
  ]);
  const total = query.status ? counts[query.status] : counts.all;
  return { data: found.rows, counts, pagination: { page, limit: QUOTE_PAGE_SIZE, total, total_pages: Math.ceil(total / QUOTE_PAGE_SIZE) } };
};
