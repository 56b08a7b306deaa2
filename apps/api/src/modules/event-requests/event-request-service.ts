import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CANCELLABLE_EVENT_STATUSES, draftFlag, EDITABLE_EVENT_STATUSES, EVENT_REQUEST_MSG, isIsoDate, nzToday,
  type TEventRequest, type TEventRequestParsedInput, type TEventStatus, type ZEventRequestListQuery,
} from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { eventRequestItemCategories, eventRequestItems, eventRequests } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOwnedEventRequest, ownedBy, selectEventRequestPageJson, type TDbOrTx } from './event-request-queries.ts';
import { checkEventRequest, emptyState, loadOrganiserDefaults, mergeInput, type TEventRequestState } from './event-request-rules.ts';
import { notifyMatchingProviders, type TNotifier } from '../provider-requests/request-notifications.ts';
import { closePendingQuotes } from '../quotes/quote-queries.ts';
import { notifyProvidersOfCancellation } from './cancellation-notifications.ts';

/**
 * `notifier`: when given, a request that becomes submitted notifies the providers it matches, and a
 * cancelled one the providers who quoted on it or were invited (in-app and e-mail).
 */
type TOwner = { db: TDb; organiserId: number; notifier?: TNotifier };
type TResult = { data: TEventRequest; message: string };

const notFound = () => new AppError('NOT_FOUND', EVENT_REQUEST_MSG.notFound);

const readDraftFlag = (input: TEventRequestParsedInput): boolean | null => {
  const flag = draftFlag(input);
  if (flag === 'conflict') throw new AppError('VALIDATION', EVENT_REQUEST_MSG.conflictingDraftFlags, [{ path: 'status', message: EVENT_REQUEST_MSG.conflictingDraftFlags }]);
  return flag;
};

const columns = (state: TEventRequestState & { delivery_method: NonNullable<TEventRequestState['delivery_method']> }) => ({
  title: state.title.trim(),
  description: state.description.trim(),
  event_date: state.event_date,
  location: state.location,
  location_id: state.location_id,
  budget_min: state.budget_min,
  budget_max: state.budget_max,
  delivery_method: state.delivery_method,
  delivery_address: state.delivery_address,
  additional_notes: state.additional_notes,
  response_deadline: state.response_deadline,
  organiser_name: state.organiser_name?.trim() || null,
  organiser_email: state.organiser_email?.trim() || null,
  organiser_type: state.organiser_type,
});

const writeItems = async (tx: TDbOrTx, requestId: number, items: TEventRequestState['items']) => {
  await tx.delete(eventRequestItems).where(eq(eventRequestItems.event_request_id, requestId));
  for (const [index, item] of items.entries()) {
    const [row] = await tx
      .insert(eventRequestItems)
      .values({ event_request_id: requestId, name: item.name, quantity: item.quantity, notes: item.notes, sort_order: index })
      .returning({ id: eventRequestItems.id });
    if (item.links.length > 0) {
      await tx.insert(eventRequestItemCategories).values(item.links.map((link) => ({ item_id: row!.id, ...link })));
    }
  }
};

/** The stored request as a state the rules can check (used by update and submit). */
const storedState = (request: TEventRequest): TEventRequestState => ({
  ...request,
  items: request.items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    notes: item.notes,
    links: item.categories.map((link) => ({ category_id: link.category_id, subcategory_id: link.subcategory_id })),
  })),
});

const lockOwned = async (tx: TDbOrTx, organiserId: number, id: number) => {
  const [row] = await tx.select({ status: eventRequests.status }).from(eventRequests).where(ownedBy(organiserId, id)).for('update');
  if (!row) throw notFound();
  return row.status;
};

/** Creates a draft (draft flag on) or a submitted request (the default), checked by the matching rules. */
export const createEventRequest = async (options: TOwner & { input: TEventRequestParsedInput; now?: Date }): Promise<TResult> => {
  const { db, organiserId, input } = options;
  const isDraft = readDraftFlag(input) === true;
  const defaults = await loadOrganiserDefaults(db, organiserId);
  const state = await checkEventRequest({
    db,
    state: mergeInput(emptyState(defaults), input, { isDraft, defaults }),
    isDraft,
    today: nzToday(options.now),
  });
  const { id, mailIds } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(eventRequests)
      .values({ organiser_id: organiserId, ...columns(state), status: isDraft ? 'draft' : 'submitted', submitted_at: isDraft ? null : new Date() })
      .returning({ id: eventRequests.id });
    await writeItems(tx, row!.id, state.items);
    const notified = !isDraft && options.notifier ? await notifyMatchingProviders(tx, { ...options.notifier, eventRequestId: row!.id }) : [];
    return { id: row!.id, mailIds: notified };
  });
  options.notifier?.mailer.deliverLater(mailIds);
  const data = await findOwnedEventRequest(db, organiserId, id);
  return { data: data!, message: isDraft ? EVENT_REQUEST_MSG.draftSaved : EVENT_REQUEST_MSG.submitted };
};

/**
 * Saving as a draft keeps or makes a draft (drafts only); otherwise the request keeps its status.
 * Fields left out keep their values; items are replaced when `items` is sent. Cancelled, completed
 * and rejected requests cannot be edited.
 */
export const updateEventRequest = async (options: TOwner & { id: number; input: TEventRequestParsedInput; now?: Date }): Promise<TResult> => {
  const { db, organiserId, id, input } = options;
  const flag = readDraftFlag(input);
  await db.transaction(async (tx) => {
    const status = await lockOwned(tx, organiserId, id);
    if (!EDITABLE_EVENT_STATUSES.includes(status)) throw new AppError('CONFLICT', EVENT_REQUEST_MSG.cannotEdit(status));
    if (flag === true && status !== 'draft') throw new AppError('CONFLICT', EVENT_REQUEST_MSG.onlyDraftsSavedAsDraft);
    const current = (await findOwnedEventRequest(tx, organiserId, id))!;
    const isDraft = status === 'draft';
    const defaults = await loadOrganiserDefaults(tx, organiserId);
    const state = await checkEventRequest({
      db: tx,
      state: mergeInput(storedState(current), input, { isDraft, defaults }),
      isDraft,
      today: nzToday(options.now),
      storedDates: isDraft ? undefined : { event_date: current.event_date, response_deadline: current.response_deadline },
    });
    await tx.update(eventRequests).set({ ...columns(state), updated_at: new Date() }).where(ownedBy(organiserId, id));
    if (input.items !== undefined) await writeItems(tx, id, state.items);
  });
  const data = (await findOwnedEventRequest(db, organiserId, id))!;
  return { data, message: data.status === 'draft' ? EVENT_REQUEST_MSG.draftSaved : EVENT_REQUEST_MSG.updated };
};

/** Draft to submitted, after checking the whole request as the wizard does. */
export const submitEventRequest = async (options: TOwner & { id: number; now?: Date }): Promise<TResult> => {
  const { db, organiserId, id } = options;
  const mailIds = await db.transaction(async (tx) => {
    const status = await lockOwned(tx, organiserId, id);
    if (status === 'submitted' || status === 'active') throw new AppError('CONFLICT', EVENT_REQUEST_MSG.alreadySubmitted);
    if (status !== 'draft') throw new AppError('CONFLICT', EVENT_REQUEST_MSG.cannotSubmit(status));
    const current = (await findOwnedEventRequest(tx, organiserId, id))!;
    const defaults = await loadOrganiserDefaults(tx, organiserId);
    // A draft saved without organiser details takes them from the profile when it is sent.
    const state = await checkEventRequest({
      db: tx,
      state: mergeInput(storedState(current), {}, { isDraft: false, defaults }),
      isDraft: false,
      today: nzToday(options.now),
    });
    const now = new Date();
    await tx.update(eventRequests).set({ ...columns(state), status: 'submitted', submitted_at: now, updated_at: now }).where(ownedBy(organiserId, id));
    return options.notifier ? notifyMatchingProviders(tx, { ...options.notifier, eventRequestId: id }) : [];
  });
  options.notifier?.mailer.deliverLater(mailIds);
  const data = (await findOwnedEventRequest(db, organiserId, id))!;
  return { data, message: EVENT_REQUEST_MSG.submitted };
};

/**
 * Draft, submitted or active to cancelled; permanent. In the same transaction the quotes still
 * pending on it are closed as rejected, and every provider who quoted (a quote not withdrawn) or was
 * invited is notified in-app and by e-mail, sent once the answer has gone.
 */
export const cancelEventRequest = async (options: TOwner & { id: number; now?: Date }): Promise<TResult> => {
  const { db, organiserId, id } = options;
  const now = options.now ?? new Date();
  const mailIds = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(eventRequests)
      .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
      .where(and(ownedBy(organiserId, id), inArray(eventRequests.status, [...CANCELLABLE_EVENT_STATUSES])))
      .returning({ id: eventRequests.id });
    if (!changed) {
      const [row] = await tx.select({ status: eventRequests.status }).from(eventRequests).where(ownedBy(organiserId, id));
      if (!row) throw notFound();
      throw new AppError('CONFLICT', row.status === 'cancelled' ? EVENT_REQUEST_MSG.alreadyCancelled : EVENT_REQUEST_MSG.cannotCancel(row.status));
    }
    await closePendingQuotes(tx, { eventRequestId: id, now });
    return options.notifier ? notifyProvidersOfCancellation(tx, { ...options.notifier, eventRequestId: id }) : [];
  });
  options.notifier?.mailer.deliverLater(mailIds);
  const data = (await findOwnedEventRequest(db, organiserId, id))!;
  return { data, message: EVENT_REQUEST_MSG.cancelled };
};

/** Drafts only; a submitted request is cancelled instead. */
export const deleteEventRequest = async (options: TOwner & { id: number }): Promise<{ message: string }> => {
  const { db, organiserId, id } = options;
  const [deleted] = await db
    .delete(eventRequests)
    .where(and(ownedBy(organiserId, id), eq(eventRequests.status, 'draft')))
    .returning({ id: eventRequests.id });
  if (!deleted) {
    const [row] = await db.select({ status: eventRequests.status }).from(eventRequests).where(ownedBy(organiserId, id));
    if (!row) throw notFound();
    throw new AppError('CONFLICT', EVENT_REQUEST_MSG.onlyDraftsDeleted);
  }
  return { message: EVENT_REQUEST_MSG.draftDeleted };
};

export const getEventRequest = async (options: TOwner & { id: number }): Promise<TEventRequest> => {
  const found = await findOwnedEventRequest(options.db, options.organiserId, options.id);
  if (!found) throw notFound();
  return found;
};

/** A date, or a date and time read as its New Zealand calendar date. */
const dateBound = (value: string) => (isIsoDate(value) ? value : nzToday(new Date(value)));

/**
 * A page of the organiser's requests with its quote counts, dates and items, the filtered total and
 * the My Events tab counts: the whole answer (TEventRequestListResponse) as the JSON text the
 * database writes in one statement (selectEventRequestPageJson). Read fresh every time: an answer
 * cache here was measured and removed (see docs/adr/004-caches-only-where-measured.md).
 */
export const listEventRequestsJson = async (options: TOwner & { query: z.output<typeof ZEventRequestListQuery>; now?: Date }): Promise<string> => {
  const { db, organiserId, query } = options;
  const filter = {
    organiserId,
    statuses: query.status ? ([...new Set(query.status.split(',').map((s) => s.trim()))] as TEventStatus[]) : null,
    eventDateTo: query.event_date_to ? dateBound(query.event_date_to) : null,
  };
  return selectEventRequestPageJson(db, { filter, limit: query.limit, page: query.page, today: nzToday(options.now) });
};
