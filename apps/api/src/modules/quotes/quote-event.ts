import { sql } from 'drizzle-orm';
import { QUOTE_MSG } from '@app/contract';
import type { TDbOrTx } from '../../db/db-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { jsonValue } from '../../lib/sql-values.ts';
import type { TQuotingProvider } from '../provider-account/quoting-provider.ts';
import { hasAcceptedQuote, invitedProvider, isPastDeadline, matchesProvider } from '../provider-requests/provider-request-queries.ts';
import { quotableCategories, type TQuotableEvent } from './quote-rules.ts';

export type TEventForQuote = TQuotableEvent & {
  id: number;
  organiser_id: number;
  title: string;
  is_matched: boolean;
  is_invited: boolean;
  requested: number[];
  offered: number[];
};

type TRow = Omit<TEventForQuote, 'requested' | 'offered'> & { requested: number[] | string; offered: number[] | string };

/**
 * A request as the quoting rules see it for one provider, its row share-locked for the rest of the
 * transaction: a status change (cancel, or an accept that locks the request) waits for the quote,
 * or the quote waits for it. Null when there is no such request.
 */
export const loadEventForQuote = async (tx: TDbOrTx, provider: TQuotingProvider, eventRequestId: number, today: string): Promise<TEventForQuote | null> => {
  const ref = { id: provider.id, locationId: provider.locationId, city: provider.city };
  const { rows } = await tx.execute<TRow>(sql`
    SELECT e.id, e.organiser_id, e.title, e.status::text AS status, e.event_date::text AS event_date,
      ${isPastDeadline(today)} AS is_past_deadline, ${hasAcceptedQuote()} AS has_accepted_quote,
      ${matchesProvider(ref)} AS is_matched, ${invitedProvider(provider.id)} AS is_invited,
      coalesce((SELECT json_agg(DISTINCT l.category_id) FROM event_request_items i JOIN event_request_item_categories l ON l.item_id = i.id
        WHERE i.event_request_id = e.id), '[]'::json) AS requested,
      coalesce((SELECT json_agg(pc.category_id) FROM provider_categories pc WHERE pc.provider_id = ${provider.id}), '[]'::json) AS offered
    FROM event_requests e
    WHERE e.id = ${eventRequestId}
    FOR SHARE OF e`);
  const row = rows[0];
  return row ? { ...row, requested: jsonValue(row.requested).map(Number), offered: jsonValue(row.offered).map(Number) } : null;
};

const invalidCategory = (path: string) => new AppError('VALIDATION', QUOTE_MSG.invalidCategory, [{ path, message: QUOTE_MSG.invalidCategory }]);

/** The quote's category is one the provider may quote for on this request (quotableCategories), and its subcategory belongs to it. */
export const assertQuotableCategory = async (tx: TDbOrTx, event: TEventForQuote, input: { category_id: number; subcategory_id: number | null }) => {
  const allowed = quotableCategories({ requested: event.requested, offered: event.offered, isInvited: event.is_invited });
  if (!allowed.has(input.category_id)) throw invalidCategory('category_id');
  if (input.subcategory_id === null) return;
  const { rows } = await tx.execute<{ category_id: number }>(sql`SELECT category_id FROM subcategories WHERE id = ${input.subcategory_id}`);
  if (Number(rows[0]?.category_id) !== input.category_id) throw invalidCategory('subcategory_id');
};
