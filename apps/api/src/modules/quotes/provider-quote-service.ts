import { sql } from 'drizzle-orm';
import { nzToday, QUOTE_MSG, QUOTE_PAGE_SIZE, type TQuote, type TQuoteListResponse, type ZProviderQuoteListQuery, type ZQuoteCreate, type ZQuoteInput } from '@app/contract';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import type { TDbOrTx } from '../../db/db-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { organiserAccountLive } from '../../lib/organiser-visibility.ts';
import { openChatRoom, postChatLines } from '../../lib/chat-rooms.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { formatDollars } from '../../lib/money.ts';
import type { TQuotingProvider } from '../provider-account/quoting-provider.ts';
import { assertQuotableCategory, loadEventForQuote, type TEventForQuote } from './quote-event.ts';
import { notifyOrganiserOfQuote, type TQuoteNotifier } from './quote-notifications.ts';
import { countQuotes, findQuote, selectQuotes } from './quote-queries.ts';
import { eventQuoteProblem, isExpiredQuote } from './quote-rules.ts';

type TProviderOptions = { db: TDb; provider: TQuotingProvider; now?: Date };
type TWriteOptions = TProviderOptions & { notifier: TQuoteNotifier };

const mine = (provider: TQuotingProvider) => sql`q.provider_id = ${provider.id}`;
/** What the provider reads: its own quotes, except on the requests of an organiser who deleted the account. */
const visibleToMe = (provider: TQuotingProvider) => sql`${mine(provider)} AND ${organiserAccountLive(sql`e.organiser_id`)}`;
const notFound = () => new AppError('NOT_FOUND', QUOTE_MSG.notFound);

const quoteColumns = (input: z.output<typeof ZQuoteInput>) => sql`
  category_id = ${input.category_id}, subcategory_id = ${input.subcategory_id}, quote_amount = ${input.quote_amount},
  message = ${input.message}, valid_until = ${input.valid_until}::date, estimated_duration = ${input.estimated_duration},
  includes_setup = ${input.includes_setup}, includes_cleanup = ${input.includes_cleanup}, additional_charges = ${input.additional_charges}`;

/** The line the event's chat room shows for a provider's change to its quote (the room is opened when needed). */
const tellTheChat = async (tx: TDbOrTx, options: { event: TEventForQuote; provider: TQuotingProvider; text: string }) => {
  const roomId = await openChatRoom(tx, { eventRequestId: options.event.id, organiserId: options.event.organiser_id, providerId: options.provider.id, eventDate: options.event.event_date });
  await postChatLines(tx, { roomId, readBy: options.provider.userId, lines: [{ senderUserId: null, content: options.text, type: 'system' }] });
};

/**
 * The provider's own quote as stored, locked for the rest of the transaction; 404 for anyone else's.
 * Its request is share-locked first, as every quote write does (the organiser's decision locks the
 * request, then its quotes): taken the other way round, the two could wait for each other.
 */
const lockOwnQuote = async (tx: TDbOrTx, provider: TQuotingProvider, id: number) => {
  await tx.execute(sql`
    SELECT e.id FROM event_requests e
    WHERE e.id = (SELECT q.event_request_id FROM quotes q WHERE q.id = ${id} AND q.provider_id = ${provider.id})
    FOR SHARE OF e`);
  const { rows } = await tx.execute<{ id: number; event_request_id: number; status: string; valid_until: string | null }>(sql`
    SELECT id, event_request_id, status::text AS status, valid_until::text AS valid_until FROM quotes
    WHERE id = ${id} AND provider_id = ${provider.id} FOR UPDATE`);
  if (!rows[0]) throw notFound();
  return rows[0];
};

/**
 * POST /service-provider/quotes. In one transaction: the request must be one the provider matches or
 * was invited to (else 404) and open (eventQuoteProblem: 409); a live quote of the provider on it
 * answers 409 alreadyQuoted (one whose valid_until has passed is recorded as expired and makes way;
 * the partial unique index quotes_one_live_per_provider settles two sends at once); the category must
 * be quotable (400). Then the quote, the event's chat room (opened or reused) with a system line, and
 * the organiser's notification and e-mail, which is sent once the answer has gone.
 */
export const createQuote = async (options: TWriteOptions & { input: z.output<typeof ZQuoteCreate> }): Promise<TQuote> => {
  const { db, provider, input, notifier } = options;
  const today = nzToday(options.now);
  let outcome: { quoteId: number; mailIds: number[] };
  try {
    outcome = await db.transaction(async (tx) => {
      const event = await loadEventForQuote(tx, provider, input.event_request_id, today);
      if (!event || !(event.is_matched || event.is_invited)) throw new AppError('NOT_FOUND', QUOTE_MSG.eventNotFound);
      const problem = eventQuoteProblem(event, today);
      if (problem) throw problem;
      await tx.execute(sql`
        UPDATE quotes SET status = 'expired', updated_at = now()
        WHERE event_request_id = ${event.id} AND provider_id = ${provider.id} AND status = 'submitted' AND valid_until < ${today}::date`);
      const { rows: live } = await tx.execute<{ id: number }>(sql`
        SELECT id FROM quotes WHERE event_request_id = ${event.id} AND provider_id = ${provider.id} AND status IN ('submitted', 'accepted')`);
      if (live.length > 0) throw new AppError('CONFLICT', QUOTE_MSG.alreadyQuoted);
      await assertQuotableCategory(tx, event, input);
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO quotes (event_request_id, provider_id, category_id, subcategory_id, quote_amount, message, valid_until,
          estimated_duration, includes_setup, includes_cleanup, additional_charges)
        VALUES (${event.id}, ${provider.id}, ${input.category_id}, ${input.subcategory_id}, ${input.quote_amount}, ${input.message}, ${input.valid_until}::date,
          ${input.estimated_duration}, ${input.includes_setup}, ${input.includes_cleanup}, ${input.additional_charges})
        RETURNING id`);
      const quoteId = Number(rows[0]!.id);
      await tellTheChat(tx, { event, provider, text: `${provider.businessName} sent a quote of ${formatDollars(input.quote_amount)}` });
      const mailIds = await notifyOrganiserOfQuote(tx, { ...notifier, quoteId, change: 'sent' });
      return { quoteId, mailIds };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'quotes_one_live_per_provider')) throw new AppError('CONFLICT', QUOTE_MSG.alreadyQuoted);
    throw error;
  }
  notifier.mailer.deliverLater(outcome.mailIds);
  return (await findQuote(db, { id: outcome.quoteId, scope: mine(provider), today }))!;
};

/**
 * PUT /service-provider/quotes/{id}: the provider's own quote (else 404), while it is submitted and
 * not expired (409 onlySubmittedEditable), on a request still open (409) and with a quotable
 * category (400). The chat room and the organiser hear of it, as when it was sent.
 */
export const updateQuote = async (options: TWriteOptions & { id: number; input: z.output<typeof ZQuoteInput> }): Promise<TQuote> => {
  const { db, provider, input, notifier } = options;
  const today = nzToday(options.now);
  const mailIds = await db.transaction(async (tx) => {
    const quote = await lockOwnQuote(tx, provider, options.id);
    if (quote.status !== 'submitted' || isExpiredQuote(quote, today)) throw new AppError('CONFLICT', QUOTE_MSG.onlySubmittedEditable);
    const event = (await loadEventForQuote(tx, provider, quote.event_request_id, today))!;
    const problem = eventQuoteProblem(event, today);
    if (problem) throw problem;
    await assertQuotableCategory(tx, event, input);
    await tx.execute(sql`UPDATE quotes SET ${quoteColumns(input)}, updated_at = now() WHERE id = ${quote.id}`);
    await tellTheChat(tx, { event, provider, text: `${provider.businessName} updated their quote to ${formatDollars(input.quote_amount)}` });
    return notifyOrganiserOfQuote(tx, { ...notifier, quoteId: quote.id, change: 'updated' });
  });
  notifier.mailer.deliverLater(mailIds);
  return (await findQuote(db, { id: options.id, scope: mine(provider), today }))!;
};

/** POST /service-provider/quotes/{id}/withdraw: a submitted, unexpired quote of the provider's becomes withdrawn (409 otherwise). */
export const withdrawQuote = async (options: TWriteOptions & { id: number }): Promise<TQuote> => {
  const { db, provider, notifier } = options;
  const today = nzToday(options.now);
  await db.transaction(async (tx) => {
    const quote = await lockOwnQuote(tx, provider, options.id);
    if (quote.status !== 'submitted' || isExpiredQuote(quote, today)) throw new AppError('CONFLICT', QUOTE_MSG.onlySubmittedWithdrawable);
    await tx.execute(sql`UPDATE quotes SET status = 'withdrawn', updated_at = now() WHERE id = ${quote.id}`);
    const event = (await loadEventForQuote(tx, provider, quote.event_request_id, today))!;
    await tellTheChat(tx, { event, provider, text: `${provider.businessName} withdrew their quote` });
    await notifyOrganiserOfQuote(tx, { ...notifier, quoteId: quote.id, change: 'withdrawn' });
  });
  return (await findQuote(db, { id: options.id, scope: mine(provider), today }))!;
};

/** GET /service-provider/quotes/{id}: the provider's own quote; anyone else's is 404. */
export const getProviderQuote = async (options: TProviderOptions & { id: number }): Promise<TQuote> => {
  const found = await findQuote(options.db, { id: options.id, scope: visibleToMe(options.provider), today: nzToday(options.now) });
  if (!found) throw notFound();
  return found;
};

/** GET /service-provider/quotes: one status (as people see it) at a time, newest first, with every status's count. */
export const listProviderQuotes = async (options: TProviderOptions & { query: z.output<typeof ZProviderQuoteListQuery> }): Promise<Omit<TQuoteListResponse, 'success'>> => {
  const { db, provider, query } = options;
  const today = nzToday(options.now);
  const page = query.page ?? 1;
  const scope = visibleToMe(provider);
  const [found, counts] = await Promise.all([
    selectQuotes(db, { scope, today, status: query.status, limit: QUOTE_PAGE_SIZE, offset: (page - 1) * QUOTE_PAGE_SIZE }),
    countQuotes(db, { scope, today }),
  ]);
  const total = query.status ? counts[query.status] : counts.all;
  return { data: found.rows, counts, pagination: { page, limit: QUOTE_PAGE_SIZE, total, total_pages: Math.ceil(total / QUOTE_PAGE_SIZE) } };
};
