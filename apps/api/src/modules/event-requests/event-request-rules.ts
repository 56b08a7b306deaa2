import { eq, inArray, sql } from 'drizzle-orm';
import {
  budgetProblem, eventDateProblem, EVENT_REQUEST_MSG, organiserEmailProblem,
  type TDeliveryMethod, type TEventRequestParsedInput, type TNormalisedItem, type TOrganiserType, normaliseItem,
} from '@app/contract';
import { categories, locations, organiserProfiles, subcategories, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDbOrTx } from './event-request-queries.ts';

/** What a request holds before it is written: the payload merged over defaults or the stored values. */
export type TEventRequestState = {
  title: string;
  description: string;
  event_date: string | null;
  location: string | null;
  location_id: number | null;
  budget_min: number | null;
  budget_max: number | null;
  delivery_method: TDeliveryMethod | null;
  delivery_address: string | null;
  additional_notes: string | null;
  response_deadline: string | null;
  organiser_name: string | null;
  organiser_email: string | null;
  organiser_type: TOrganiserType;
  items: TNormalisedItem[];
};

export type TOrganiserDefaults = { name: string | null; email: string; type: TOrganiserType };
type TProblem = { path: string; message: string };

/** Organiser name, e-mail and type from the profile: the full name, else the business name. */
export const loadOrganiserDefaults = async (db: TDbOrTx, organiserId: number): Promise<TOrganiserDefaults> => {
  const [row] = await db
    .select({ email: users.email, first: organiserProfiles.first_name, last: organiserProfiles.last_name, business: organiserProfiles.business_name, type: organiserProfiles.organiser_type })
    .from(users)
    .leftJoin(organiserProfiles, eq(organiserProfiles.user_id, users.id))
    .where(eq(users.id, organiserId))
    .limit(1);
  if (!row) throw new AppError('INVALID_TOKEN', 'Invalid or expired token');
  const fullName = [row.first, row.last].filter(Boolean).join(' ').trim();
  return { name: fullName || row.business || null, email: row.email, type: row.type ?? 'individual' };
};

export const emptyState = (defaults: TOrganiserDefaults): TEventRequestState => ({
  title: '',
  description: '',
  event_date: null,
  location: null,
  location_id: null,
  budget_min: null,
  budget_max: null,
  delivery_method: 'on_site',
  delivery_address: null,
  additional_notes: null,
  response_deadline: null,
  organiser_name: defaults.name,
  organiser_email: defaults.email,
  organiser_type: defaults.type,
  items: [],
});

/**
 * The payload over a base (defaults on create, stored values on update): a field left out keeps the
 * base value, null clears it. Organiser fields cleared fall back to the profile; a blank name or
 * e-mail is kept for a submitted request so that its validation can say what is missing.
 */
export const mergeInput = (
  base: TEventRequestState,
  input: TEventRequestParsedInput,
  options: { isDraft: boolean; defaults: TOrganiserDefaults },
): TEventRequestState => {
  const pick = <K extends keyof TEventRequestState>(key: K & keyof TEventRequestParsedInput): TEventRequestState[K] =>
    (input[key] === undefined ? base[key] : input[key]) as TEventRequestState[K];
  const organiserText = (value: string | null | undefined, current: string | null, fallback: string | null) => {
    if (value === undefined) return current ?? fallback;
    if (value === null || (value === '' && options.isDraft)) return fallback;
    return value;
  };
  const locationChanged = input.location !== undefined || input.location_id !== undefined;
  return {
    title: input.title === undefined ? base.title : (input.title ?? ''),
    description: input.description === undefined ? base.description : (input.description ?? ''),
    event_date: pick('event_date'),
    location: locationChanged ? (input.location ?? null) : base.location,
    location_id: locationChanged ? (input.location_id ?? null) : base.location_id,
    budget_min: pick('budget_min'),
    budget_max: pick('budget_max'),
    delivery_method: input.delivery_method === undefined ? base.delivery_method : input.delivery_method,
    delivery_address: pick('delivery_address'),
    additional_notes: pick('additional_notes'),
    response_deadline: pick('response_deadline'),
    organiser_name: organiserText(input.organiser_name, base.organiser_name, options.defaults.name),
    organiser_email: organiserText(typeof input.organiser_email === 'string' ? input.organiser_email.toLowerCase() : input.organiser_email, base.organiser_email, options.defaults.email),
    organiser_type: input.organiser_type === undefined ? base.organiser_type : (input.organiser_type ?? options.defaults.type),
    items: input.items === undefined ? base.items : (input.items ?? []).map(normaliseItem),
  };
};

const fail = (problems: TProblem[]): never => {
  throw new AppError('VALIDATION', problems[0]!.message, problems);
};

/**
 * Checks what a draft needs too (ids that exist, subcategories inside their category, budget order)
 * and, for a request that is not a draft, every rule of the wizard. Returns the state with the
 * location written as the list spells it and the delivery method settled.
 */
export const checkEventRequest = async (options: {
  db: TDbOrTx;
  state: TEventRequestState;
  isDraft: boolean;
  today: string;
  /** Dates already stored on a submitted request: keeping them is not held against the lead-time rules. */
  storedDates?: { event_date: string | null; response_deadline: string | null };
}): Promise<TEventRequestState & { delivery_method: TDeliveryMethod }> => {
  const { db, state, isDraft, today, storedDates } = options;
  const problems: TProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });

  // Categories and subcategories named by the items: they must exist and belong together.
  const categoryIds = [...new Set(state.items.flatMap((item) => item.links.map((link) => link.category_id)))];
  const subcategoryIds = [...new Set(state.items.flatMap((item) => item.links.flatMap((link) => (link.subcategory_id === null ? [] : [link.subcategory_id]))))];
  // One after the other: inside a transaction the queries share one connection.
  const categoryRows = categoryIds.length
    ? await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds))
    : [];
  const subcategoryRows = subcategoryIds.length
    ? await db.select({ id: subcategories.id, name: subcategories.name, category_id: subcategories.category_id }).from(subcategories).where(inArray(subcategories.id, subcategoryIds))
    : [];
  const categoriesWithSubs = categoryIds.length
    ? await db.selectDistinct({ category_id: subcategories.category_id }).from(subcategories).where(inArray(subcategories.category_id, categoryIds))
    : [];
  const categoryName = new Map(categoryRows.map((row) => [row.id, row.name]));
  const subcategory = new Map(subcategoryRows.map((row) => [row.id, row]));
  const hasSubs = new Set(categoriesWithSubs.map((row) => row.category_id));

  state.items.forEach((item, index) => {
    for (const link of item.links) {
      const name = categoryName.get(link.category_id);
      if (name === undefined) {
        add(`items.${index}.category_id`, EVENT_REQUEST_MSG.unknownCategory);
        continue;
      }
      if (link.subcategory_id === null) continue;
      const sub = subcategory.get(link.subcategory_id);
      if (!sub) add(`items.${index}.subcategory_ids`, EVENT_REQUEST_MSG.unknownSubcategory);
      else if (sub.category_id !== link.category_id) add(`items.${index}.subcategory_ids`, EVENT_REQUEST_MSG.subcategoryNotInCategory(sub.name, name));
    }
  });
  const budget = budgetProblem(state.budget_min, state.budget_max);
  if (budget) add('budget_min', budget);
  if (problems.length) fail(problems);

  // The location, written as the list spells it.
  const wanted = state.location_id
    ? await db.select().from(locations).where(eq(locations.id, state.location_id)).limit(1)
    : state.location
      ? await db.select().from(locations).where(sql`lower(${locations.name}) = lower(${state.location})`).limit(1)
      : [];
  const location = wanted[0] ?? null;
  const settled = {
    ...state,
    location: location?.name ?? state.location,
    location_id: location?.id ?? null,
    delivery_method: state.delivery_method ?? 'on_site',
    // The address belongs to delivery only.
    delivery_address: (state.delivery_method ?? 'on_site') === 'delivery' ? state.delivery_address : null,
  };
  if (isDraft) return settled;

  if (!state.title.trim()) add('title', EVENT_REQUEST_MSG.titleRequired);
  if (!state.description.trim()) add('description', EVENT_REQUEST_MSG.descriptionRequired);
  const keepsDate = storedDates !== undefined && state.event_date !== null && state.event_date === storedDates.event_date;
  const date = keepsDate ? null : eventDateProblem(state.event_date, today);
  if (date) add('event_date', date);
  if (!location) add('location', EVENT_REQUEST_MSG.locationFromList);
  if (state.items.length === 0) add('items', EVENT_REQUEST_MSG.categoryRequired);
  state.items.forEach((item, index) => {
    if (item.links.length === 0) {
      add(`items.${index}`, EVENT_REQUEST_MSG.categoryRequired);
      return;
    }
    for (const categoryId of new Set(item.links.map((link) => link.category_id))) {
      const chosen = item.links.some((link) => link.category_id === categoryId && link.subcategory_id !== null);
      if (hasSubs.has(categoryId) && !chosen) add(`items.${index}.subcategory_ids`, EVENT_REQUEST_MSG.subcategoryRequired(categoryName.get(categoryId)!));
    }
  });
  if (!state.delivery_method) add('delivery_method', EVENT_REQUEST_MSG.deliveryMethodRequired);
  const keepsDeadline = storedDates !== undefined && state.response_deadline === storedDates.response_deadline;
  if (state.response_deadline && state.response_deadline < today && !keepsDeadline) add('response_deadline', EVENT_REQUEST_MSG.responseDeadlinePast);
  if (!state.organiser_name?.trim()) add('organiser_name', EVENT_REQUEST_MSG.nameRequired);
  const email = organiserEmailProblem(state.organiser_email);
  if (email) add('organiser_email', email);
  if (problems.length) fail(problems);
  return settled;
};
