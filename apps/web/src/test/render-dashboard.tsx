// Test helpers for the dashboard: renders the real shell and pages in a memory router with a
// signed-in organiser, and builds provider fixtures shaped like the API's answers.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { TProviderDetail, TProviderListPagination, TProviderSummary, TUser } from '@app/contract';
import { AuthContext, type TAuth } from '@app/web-core/auth/auth-context.ts';
import { Toaster } from '@app/ui/toast.tsx';
import { DashboardShell } from '../app/dashboard/dashboard-shell.tsx';
import DashboardHome from '../app/dashboard/dashboard-home.tsx';
import { TAB_LOADERS } from '../app/dashboard/dashboard-tab-loaders.ts';
import ProviderDetailPage from '../features/providers/pages/provider-detail-page.tsx';
import ContactProviderPage from '../features/quote-requests/pages/contact-provider-page.tsx';
import type { TPlanEventSlot } from '../lib/dashboard-actions.ts';

import { pagination } from './event-fixtures.ts';
export { eventList, eventRequest, pagination } from './event-fixtures.ts';

// Each tab is a lazy chunk: its code is loaded here once, so the tests' waits for a tab's first
// render do not include the test runner compiling it.
await Promise.all(Object.values(TAB_LOADERS).map((load) => load()));

export const ORGANISER: TUser = {
  id: 1,
  email: 'demo@huievents.co.nz',
  user_role: 'event_organiser',
  status: 'active',
  auth_type: 'email',
  profile: { first_name: 'Aroha', last_name: 'Ngata', business_name: null, organiser_type: 'individual', phone_number: '021 555 0142' },
};

export const LocationProbe = () => {
  const location = useLocation();
  return <p data-testid="location">{`at ${location.pathname}${location.search}`}</p>;
};

type TRenderOptions = { planEvent?: TPlanEventSlot; user?: TUser; extraRoutes?: { path: string; element: ReactNode }[] };

/** Renders /dashboard and its pages, signed in, at `path`. */
export const renderDashboard = (path: string, { planEvent, user = ORGANISER, extraRoutes = [] }: TRenderOptions = {}) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const auth: TAuth = { status: 'signed-in', user, token: 'token-123', signIn: vi.fn(), signOut: vi.fn(async () => {}) };
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <DashboardShell planEvent={planEvent}>
            <Outlet />
            <LocationProbe />
          </DashboardShell>
        ),
        children: [
          { index: true, element: <DashboardHome /> },
          { path: 'provider/:providerId', element: <ProviderDetailPage /> },
          { path: 'contact-provider/:providerId', element: <ContactProviderPage /> },
        ],
      },
      ...extraRoutes,
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, auth, queryClient, user: userEvent.setup() };
};

/** Renders any element inside a query client and a memory router (for one component). */
export const renderWithProviders = (element: ReactNode, { path = '/dashboard' }: { path?: string } = {}) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
};

export const providerSummary = (overrides: Partial<TProviderSummary> = {}): TProviderSummary => ({
  provider_id: 7,
  business_name: 'Harbourside Catering Co.',
  avg_rating: 4.75,
  review_count: 23,
  median_reply_minutes: 150,
  description: 'Seasonal New Zealand menus for weddings and corporate functions.',
  categories: ['Catering & Food'],
  city: 'Auckland',
  years_in_operation: 8,
  price_range: 'mid_range',
  profile_picture: { file_url: '/api/media/generated/profile/harbourside.svg' },
  service_images: [{ file_url: '/api/media/generated/service/harbourside-1.svg' }],
  ...overrides,
});

/** A provider list's pagination: exact totals unless `isTotalCapped` (then `total` is the lower bound and one page more exists). */
export const providerListPagination = (page: number, limit: number, total: number, isTotalCapped = false): TProviderListPagination =>
  isTotalCapped ? { page, limit, total, totalPages: Math.ceil((total + 1) / limit), isTotalCapped } : { ...pagination(page, limit, total), isTotalCapped };

export const providerDetail = (overrides: Partial<TProviderDetail> = {}): TProviderDetail => ({
  provider_id: 7,
  business_name: 'Harbourside Catering Co.',
  description: 'Seasonal New Zealand menus for weddings and corporate functions.',
  categories: ['Catering & Food'],
  subcategories: ['Wedding catering', 'Corporate catering'],
  avg_rating: 4.75,
  review_count: 23,
  median_reply_minutes: 150,
  contact_name: 'Tama Wilson',
  email: 'provider@huievents.co.nz',
  phone: '09 555 0100',
  website: 'harbourside.example.nz',
  address: '1 Quay Street',
  city: 'Auckland',
  region: 'Auckland',
  postal_code: '1010',
  years_in_operation: 8,
  price_range: 'mid_range',
  verified: true,
  created_at: '2023-03-01T00:00:00.000Z',
  attachments: {
    profile_pictures: [{ file_url: '/p/profile.svg', file_name: 'profile.svg' }],
    service_images: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ file_url: `/p/service-${n}.svg`, file_name: `service-${n}.svg` })),
    gallery_images: [1, 2, 3].map((n) => ({ file_url: `/p/gallery-${n}.svg`, file_name: `gallery-${n}.svg` })),
  },
  attachment_summary: { profile_pictures: 1, service_images: 7, gallery_images: 3, total: 11 },
  ...overrides,
});
