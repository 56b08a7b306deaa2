// Event request fixtures shaped like the API's answers, for component and unit tests.
import { EVENT_REQUEST_PAGE_SIZE, type TEventRequest, type TEventRequestCounts } from '@app/contract';

export const eventRequest = (overrides: Partial<TEventRequest> = {}): TEventRequest => ({
  id: 11,
  title: 'Aroha and Tane wedding',
  description: 'A summer wedding for 120 guests.',
  event_date: '2030-02-14',
  location: 'Auckland',
  location_id: 1,
  budget_min: 5000,
  budget_max: 12000,
  delivery_method: 'on_site',
  delivery_address: null,
  additional_notes: null,
  response_deadline: null,
  organiser_name: 'Aroha Ngata',
  organiser_email: 'demo@huievents.co.nz',
  organiser_type: 'individual',
  status: 'submitted',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  submitted_at: '2026-01-01T00:00:00.000Z',
  cancelled_at: null,
  completed_at: null,
  first_quote_at: '2026-01-03T00:00:00.000Z',
  accepted_at: null,
  quotes_count: 2,
  accepted_quotes_count: 0,
  accepting_quotes: true,
  items: [],
  ...overrides,
});

export const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) });

/** A GET /event-organiser/event-requests answer: the page, its pagination and the filter tabs' counts (the page's own events by default). */
export const eventList = (
  events: TEventRequest[],
  { page = 1, limit = EVENT_REQUEST_PAGE_SIZE, total = events.length, counts = {} }: { page?: number; limit?: number; total?: number; counts?: Partial<TEventRequestCounts> } = {},
) => {
  const count = (statuses: readonly string[]) => events.filter((event) => statuses.includes(event.status)).length;
  return {
    success: true as const,
    data: events,
    pagination: pagination(page, limit, total),
    counts: { all: total, draft: count(['draft']), active: count(['submitted', 'active']), completed: count(['completed']), cancelled: count(['cancelled']), ...counts },
  };
};
