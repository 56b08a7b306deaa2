// Event requests: the organiser's request for quotes, its items (services), the API payloads and
// every text the request wizard and the API show about them (public-site.md §3-§9, dashboard.md §3-§8).
import { z } from 'zod';
import { EMAIL_PATTERN } from './auth-rules.ts';
import { ZOrganiserType } from './auth.ts';
import { MIN_EVENT_LEAD_DAYS, REQUEST_ACTIVE_DAYS, EVENT_REQUEST_PAGE_SIZE, PROVIDER_RESPONSE_HOURS } from './constants.ts';
import { MSG } from './messages.ts';
import { formatCount } from './numbers.ts';
import { PG_INT_MAX, positiveInt } from './query-values.ts';

/** The largest page the list endpoint serves. */
export const EVENT_REQUEST_MAX_PAGE_SIZE = 100;
/** Upper bound the API accepts for a budget (the sliders stop at BUDGET_SLIDER_MAX). */
export const EVENT_BUDGET_MAX_ACCEPTED = 10_000_000;
export const EVENT_REQUEST_MAX_ITEMS = 50;
export const EVENT_TEXT_LIMITS = {
  title: 200,
  description: 10_000,
  location: 100,
  deliveryAddress: 300,
  additionalNotes: 5_000,
  organiserName: 200,
  organiserEmail: 254,
  itemName: 200,
  itemNotes: 2_000,
} as const;
export const ITEM_QUANTITY_MAX = 100_000;


export const EVENT_REQUEST_MSG = {
  // Validation (public-site.md §5), shared by the wizard and the API.
  titleRequired: 'Event title is required',
  descriptionRequired: 'Event description is required',
  eventDateRequired: 'Event date is required',
  eventDateLeadTime: `Event date must be at least ${MIN_EVENT_LEAD_DAYS} days from today`,
  eventDateInvalid: 'Event date must be a valid date (YYYY-MM-DD)',
  locationFromList: 'Please select a location from the list',
  categoryRequired: 'Please select at least one service category',
  subcategoryRequired: (categoryName: string) => `Please select at least one specific service for ${categoryName}`,
  subcategoryNotInCategory: (subcategoryName: string, categoryName: string) => `${subcategoryName} is not a service in ${categoryName}`,
  unknownCategory: 'The selected service category does not exist',
  unknownSubcategory: 'The selected specific service does not exist',
  deliveryMethodRequired: 'Please select a delivery method',
  quantityMin: 'Quantity must be at least 1',
  quantityMax: `Quantity must be ${formatCount(ITEM_QUANTITY_MAX)} or fewer`,
  budgetOrder: 'Minimum budget cannot be more than the maximum budget',
  budgetNegative: 'Budget cannot be negative',
  budgetWhole: 'Budget must be a whole number of dollars',
  budgetTooLarge: `Budget must be at most $${formatCount(EVENT_BUDGET_MAX_ACCEPTED)}`,
  responseDeadlineInvalid: 'Response deadline must be a valid date (YYYY-MM-DD)',
  responseDeadlinePast: 'Response deadline cannot be in the past',
  responseDeadlineRequired: 'Please select a response deadline',
  organiserTypeRequired: MSG.selectOrganiserType,
  nameRequired: 'Name is required',
  emailRequired: MSG.emailRequired,
  invalidEmail: MSG.invalidEmail,
  tooManyItems: `An event request can list at most ${EVENT_REQUEST_MAX_ITEMS} services`,
  tooLong: (label: string, max: number) => `${label} must be ${formatCount(max)} characters or fewer`,
  conflictingDraftFlags: "The request's status and its draft flag disagree: send one of them",
  invalidStatus: "status must be 'draft' or 'submitted'",
  invalidStatusFilter: 'status must be one of draft, submitted, active, completed, cancelled, rejected (comma-separated)',
  invalidId: 'Event request id must be a positive whole number',
  invalidPage: 'page must be a whole number of at least 1',
  invalidLimit: `limit must be a whole number from 1 to ${EVENT_REQUEST_MAX_PAGE_SIZE}`,
  invalidDateFilter: 'event_date_to must be a date (YYYY-MM-DD) or a date and time',

  // Rules on the request's life (dashboard.md §4).
  notFound: 'Event request not found',
  cannotEdit: (status: string) => `This event request is ${status} and can no longer be edited`,
  onlyDraftsSavedAsDraft: 'Only drafts can be saved as a draft. A submitted event request stays submitted when edited.',
  alreadySubmitted: 'This event request has already been submitted',
  cannotSubmit: (status: string) => `This event request is ${status} and cannot be submitted`,
  alreadyCancelled: 'This event request has already been cancelled',
  cannotCancel: (status: string) => `This event request is ${status} and cannot be cancelled`,
  onlyDraftsDeleted: 'Only drafts can be deleted. Cancel a submitted event request instead.',

  // Success texts (dashboard.md §8).
  draftSaved: 'Event draft saved successfully!',
  submitted: 'Event submitted successfully!',
  updated: 'Event updated successfully!',
  updatedAndSubmitted: 'Event updated and submitted successfully!',
  cancelled: 'Event cancelled successfully',
  draftDeleted: 'Draft deleted successfully!',

  // Client failures and their fallbacks (public-site.md §8, dashboard.md §8).
  submitRequestFailed: 'Failed to submit event request. Please try again.',
  saveDraftFailed: 'Failed to save draft. Please try again.',
  createFailed: 'Failed to create event request. Please try again.',
  submitEventFailed: 'Failed to submit event. Please try again.',
  cancelFailed: 'Failed to cancel event',
  deleteDraftFailed: 'Failed to delete draft. Please try again.',
  loadDetailsFailed: 'Failed to load event details. Please try again.',
  httpError: (status: number) => `HTTP error! status: ${status}`,
  draftNotImplemented: 'Draft functionality is not yet implemented on the server. Please submit your event directly or contact support.',
  editNotImplemented: 'Event editing is not yet implemented on the server. Please create a new event instead.',
  submitNotImplemented: 'Draft submission endpoint is not yet implemented on the server. Please create a new event instead.',
  cancelNotImplemented: 'Event cancellation endpoint is not yet implemented on the server. Please contact support to cancel your event.',
  deleteNotImplemented: 'Event deletion is not yet implemented on the server. Please contact support if you need to remove an event.',

  // Wizard texts (public-site.md §2, §4, §8).
  noLocationsFound: 'No locations found',
  noLocationsAvailable: 'No locations available',
  loadingLocations: 'Loading locations...',
  loadingCategories: 'Loading service categories...',
  welcomeReview: 'Welcome! Please review your event details and submit.',
  welcomeBackReview: 'Welcome back! Please review and submit your event request.',
  successTitle: 'Event Request Submitted!',
  activeFor: `Your request stays active for ${REQUEST_ACTIVE_DAYS} days.`,
  nextSteps: [
    `Local service providers review your request within ${PROVIDER_RESPONSE_HOURS} hours.`,
    'Quotes arrive in your e-mail inbox as providers respond.',
    'Chat with providers directly to ask questions and compare offers.',
  ],
} as const;

// ---------------------------------------------------------------------------------------------
// Enums and status rules

export const EVENT_STATUSES = ['draft', 'submitted', 'active', 'completed', 'cancelled', 'rejected'] as const;
export const ZEventStatus = z.enum(EVENT_STATUSES);
export type TEventStatus = z.infer<typeof ZEventStatus>;

/** A request in these states can still be edited and cancelled; only drafts are deleted or submitted. */
export const EDITABLE_EVENT_STATUSES: readonly TEventStatus[] = ['draft', 'submitted', 'active'];
export const CANCELLABLE_EVENT_STATUSES: readonly TEventStatus[] = ['draft', 'submitted', 'active'];

export const DELIVERY_METHODS = [
  { value: 'on_site', label: 'On-site service', description: 'Providers come to your event location and deliver the service there.' },
  { value: 'pickup', label: 'Pickup', description: 'You collect items or equipment from the provider.' },
  { value: 'delivery', label: 'Delivery', description: 'Providers deliver to an address you choose.' },
] as const;
export const ZDeliveryMethod = z.enum(['on_site', 'pickup', 'delivery'], { error: EVENT_REQUEST_MSG.deliveryMethodRequired });
export type TDeliveryMethod = z.infer<typeof ZDeliveryMethod>;

// ---------------------------------------------------------------------------------------------
// Calendar dates (YYYY-MM-DD), counted in New Zealand time

export const NZ_TIME_ZONE = 'Pacific/Auckland';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True for a real calendar date written YYYY-MM-DD, in years 0001 to 9999. Year 0000 is in no
 * calendar a person means, and PostgreSQL refuses it.
 */
export const isIsoDate = (value: string): boolean => {
  if (!ISO_DATE.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * The date a list filter means: a YYYY-MM-DD date as it is, a date and time by its New Zealand date;
 * null when it is neither or falls outside years 0001 to 9999.
 */
export const filterDate = (value: string): string | null => {
  if (isIsoDate(value)) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const date = nzToday(new Date(time));
  return isIsoDate(date) ? date : null;
};

// Built once, on first use: constructing a DateTimeFormat costs about 0.1 ms on a server (and, with
// its time zone, 20 ms of a phone's start when built as the module loaded), formatting with one a microsecond.
let nzDateFormat: Intl.DateTimeFormat | undefined;
/** Today's date in New Zealand. */
export const nzToday = (now: Date = new Date()): string => {
  nzDateFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: NZ_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return nzDateFormat.format(now);
};

export const addDaysToIsoDate = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The earliest date an event may take place: MIN_EVENT_LEAD_DAYS after today (NZ). */
export const minEventDate = (today: string = nzToday()): string => addDaysToIsoDate(today, MIN_EVENT_LEAD_DAYS);

/** The event-date rule of the wizard and the API: required, a date, and far enough ahead. */
export const eventDateProblem = (value: string | null | undefined, today: string = nzToday()): string | null => {
  if (!value) return EVENT_REQUEST_MSG.eventDateRequired;
  if (!isIsoDate(value)) return EVENT_REQUEST_MSG.eventDateInvalid;
  return value < minEventDate(today) ? EVENT_REQUEST_MSG.eventDateLeadTime : null;
};

export const budgetProblem = (min: number | null | undefined, max: number | null | undefined): string | null =>
  min != null && max != null && min > max ? EVENT_REQUEST_MSG.budgetOrder : null;

/** The Your Information e-mail rule. */
export const organiserEmailProblem = (value: string | null | undefined): string | null => {
  const email = value?.trim() ?? '';
  if (!email) return EVENT_REQUEST_MSG.emailRequired;
  return EMAIL_PATTERN.test(email) ? null : EVENT_REQUEST_MSG.invalidEmail;
};

// ---------------------------------------------------------------------------------------------
// Request payloads (POST and PUT share one shape)

const trimString = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToNull = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v);
const numericString = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

/** A text that may be blank ('' is kept, for title and description whose default is ''). */
const keptText = (label: string, max: number) =>
  z.preprocess(trimString, z.string({ error: `${label} must be text` }).max(max, EVENT_REQUEST_MSG.tooLong(label, max)).nullable().optional());
/** An optional text: blank becomes null. */
const optionalText = (label: string, max: number) =>
  z.preprocess(blankToNull, z.string({ error: `${label} must be text` }).max(max, EVENT_REQUEST_MSG.tooLong(label, max)).nullable().optional());
const optionalDate = (message: string) =>
  z.preprocess(blankToNull, z.string({ error: message }).refine(isIsoDate, message).nullable().optional());

const MAX_INT = PG_INT_MAX;
export const ZRecordId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.number({ error: 'Expected a numeric id' }).int('Expected a numeric id').positive('Expected a numeric id').max(MAX_INT, 'Expected a numeric id'),
);

const budget = z.preprocess(
  (v) => numericString(blankToNull(v)),
  z.number({ error: 'Budget must be a number' }).int(EVENT_REQUEST_MSG.budgetWhole).min(0, EVENT_REQUEST_MSG.budgetNegative)
    .max(EVENT_BUDGET_MAX_ACCEPTED, EVENT_REQUEST_MSG.budgetTooLarge).nullable().optional(),
);

export const ZEventRequestItemCategoryInput = z.object({ category_id: ZRecordId, subcategory_id: ZRecordId.nullish() });

/**
 * One service of the request. Two shapes are accepted:
 *   new:   { name, quantity, notes, categories: [{ category_id, subcategory_id }] }
 *   older: { name, quantity, notes, category_id, subcategory_ids: [] }
 * When `categories` is a non-empty list it wins; otherwise the older fields are read.
 */
export const ZEventRequestItemInput = z.object({
  name: optionalText('Service name', EVENT_TEXT_LIMITS.itemName),
  quantity: z.preprocess(
    (v) => numericString(blankToNull(v)),
    z.number({ error: EVENT_REQUEST_MSG.quantityMin }).int(EVENT_REQUEST_MSG.quantityMin).min(1, EVENT_REQUEST_MSG.quantityMin)
      .max(ITEM_QUANTITY_MAX, EVENT_REQUEST_MSG.quantityMax).nullable().optional(),
  ),
  notes: optionalText('Service notes', EVENT_TEXT_LIMITS.itemNotes),
  categories: z.array(ZEventRequestItemCategoryInput).max(EVENT_REQUEST_MAX_ITEMS).nullish(),
  category_id: z.preprocess(blankToNull, ZRecordId.nullish()),
  subcategory_ids: z.array(ZRecordId).max(EVENT_REQUEST_MAX_ITEMS).nullish(),
});
export type TEventRequestItemInput = z.input<typeof ZEventRequestItemInput>;

export type TItemLink = { category_id: number; subcategory_id: number | null };
export type TNormalisedItem = { name: string | null; quantity: number; notes: string | null; links: TItemLink[] };

/** Either item shape to one list of (category, subcategory) links, without duplicates. */
export const normaliseItem = (item: z.output<typeof ZEventRequestItemInput>): TNormalisedItem => {
  const raw: TItemLink[] =
    item.categories && item.categories.length > 0
      ? item.categories.map((link) => ({ category_id: link.category_id, subcategory_id: link.subcategory_id ?? null }))
      : item.category_id
        ? item.subcategory_ids && item.subcategory_ids.length > 0
          ? item.subcategory_ids.map((subcategoryId) => ({ category_id: item.category_id!, subcategory_id: subcategoryId }))
          : [{ category_id: item.category_id, subcategory_id: null }]
        : [];
  const seen = new Set<string>();
  const links = raw.filter((link) => {
    const key = `${link.category_id}:${link.subcategory_id ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // A bare category link is redundant once a subcategory of the same category is listed.
  const withSub = new Set(links.filter((l) => l.subcategory_id !== null).map((l) => l.category_id));
  return {
    name: item.name ?? null,
    quantity: item.quantity ?? 1,
    notes: item.notes ?? null,
    links: links.filter((l) => l.subcategory_id !== null || !withSub.has(l.category_id)),
  };
};

/**
 * Body of POST /event-organiser/event-requests and PUT /event-organiser/event-requests/{id}.
 *
 * Draft or submitted: `status: 'draft' | 'submitted'` and/or a boolean `is_draft` (alias `draft`).
 * `is_draft: true` or `status: 'draft'` saves a draft; if they disagree the API answers 400.
 * Creating without either submits. Updating without saving as a draft keeps the current status.
 *
 * Every field may be left out: on create it takes its default (title and description '',
 * delivery_method on_site, organiser fields from the profile, other optional fields null);
 * on update it keeps its stored value. null or a blank text clears an optional field.
 */
export const ZEventRequestInput = z.object({
  title: keptText('Event title', EVENT_TEXT_LIMITS.title),
  description: keptText('Event description', EVENT_TEXT_LIMITS.description),
  event_date: optionalDate(EVENT_REQUEST_MSG.eventDateInvalid),
  location: optionalText('Location', EVENT_TEXT_LIMITS.location),
  location_id: z.preprocess(blankToNull, ZRecordId.nullish()),
  budget_min: budget,
  budget_max: budget,
  delivery_method: z.preprocess(blankToNull, ZDeliveryMethod.nullish()),
  delivery_address: optionalText('Delivery address', EVENT_TEXT_LIMITS.deliveryAddress),
  additional_notes: optionalText('Additional notes', EVENT_TEXT_LIMITS.additionalNotes),
  response_deadline: optionalDate(EVENT_REQUEST_MSG.responseDeadlineInvalid),
  organiser_name: keptText('Name', EVENT_TEXT_LIMITS.organiserName),
  organiser_email: z.preprocess(
    trimString,
    z.string({ error: EVENT_REQUEST_MSG.invalidEmail })
      .max(EVENT_TEXT_LIMITS.organiserEmail, EVENT_REQUEST_MSG.tooLong('Email', EVENT_TEXT_LIMITS.organiserEmail))
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), EVENT_REQUEST_MSG.invalidEmail)
      .nullable().optional(),
  ),
  organiser_type: z.preprocess(blankToNull, z.enum(ZOrganiserType.options, { error: EVENT_REQUEST_MSG.organiserTypeRequired }).nullish()),
  status: z.enum(['draft', 'submitted', 'active'], { error: EVENT_REQUEST_MSG.invalidStatus }).optional(),
  is_draft: z.boolean({ error: 'is_draft must be true or false' }).optional(),
  draft: z.boolean({ error: 'draft must be true or false' }).optional(),
  items: z.array(ZEventRequestItemInput).max(EVENT_REQUEST_MAX_ITEMS, EVENT_REQUEST_MSG.tooManyItems).nullish(),
});
export type TEventRequestInput = z.input<typeof ZEventRequestInput>;
export type TEventRequestParsedInput = z.output<typeof ZEventRequestInput>;

/** true: save as draft; false: not a draft; null: the payload does not say. Throws nothing; disagreement is 'conflict'. */
export const draftFlag = (input: Pick<TEventRequestParsedInput, 'status' | 'is_draft' | 'draft'>): boolean | null | 'conflict' => {
  const flags = [input.is_draft, input.draft, input.status === undefined ? undefined : input.status === 'draft'].filter(
    (v): v is boolean => v !== undefined,
  );
  if (flags.length === 0) return null;
  return flags.every((f) => f === flags[0]) ? flags[0]! : 'conflict';
};

export const ZEventRequestIdParams = z.object({ id: positiveInt(EVENT_REQUEST_MSG.invalidId) });

export const ZEventRequestListQuery = z.object({
  page: z.preprocess(numericString, z.number({ error: EVENT_REQUEST_MSG.invalidPage }).int(EVENT_REQUEST_MSG.invalidPage).min(1, EVENT_REQUEST_MSG.invalidPage).max(MAX_INT, EVENT_REQUEST_MSG.invalidPage).default(1)),
  limit: z.preprocess(numericString, z.number({ error: EVENT_REQUEST_MSG.invalidLimit }).int(EVENT_REQUEST_MSG.invalidLimit).min(1, EVENT_REQUEST_MSG.invalidLimit)
    .max(EVENT_REQUEST_MAX_PAGE_SIZE, EVENT_REQUEST_MSG.invalidLimit).default(EVENT_REQUEST_PAGE_SIZE)),
  /** One status or several, comma-separated (e.g. completed,cancelled). */
  status: z.preprocess(blankToNull, z.string().refine(
    (v) => v.split(',').every((s) => (EVENT_STATUSES as readonly string[]).includes(s.trim())),
    EVENT_REQUEST_MSG.invalidStatusFilter,
  ).nullish()),
  /** Events on or before this date (past events: the end of today). A date and time counts by its New Zealand date. */
  event_date_to: z.preprocess(blankToNull, z.string({ error: EVENT_REQUEST_MSG.invalidDateFilter }).refine((v) => filterDate(v) !== null, EVENT_REQUEST_MSG.invalidDateFilter).nullish()),
});
export type TEventRequestListQuery = z.input<typeof ZEventRequestListQuery>;

// ---------------------------------------------------------------------------------------------
// Responses

export const ZEventRequestItemCategory = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  subcategory_id: z.number().int().nullable(),
  subcategory_name: z.string().nullable(),
});
export type TEventRequestItemCategory = z.infer<typeof ZEventRequestItemCategory>;

export const ZEventRequestItem = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  quantity: z.number().int(),
  notes: z.string().nullable(),
  categories: z.array(ZEventRequestItemCategory),
  /** Older shape, for older clients: the first category and every chosen subcategory. */
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  subcategory_ids: z.array(z.number().int()),
});
export type TEventRequestItem = z.infer<typeof ZEventRequestItem>;

export const ZEventRequest = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  event_date: z.string().nullable(),
  location: z.string().nullable(),
  location_id: z.number().int().nullable(),
  budget_min: z.number().int().nullable(),
  budget_max: z.number().int().nullable(),
  delivery_method: ZDeliveryMethod,
  delivery_address: z.string().nullable(),
  additional_notes: z.string().nullable(),
  response_deadline: z.string().nullable(),
  organiser_name: z.string().nullable(),
  organiser_email: z.string().nullable(),
  organiser_type: ZOrganiserType,
  status: ZEventStatus,
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** When the lifecycle job marked the event completed (its date had passed). */
  completed_at: z.string().nullable(),
  /** The first quote's arrival and the acceptance, for the details modal's timeline. */
  first_quote_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  quotes_count: z.number().int(),
  accepted_quotes_count: z.number().int(),
  /**
   * Whether providers can still send quotes: submitted, no quote accepted, before its event date,
   * its response deadline and REQUEST_ACTIVE_DAYS after submission (public-site.md §9).
   */
  accepting_quotes: z.boolean(),
  items: z.array(ZEventRequestItem),
});
export type TEventRequest = z.infer<typeof ZEventRequest>;

export const ZEventRequestResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: ZEventRequest });
export type TEventRequestResponse = z.infer<typeof ZEventRequestResponse>;

export const ZEventRequestPagination = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
/**
 * The My Events filter tabs' counts, whatever the list's own filter: `active` counts submitted and
 * active (booked) events together, as the Active tab lists both; `cancelled` is only in `all`'s tab.
 */
export const ZEventRequestCounts = z.object({
  all: z.number().int(),
  draft: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type TEventRequestCounts = z.infer<typeof ZEventRequestCounts>;
/** The statuses each My Events filter tab asks the list for. */
export const EVENT_FILTER_STATUSES = {
  all: null,
  draft: ['draft'],
  active: ['submitted', 'active'],
  completed: ['completed'],
} as const satisfies Record<string, readonly TEventStatus[] | null>;
export type TEventFilter = keyof typeof EVENT_FILTER_STATUSES;

export const ZEventRequestListResponse = z.object({
  success: z.literal(true),
  data: z.array(ZEventRequest),
  pagination: ZEventRequestPagination,
  counts: ZEventRequestCounts,
});
export type TEventRequestListResponse = z.infer<typeof ZEventRequestListResponse>;

export const ZEventRequestDeleteResponse = z.object({ success: z.literal(true), message: z.string() });

// ---------------------------------------------------------------------------------------------
// History (dashboard.md §2 History page, §3 Past-event record): GET /api/event-organiser/event-requests/history

export const EVENT_HISTORY_MSG = {
  loadFailed: 'Failed to load event history. Please check your authentication and try again.',
  noProviderBooked: 'No provider booked',
  empty: 'No past events yet',
} as const;

/** A provider hired for a past event: its accepted quote and, once written, the organiser's review. */
export const ZPastEventBooking = z.object({
  quote_id: z.number().int(),
  provider_id: z.number().int(),
  business_name: z.string(),
  category_name: z.string().nullable(),
  subcategory_name: z.string().nullable(),
  quote_amount: z.number(),
  currency: z.string(),
  review_id: z.number().int().nullable(),
  rating: z.number().int().nullable(),
});
export type TPastEventBooking = z.infer<typeof ZPastEventBooking>;

export const ZPastEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  event_date: z.string().nullable(),
  location: z.string().nullable(),
  /** The event's own status; `history_status` is how History shows it (cancelled and rejected read as cancelled). */
  status: ZEventStatus,
  history_status: z.enum(['completed', 'cancelled']),
  quotes_count: z.number().int(),
  accepted_quotes: z.array(ZPastEventBooking),
  /** The sum of the accepted quotes' amounts, in NZD; 0 for a cancelled event (its booking is still listed). */
  total_spent: z.number(),
  /** The mean of the organiser's ratings for this event, 1 decimal; null before any review. */
  overall_rating: z.number().nullable(),
  has_reviews: z.boolean(),
  /** A booked provider of this completed event is still without a review. */
  can_review: z.boolean(),
});
export type TPastEvent = z.infer<typeof ZPastEvent>;

export const ZEventHistoryQuery = z.object({
  page: z.preprocess(numericString, z.number({ error: EVENT_REQUEST_MSG.invalidPage }).int(EVENT_REQUEST_MSG.invalidPage).min(1, EVENT_REQUEST_MSG.invalidPage).max(MAX_INT, EVENT_REQUEST_MSG.invalidPage).default(1)),
});
export type TEventHistoryQuery = z.input<typeof ZEventHistoryQuery>;

export const ZEventHistoryResponse = z.object({
  success: z.literal(true),
  data: z.array(ZPastEvent),
  completed_count: z.number().int(),
  cancelled_count: z.number().int(),
  /** Everything spent on every completed past event, in NZD (cancelled ones count nothing). */
  total_spent: z.number(),
  pagination: ZEventRequestPagination,
});
export type TEventHistoryResponse = z.infer<typeof ZEventHistoryResponse>;
