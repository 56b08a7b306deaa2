import { z } from 'zod';
import { filterDate, ZDeliveryMethod, ZEventStatus } from './event-requests.ts';
import { optional, positiveInt } from './query-values.ts';

// The provider portal's requests inbox (API under /api/service-provider/event-requests): submitted
// event requests with no quote accepted, whose event is not past and whose response deadline (or,
// without one, REQUEST_ACTIVE_DAYS after submission) is not past, and whose items ask for one of the
// provider's categories in the provider's location or city, or that invited this provider directly.
// GET /{id} also shows a closed request the provider was invited to or quoted on.
// Never the organiser's e-mail or phone until one of this provider's quotes for it is accepted.

export const PROVIDER_REQUEST_MSG = {
  notFound: 'Event request not found',
  invalidId: 'Event request id must be a positive whole number',
  invalidCategoryId: 'category_id must be a positive whole number',
  invalidDate: 'Dates must be written as YYYY-MM-DD',
  dateOrder: 'date_from must be on or before date_to',
  invalidPage: 'page must be a positive whole number',
  invalidLimit: 'limit must be a whole number from 1 to 50',
} as const;

export const PROVIDER_REQUEST_PAGE_SIZE = 20;
export const PROVIDER_REQUEST_MAX_PAGE_SIZE = 50;

const ZFilterDate = z.string().trim().refine((v) => filterDate(v) !== null, PROVIDER_REQUEST_MSG.invalidDate);
const ZBooleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const ZProviderRequestListQuery = z
  .object({
    category_id: optional(positiveInt(PROVIDER_REQUEST_MSG.invalidCategoryId)),
    date_from: optional(ZFilterDate),
    date_to: optional(ZFilterDate),
    invited_only: optional(ZBooleanFlag),
    page: optional(positiveInt(PROVIDER_REQUEST_MSG.invalidPage)),
    limit: optional(z.coerce.number({ error: PROVIDER_REQUEST_MSG.invalidLimit }).int(PROVIDER_REQUEST_MSG.invalidLimit).min(1, PROVIDER_REQUEST_MSG.invalidLimit).max(PROVIDER_REQUEST_MAX_PAGE_SIZE, PROVIDER_REQUEST_MSG.invalidLimit)),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, { path: ['date_from'], message: PROVIDER_REQUEST_MSG.dateOrder });
export type TProviderRequestListQuery = z.input<typeof ZProviderRequestListQuery>;

export const ZProviderRequestItem = z.object({
  name: z.string().nullable(),
  quantity: z.number().int(),
  notes: z.string().nullable(),
  categories: z.array(z.object({
    category_id: z.number().int(),
    category_name: z.string(),
    subcategory_id: z.number().int().nullable(),
    subcategory_name: z.string().nullable(),
  })),
});

/** This provider's own quote on a request, if any (its live one, else the latest). */
export const ZProviderRequestQuoteRef = z.object({ id: z.number().int(), status: z.string(), quote_amount: z.number() });

export const ZProviderRequestSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  event_date: z.string().nullable(),
  location: z.string().nullable(),
  budget_min: z.number().int().nullable(),
  budget_max: z.number().int().nullable(),
  response_deadline: z.string().nullable(),
  status: ZEventStatus,
  submitted_at: z.string().nullable(),
  /** The organiser's first name or business name only. */
  organiser_display_name: z.string(),
  /** Names of the requested categories this provider offers. */
  matching_categories: z.array(z.string()),
  invited: z.boolean(),
  quotes_count: z.number().int(),
  my_quote: ZProviderRequestQuoteRef.nullable(),
  /** false once quoting is closed (cancelled, past its deadline, or another quote accepted). */
  is_open_for_quotes: z.boolean(),
});
export type TProviderRequestSummary = z.infer<typeof ZProviderRequestSummary>;

export const ZProviderRequestPagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});

export const ZProviderRequestListResponse = z.object({
  success: z.literal(true),
  data: z.array(ZProviderRequestSummary),
  pagination: ZProviderRequestPagination,
});
export type TProviderRequestListResponse = z.infer<typeof ZProviderRequestListResponse>;

export const ZProviderRequestDetail = ZProviderRequestSummary.extend({
  description: z.string(),
  delivery_method: ZDeliveryMethod.or(z.string()),
  delivery_address: z.string().nullable(),
  additional_notes: z.string().nullable(),
  organiser_type: z.string(),
  /** The invitation's message to this provider, when it was invited. */
  invitation_message: z.string().nullable(),
  items: z.array(ZProviderRequestItem),
  /** Only once one of this provider's quotes for this request is accepted. */
  organiser_contact: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  chat_room_id: z.number().int().nullable(),
});
export type TProviderRequestDetail = z.infer<typeof ZProviderRequestDetail>;
export const ZProviderRequestDetailResponse = z.object({ success: z.literal(true), data: ZProviderRequestDetail });
export type TProviderRequestDetailResponse = z.infer<typeof ZProviderRequestDetailResponse>;
export const ZProviderRequestIdParams = z.object({ id: positiveInt(PROVIDER_REQUEST_MSG.invalidId) });
