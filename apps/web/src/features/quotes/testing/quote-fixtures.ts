// Quote fixtures shaped like the API's answers, for the quotes feature's component tests.
import type { TEventRequest, TQuote, TQuoteCounts, TQuoteDecisionResponse } from '@app/contract';
import { eventRequest, pagination } from '../../../test/render-dashboard.tsx';

export const quote = (overrides: Partial<TQuote> = {}): TQuote => ({
  id: 1,
  request_id: 11,
  event_request_id: 11,
  event_title: 'Aroha and Tane wedding',
  event_date: '2030-02-14',
  provider: { provider_id: 7, business_name: 'Harbourside Catering Co.', contact_name: 'Tama Wilson', email: 'provider@huievents.co.nz', status: 'active', avg_rating: 4.8, review_count: 23, median_reply_minutes: 150 },
  service_provider_id: 7,
  category_id: 2,
  category_name: 'Catering & Food',
  subcategory_id: 21,
  subcategory_name: 'Wedding catering',
  quote_amount: 4850,
  currency: 'NZD',
  message: 'A three-course seasonal menu for 120 guests, with vegetarian and gluten-free options.',
  status: 'submitted',
  created_at: '2026-03-02T01:00:00.000Z',
  updated_at: '2026-03-03T02:30:00.000Z',
  responded_at: null,
  valid_until: '2030-01-31',
  estimated_duration: '6 hours',
  includes_setup: true,
  includes_cleanup: true,
  additional_charges: 'Travel outside Auckland is $2 a kilometre.',
  chat_room_id: 31,
  ...overrides,
});

/** A second provider's quote on the same event. */
export const kauriQuote = (overrides: Partial<TQuote> = {}): TQuote =>
  quote({ id: 2, provider: { ...quote().provider, provider_id: 8, business_name: 'Kauri Sounds', contact_name: 'Mere Kauri' }, service_provider_id: 8, quote_amount: 1499.5, ...overrides });

export const QUOTE_COUNTS: TQuoteCounts = { all: 5, submitted: 2, accepted: 1, rejected: 1, expired: 1, withdrawn: 0 };

export const quoteListBody = (data: TQuote[], { counts = QUOTE_COUNTS, page = 1, totalPages = 1 }: { counts?: TQuoteCounts; page?: number; totalPages?: number } = {}) => ({
  success: true,
  data,
  counts,
  pagination: { page, limit: 20, total: counts.all, total_pages: totalPages },
});

/** An event as GET /event-organiser/event-requests lists it. */
export const listedEvent = (overrides: Partial<TEventRequest> = {}): TEventRequest =>
  eventRequest({ completed_at: null, first_quote_at: null, accepted_at: null, accepting_quotes: true, ...overrides });

export const eventListBody = (data: TEventRequest[]) => ({
  success: true,
  data,
  pagination: pagination(1, 100, data.length),
  counts: { all: data.length, draft: 0, active: data.length, completed: 0, cancelled: 0 },
});

/** The answer to an accept or reject. */
export const decisionBody = (decided: TQuote, message: string): TQuoteDecisionResponse => ({
  success: true,
  message,
  data: decided,
  event_status: decided.status === 'accepted' ? 'active' : 'submitted',
});
