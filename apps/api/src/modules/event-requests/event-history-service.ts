import { EVENT_REQUEST_PAGE_SIZE, type TEventHistoryResponse, type TPastEvent, type ZEventHistoryQuery } from '@app/contract';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { selectPastEvents, summarisePastEvents } from './event-history-queries.ts';

/** Cents-exact sum of dollar amounts (no 0.1 + 0.2 drift in what History shows as spent). */
const sumDollars = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

/**
 * GET /event-organiser/event-requests/history: a page of the organiser's past events (completed,
 * cancelled or rejected), newest event date first, EVENT_REQUEST_PAGE_SIZE a page, with what each
 * cost, its rating and whether a booked provider still waits for a review; and, over every past
 * event, the completed and cancelled counts and the total spent. Two statements, side by side.
 */
export const listEventHistory = async (options: { db: TDb; organiserId: number; query: z.output<typeof ZEventHistoryQuery> }): Promise<Omit<TEventHistoryResponse, 'success'>> => {
  const { db, organiserId, query } = options;
  const limit = EVENT_REQUEST_PAGE_SIZE;
  const [page, summary] = await Promise.all([
    selectPastEvents(db, { organiserId, limit, offset: (query.page - 1) * limit }),
    summarisePastEvents(db, { organiserId }),
  ]);
  const data: TPastEvent[] = page.rows.map((event) => ({
    ...event,
    // A cancelled event's booking is listed, but nothing was spent on an event that did not happen.
    total_spent: event.history_status === 'cancelled' ? 0 : sumDollars(event.accepted_quotes.map((booking) => booking.quote_amount)),
    has_reviews: event.overall_rating !== null,
    can_review: event.history_status === 'completed' && event.accepted_quotes.some((booking) => booking.review_id === null),
  }));
  const total = summary.completed_count + summary.cancelled_count;
  return { data, ...summary, pagination: { total, page: query.page, limit, totalPages: Math.ceil(total / limit) } };
};
