// Test helpers for the provider portal: the real route table in a memory router with a fresh query
// client, a signed-in provider stored like a real session, and fixtures shaped like the API's answers.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type {
  TCategory, TLocation, TProviderAccount, TProviderRequestDetail, TProviderRequestSummary, TQuote, TQuoteCounts, TUser,
} from '@app/contract';
import { Toaster } from '@app/ui/toast.tsx';
import { createQueryClient } from '@app/web-core/query-client.ts';
import { writeStoredSession } from '@app/web-core/storage.ts';
import { mockApi, type TMockAnswer, type TMockCall } from '@app/web-core/testing/mock-api.ts';
import { routes } from '../app/router.tsx';

export const PROVIDER_USER: TUser = {
  id: 41,
  email: 'kai@harbourkitchen.co.nz',
  user_role: 'service_provider',
  status: 'active',
  auth_type: 'email',
  profile: { first_name: 'Mere', last_name: 'Tipene', business_name: 'Harbour Kitchen', organiser_type: 'business', phone_number: '021 555 0100' },
};

export const providerAccount = (overrides: Partial<TProviderAccount> = {}): TProviderAccount => ({
  provider_id: 7,
  user_id: 41,
  email: 'kai@harbourkitchen.co.nz',
  state: 'active',
  is_verified: true,
  is_active: true,
  can_quote: true,
  business_name: 'Harbour Kitchen',
  contact_name: 'Mere Tipene',
  public_email: null,
  phone: '021 555 0100',
  website: null,
  description: 'Seasonal menus for weddings and work functions.',
  address: null,
  postal_code: null,
  city: 'Wellington',
  location_id: 2,
  price_range: 'mid_range',
  years_in_operation: 6,
  categories: [
    { id: 1, name: 'Catering & Food' },
    { id: 3, name: 'Music & Entertainment' },
  ],
  subcategories: [{ id: 11, category_id: 1, name: 'Wedding catering' }],
  avg_rating: 4.6,
  review_count: 12,
  median_reply_minutes: 150,
  images: [],
  created_at: '2025-03-01T00:00:00.000Z',
  ...overrides,
});

export const PENDING_ACCOUNT = providerAccount({ state: 'pending', is_verified: false, can_quote: false });

export const CATEGORIES: TCategory[] = [
  {
    category_id: 1, id: 1, name: 'Catering & Food', icon: 'utensils', description: null,
    subcategories: [
      { subcategory_id: 11, id: 11, category_id: 1, name: 'Wedding catering', description: null },
      { subcategory_id: 12, id: 12, category_id: 1, name: 'Corporate catering', description: null },
    ],
  },
  { category_id: 2, id: 2, name: 'Photography', icon: 'camera', description: null, subcategories: [] },
  { category_id: 3, id: 3, name: 'Music & Entertainment', icon: 'music', description: null, subcategories: [{ subcategory_id: 31, id: 31, category_id: 3, name: 'DJ', description: null }] },
];

export const LOCATIONS: TLocation[] = [
  { location_id: 1, id: 1, name: 'Auckland', region: 'Auckland' },
  { location_id: 2, id: 2, name: 'Wellington', region: 'Wellington' },
];

export const requestSummary = (overrides: Partial<TProviderRequestSummary> = {}): TProviderRequestSummary => ({
  id: 21,
  title: 'Summer wedding at Oriental Bay',
  event_date: '2030-02-14',
  location: 'Wellington',
  budget_min: 4000,
  budget_max: 9000,
  response_deadline: '2030-01-20',
  status: 'submitted',
  submitted_at: '2029-12-01T09:00:00.000Z',
  organiser_display_name: 'Aroha',
  matching_categories: ['Catering & Food'],
  invited: false,
  quotes_count: 2,
  my_quote: null,
  is_open_for_quotes: true,
  ...overrides,
});

export const requestDetail = (overrides: Partial<TProviderRequestDetail> = {}): TProviderRequestDetail => ({
  ...requestSummary(),
  description: 'A relaxed summer wedding for 120 guests with a long-table dinner.',
  delivery_method: 'on_site',
  delivery_address: null,
  additional_notes: 'Two guests are vegan.',
  organiser_type: 'individual',
  invitation_message: null,
  items: [
    {
      name: 'Dinner for 120',
      quantity: 1,
      notes: 'Shared platters',
      categories: [
        { category_id: 1, category_name: 'Catering & Food', subcategory_id: 11, subcategory_name: 'Wedding catering' },
      ],
    },
    { name: null, quantity: 2, notes: null, categories: [{ category_id: 2, category_name: 'Photography', subcategory_id: null, subcategory_name: null }] },
  ],
  organiser_contact: null,
  chat_room_id: null,
  ...overrides,
});

export const quote = (overrides: Partial<TQuote> = {}): TQuote => ({
  id: 301,
  request_id: 21,
  event_request_id: 21,
  event_title: 'Summer wedding at Oriental Bay',
  event_date: '2030-02-14',
  provider: { provider_id: 7, business_name: 'Harbour Kitchen', contact_name: 'Mere Tipene', email: 'kai@harbourkitchen.co.nz', status: 'active', avg_rating: 4.5, review_count: 8, median_reply_minutes: null },
  service_provider_id: 7,
  category_id: 1,
  category_name: 'Catering & Food',
  subcategory_id: 11,
  subcategory_name: 'Wedding catering',
  quote_amount: 7250,
  currency: 'NZD',
  message: 'Long-table dinner with three courses.',
  status: 'submitted',
  created_at: '2029-12-02T10:00:00.000Z',
  updated_at: '2029-12-02T10:00:00.000Z',
  responded_at: null,
  valid_until: '2030-01-31',
  estimated_duration: '6 hours',
  includes_setup: true,
  includes_cleanup: false,
  additional_charges: null,
  chat_room_id: null,
  ...overrides,
});

export const quoteCounts = (overrides: Partial<TQuoteCounts> = {}): TQuoteCounts => ({
  all: 9, submitted: 3, accepted: 2, rejected: 1, expired: 2, withdrawn: 1, ...overrides,
});

export const pagination = (page: number, total: number, limit = 20) => ({ page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) });

type THandler = TMockAnswer | ((call: TMockCall) => TMockAnswer | Promise<TMockAnswer>);

/** The API as a signed-in provider meets it (session check, account, reference data, bell), plus `routes`. */
export const mockPortalApi = (routes: Record<string, THandler> = {}, { account = providerAccount() }: { account?: TProviderAccount } = {}) =>
  mockApi({
    'GET /api/auth/me': { body: { success: true, user: PROVIDER_USER } },
    'GET /api/service-provider/account/me': { body: { success: true, data: account } },
    'GET /api/public/categories/with-subcategories': { body: { success: true, data: CATEGORIES } },
    'GET /api/public/locations': { body: { success: true, data: LOCATIONS } },
    'GET /api/notifications': { body: { success: true, data: { notifications: [], unread_count: 0 } } },
    ...routes,
  });

/** Stores a provider's session, as signing in does. */
export const signInAsProvider = () => writeStoredSession({ token: 'provider-token', user: PROVIDER_USER });

/** Renders the portal at `path` through its real routes. */
export const renderPortal = (path: string) => {
  // jsdom has no scrolling; scroll restoration and the sign-up steps scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  /** Where the router is: '/requests?page=2'. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, user, queryClient, location };
};
