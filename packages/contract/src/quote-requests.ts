import { z } from 'zod';
import { optional, positiveInt } from './query-values.ts';

// Requesting a quote from one provider (/dashboard/contact-provider/{providerId}): the organiser
// invites a provider to quote on one of their submitted events.

export const QUOTE_REQUEST_MSG = {
  eventNotFound: 'Event request not found',
  submitBeforeInviting: 'Submit this event request before inviting providers',
  eventClosed: 'This event request is no longer open for quotes',
  invalidEventId: 'event_request_id must be a positive whole number',
  invalidProviderId: 'provider_id must be a positive whole number',
  messageTooLong: 'Message must be 2,000 characters or fewer',
  chooseEvent: 'Please choose the event you would like a quote for',
} as const;

export const QUOTE_REQUEST_MESSAGE_MAX = 2_000;
/** A chat room opened by an invitation stays open this long, or until a week after the event if that is later. */
export const QUOTE_REQUEST_CHAT_DAYS = 30;
export const QUOTE_REQUEST_CHAT_DAYS_AFTER_EVENT = 7;

/** The optional message to the provider: trimmed, at most 2,000 characters, empty as null. */
const ZQuoteRequestMessage = z
  .string()
  .trim()
  .max(QUOTE_REQUEST_MESSAGE_MAX, QUOTE_REQUEST_MSG.messageTooLong)
  .transform((v) => v || null);

export const ZQuoteRequestCreate = z.object({
  provider_id: positiveInt(QUOTE_REQUEST_MSG.invalidProviderId),
  event_request_id: positiveInt(QUOTE_REQUEST_MSG.invalidEventId),
  message: z
    .string()
    .nullish()
    .transform((v) => v ?? '')
    .pipe(ZQuoteRequestMessage),
});
export type TQuoteRequestCreate = z.input<typeof ZQuoteRequestCreate>;

/**
 * The Request a Quote form: the event, which the person must choose, and an optional message as
 * ZQuoteRequestCreate takes it (trimmed, empty as null). The provider comes from the page.
 */
export const ZQuoteRequestForm = z.object({
  event_request_id: z
    .number()
    .nullable()
    .pipe(z.number({ error: QUOTE_REQUEST_MSG.chooseEvent }).int().positive(QUOTE_REQUEST_MSG.chooseEvent)),
  message: ZQuoteRequestMessage,
});
export type TQuoteRequestForm = z.input<typeof ZQuoteRequestForm>;

export const ZQuoteRequest = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  business_name: z.string(),
  event_request_id: z.number().int(),
  event_title: z.string(),
  event_date: z.string().nullable(),
  event_status: z.string(),
  message: z.string().nullable(),
  chat_room_id: z.number().int().nullable(),
  created_at: z.string(),
  /** The provider's first quote or message for this event, null while they have not replied. */
  replied_at: z.string().nullable(),
  /** When the provider was e-mailed a reminder for not replying within 24 hours, null when not. */
  reminded_at: z.string().nullable(),
});
export type TQuoteRequest = z.infer<typeof ZQuoteRequest>;
export const ZQuoteRequestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** false when this event had already been sent to this provider: the existing invitation is answered. */
  created: z.boolean(),
  data: ZQuoteRequest,
});
export type TQuoteRequestResponse = z.infer<typeof ZQuoteRequestResponse>;
export const ZQuoteRequestListQuery = z.object({
  provider_id: optional(positiveInt(QUOTE_REQUEST_MSG.invalidProviderId)),
  event_request_id: optional(positiveInt(QUOTE_REQUEST_MSG.invalidEventId)),
});
export const ZQuoteRequestListResponse = z.object({ success: z.literal(true), data: z.array(ZQuoteRequest) });
export type TQuoteRequestListResponse = z.infer<typeof ZQuoteRequestListResponse>;
