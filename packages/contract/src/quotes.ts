import { z } from 'zod';
import { isIsoDate, nzToday, ZEventStatus } from './event-requests.ts';
import { optional, positiveInt } from './query-values.ts';
import { ZMedianReplyMinutes } from './response-times.ts';

// Quotes: a provider's priced answer to an event request (portal API under
// /api/service-provider/quotes; the organiser reads them under
// /api/event-organiser/event-requests/{id}/quotes). One live quote (submitted or accepted) per
// provider per request. `expired` is what a submitted quote becomes once its valid_until has passed
// (worked out when read); `withdrawn` is a provider taking back a submitted quote.

export const QUOTE_MSG = {
  notFound: 'Quote not found',
  invalidId: 'Quote id must be a positive whole number',
  eventNotFound: 'Event request not found',
  invalidEventId: 'event_request_id must be a positive whole number',
  amountRequired: 'Please enter the amount of your quote',
  amountInvalid: 'The amount must be a number of dollars, not negative, with at most 2 decimal places',
  amountTooLarge: 'The amount must be less than $10,000,000',
  messageRequired: 'Please write a message to the organiser',
  messageTooLong: 'Message must be 5,000 characters or fewer',
  validUntilRequired: 'Please choose the date your quote is valid until',
  validUntilInvalid: 'valid_until must be a date written as YYYY-MM-DD',
  validUntilPast: 'The valid-until date cannot be in the past',
  durationTooLong: 'Estimated duration must be 100 characters or fewer',
  chargesTooLong: 'Additional charges must be 2,000 characters or fewer',
  invalidCategory: 'Choose one of the services this request asks for that you offer',
  eventNotOpen: 'This event request is not open for quotes',
  eventDraft: 'This event request has not been submitted yet',
  eventCancelled: 'This event request has been cancelled',
  eventCompleted: 'This event has already taken place',
  eventExpired: 'The response deadline for this request has passed',
  alreadyAccepted: 'The organiser has already accepted a quote for this event',
  alreadyQuoted: 'You have already sent a quote for this request: edit it instead',
  onlySubmittedEditable: 'Only a quote that is still pending can be changed',
  onlySubmittedWithdrawable: 'Only a quote that is still pending can be withdrawn',
  notMatched: 'This request is not one you can quote for',
  invalidStatus: 'status must be one of submitted, accepted, rejected, expired, withdrawn',
  sent: 'Your quote has been sent to the organiser',
  updated: 'Your quote has been updated',
  withdrawn: 'Your quote has been withdrawn',

  // The organiser's decision (dashboard.md §4, §8).
  onlySubmittedAccepted: 'Only a pending quote can be accepted',
  onlySubmittedRejected: 'Only a pending quote can be declined',
  alreadyAcceptedForEvent: 'A quote has already been accepted for this event. You cannot accept multiple quotes for the same event.',
  expiredCannotAccept: 'This quote has expired and can no longer be accepted. Ask the provider for a new one.',
  eventClosedForDecision: (status: string) => `This event is ${status}: its quotes can no longer be accepted or declined`,
  eventDatePassed: 'This event has already taken place: its quotes can no longer be accepted',
  accepted: 'Quote accepted successfully! The provider has been notified.',
  rejected: 'Quote rejected successfully! The provider has been notified.',
  acceptFailed: 'Failed to accept quote. Please try again.',
  rejectFailed: 'Failed to reject quote. Please try again.',
  loadFailed: 'Failed to load quotes. Please check your authentication and try again.',
  decisionFailed: (action: 'accept' | 'reject', reason: string) => `Failed to ${action} quote: ${reason}`,
  /** The info note shown QUOTE_ACCEPTED_NOTE_DELAY_MS after an acceptance. */
  otherQuotesClosed: 'The other quotes for this event are now closed and can no longer be accessed.',
  /** The hint on a pending quote in the quote detail modal. */
  waitHint: 'Consider waiting for more quotes before you decide: providers usually reply within 48 hours.',
} as const;

/** dashboard.md §9: the info note after a quote acceptance appears after 3000 ms. */
export const QUOTE_ACCEPTED_NOTE_DELAY_MS = 3_000;

export const QUOTE_STATUSES = ['submitted', 'accepted', 'rejected', 'expired', 'withdrawn'] as const;
export const ZQuoteStatus = z.enum(QUOTE_STATUSES, { error: QUOTE_MSG.invalidStatus });
export type TQuoteStatus = z.infer<typeof ZQuoteStatus>;
/** The statuses that count as this provider's live quote for a request. */
export const LIVE_QUOTE_STATUSES: readonly TQuoteStatus[] = ['submitted', 'accepted'];
export const QUOTE_STATUS_LABELS: Readonly<Record<TQuoteStatus, string>> = {
  submitted: 'Pending', accepted: 'Accepted', rejected: 'Rejected', expired: 'Expired', withdrawn: 'Withdrawn',
};

export const QUOTE_AMOUNT_MAX = 10_000_000;
export const QUOTE_MESSAGE_MAX = 5_000;
export const QUOTE_PAGE_SIZE = 20;

/** Dollars as a JSON number or text of digits: not negative, at most 2 decimal places. */
const ZQuoteAmount = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z.number({ error: QUOTE_MSG.amountRequired })
    .refine((v) => Number.isFinite(v) && v >= 0 && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, QUOTE_MSG.amountInvalid)
    .refine((v) => v < QUOTE_AMOUNT_MAX, QUOTE_MSG.amountTooLarge),
);
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, message).nullish(),
  ).transform((v) => v ?? null);

/** valid_until: a real date, not before today in New Zealand. */
export const ZQuoteValidUntil = z
  .string({ error: QUOTE_MSG.validUntilRequired })
  .trim()
  .min(1, QUOTE_MSG.validUntilRequired)
  .refine(isIsoDate, QUOTE_MSG.validUntilInvalid)
  .refine((v) => !isIsoDate(v) || v >= nzToday(), QUOTE_MSG.validUntilPast);

/** What the provider writes; the same for sending and editing. */
export const ZQuoteInput = z.object({
  quote_amount: ZQuoteAmount,
  message: z.string({ error: QUOTE_MSG.messageRequired }).trim().min(1, QUOTE_MSG.messageRequired).max(QUOTE_MESSAGE_MAX, QUOTE_MSG.messageTooLong),
  valid_until: ZQuoteValidUntil,
  estimated_duration: optionalText(100, QUOTE_MSG.durationTooLong),
  includes_setup: z.boolean().default(false),
  includes_cleanup: z.boolean().default(false),
  additional_charges: optionalText(2_000, QUOTE_MSG.chargesTooLong),
  category_id: positiveInt(QUOTE_MSG.invalidCategory),
  subcategory_id: optional(positiveInt(QUOTE_MSG.invalidCategory)).nullable().transform((v) => v ?? null),
});
export type TQuoteInput = z.input<typeof ZQuoteInput>;

/** POST /api/service-provider/quotes */
export const ZQuoteCreate = ZQuoteInput.extend({ event_request_id: positiveInt(QUOTE_MSG.invalidEventId) });
export type TQuoteCreate = z.input<typeof ZQuoteCreate>;

export const ZQuoteIdParams = z.object({ id: positiveInt(QUOTE_MSG.invalidId) });

/** A quote as both sides see it (dashboard.md §5 Quote, plus what the portal needs). */
export const ZQuote = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  event_request_id: z.number().int(),
  event_title: z.string(),
  event_date: z.string().nullable(),
  provider: z.object({
    provider_id: z.number().int(),
    business_name: z.string(),
    contact_name: z.string().nullable(),
    email: z.string().nullable(),
    status: z.string(),
    /** The provider's average star rating (0 before any review) and how many reviews it rests on, for comparing quotes. */
    avg_rating: z.number(),
    review_count: z.number().int(),
    median_reply_minutes: ZMedianReplyMinutes,
  }),
  service_provider_id: z.number().int(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  subcategory_id: z.number().int().nullable(),
  subcategory_name: z.string().nullable(),
  quote_amount: z.number(),
  currency: z.string(),
  message: z.string().nullable(),
  status: ZQuoteStatus,
  created_at: z.string(),
  updated_at: z.string(),
  responded_at: z.string().nullable(),
  valid_until: z.string().nullable(),
  estimated_duration: z.string().nullable(),
  includes_setup: z.boolean(),
  includes_cleanup: z.boolean(),
  additional_charges: z.string().nullable(),
  chat_room_id: z.number().int().nullable(),
});
export type TQuote = z.infer<typeof ZQuote>;

export const ZQuoteResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: ZQuote });
export type TQuoteResponse = z.infer<typeof ZQuoteResponse>;

/** GET /api/service-provider/quotes: one status tab at a time, with every tab's count. */
export const ZProviderQuoteListQuery = z.object({
  status: optional(ZQuoteStatus),
  page: optional(positiveInt('page must be a positive whole number')),
});
export type TProviderQuoteListQuery = z.input<typeof ZProviderQuoteListQuery>;
export const ZQuoteCounts = z.object({
  all: z.number().int(),
  submitted: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  expired: z.number().int(),
  withdrawn: z.number().int(),
});
export type TQuoteCounts = z.infer<typeof ZQuoteCounts>;
export const ZQuoteListResponse = z.object({
  success: z.literal(true),
  data: z.array(ZQuote),
  counts: ZQuoteCounts,
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), total_pages: z.number().int() }),
});
export type TQuoteListResponse = z.infer<typeof ZQuoteListResponse>;

/** GET /api/event-organiser/event-requests/{id}/quotes: every quote on one of the organiser's events (withdrawn ones left out). */
export const ZEventQuotesResponse = z.object({ success: z.literal(true), data: z.array(ZQuote) });
export type TEventQuotesResponse = z.infer<typeof ZEventQuotesResponse>;

/**
 * GET /api/event-organiser/quotes: every quote on the organiser's events (the Quotes & Proposals page),
 * with counts per status. Withdrawn quotes are left out (counts.withdrawn is 0), as on the per-event list.
 */
export const ZOrganiserQuoteListQuery = z.object({
  event_request_id: optional(positiveInt(QUOTE_MSG.invalidEventId)),
  status: optional(ZQuoteStatus),
  page: optional(positiveInt('page must be a positive whole number')),
});
export type TOrganiserQuoteListQuery = z.input<typeof ZOrganiserQuoteListQuery>;

/**
 * POST /api/event-organiser/event-requests/{id}/quotes/{quoteId}/accept and .../reject: the quote as
 * it now is, and the event's status after the decision (accepting moves a submitted event to active).
 */
export const ZEventQuoteParams = z.object({
  id: positiveInt(QUOTE_MSG.invalidEventId),
  quoteId: positiveInt(QUOTE_MSG.invalidId),
});
export const ZQuoteDecisionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZQuote,
  event_status: ZEventStatus,
});
export type TQuoteDecisionResponse = z.infer<typeof ZQuoteDecisionResponse>;
