import { Profiler } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@app/contract';
import { mockApi, type TMockCall } from '@app/web-core/testing/mock-api.ts';
import { providerListPagination, providerSummary, renderDashboard } from '../../../test/render-dashboard.tsx';
import { serviceProvidersQueryOptions } from '../api/get-service-providers.ts';
import { readListState, toProviderQuery } from '../provider-list-params.ts';
import { ProvidersTab } from './providers-tab.tsx';

const listCalls = (calls: TMockCall[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/event-organiser/service-providers?'));
const lastQuery = (calls: TMockCall[]) => new URLSearchParams(listCalls(calls).at(-1)!.path.split('?')[1]);

const filterData = {
  'GET /api/event-organiser/service-providers/categories': {
    body: { success: true, data: [{ category_id: 2, name: 'Catering & Food', provider_count: 12 }, { category_id: 3, name: 'Venues', provider_count: 9 }] },
  },
  'GET /api/event-organiser/service-providers/locations': {
    body: { success: true, data: [{ location_id: 1, name: 'Auckland', region: 'Auckland', provider_count: 10 }] },
  },
  'GET /api/event-organiser/service-providers/filter-options': {
    body: { success: true, data: { price_ranges: [{ price_range: 'mid_range', count: 30 }], cities: [{ city: 'Nelson', count: 4 }], total_providers: 70 } },
  },
};

/** 45 providers; answers the requested page and size. */
const listOf45 = (call: TMockCall) => {
  const query = new URLSearchParams(call.path.split('?')[1]);
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  const total = 45;
  const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  const data = Array.from({ length: count }, (_, i) => {
    const n = (page - 1) * limit + i + 1;
    return providerSummary({ provider_id: n, business_name: `Provider ${n}` });
  });
  return { body: { success: true, data, pagination: providerListPagination(page, limit, total) } };
};

describe('Providers tab', () => {
  it('shows cards with rating, review count, categories (+N), city, years and price words', async () => {
    mockApi({
      ...filterData,
      'GET /api/event-organiser/service-providers': {
        body: {
          success: true,
          data: [
            providerSummary({ categories: ['Catering & Food', 'Venues', 'Music & Entertainment', 'Photography'] }),
            providerSummary({ provider_id: 8, business_name: 'Kauri Sounds', price_range: null, years_in_operation: 1, review_count: 1, avg_rating: 5, categories: ['Music & Entertainment'] }),
          ],
          pagination: providerListPagination(1, 20, 2),
        },
      },
    });
    const { user } = renderDashboard('/dashboard?tab=providers');
    const list = await screen.findByRole('list', { name: 'Service providers' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Harbourside Catering Co.' })).toHaveAttribute('href', '/dashboard/provider/7');
    expect(within(first!).getByText('Rated 4.8 out of 5 from 23 reviews')).toBeInTheDocument();
    expect(within(first!).getByText('Catering & Food')).toBeInTheDocument();
    expect(within(first!).getByText('Venues')).toBeInTheDocument();
    expect(within(first!).queryByText('Music & Entertainment')).not.toBeInTheDocument();
    expect(within(first!).getByText('+2')).toBeInTheDocument();
    expect(within(first!).getByText('Auckland')).toBeInTheDocument();
    expect(within(first!).getByText('8 years in business')).toBeInTheDocument();
    expect(within(first!).getByText('Mid Range')).toBeInTheDocument();
    expect(within(second!).getByText('Price on request')).toBeInTheDocument();
    expect(within(second!).getByText('1 year in business')).toBeInTheDocument();
    expect(within(second!).getByText('Rated 5.0 out of 5 from 1 review')).toBeInTheDocument();
    expect(screen.getByText('70 verified providers across New Zealand')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List view' }));
    const [listFirst] = within(screen.getByRole('list', { name: 'Service providers' })).getAllByRole('article');
    expect(within(listFirst!).getByText('Music & Entertainment')).toBeInTheDocument();
    expect(within(listFirst!).getByText('+1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('debounces the search, sends only non-empty values, and applies a cleared search at once', async () => {
    const { calls } = mockApi({ ...filterData, 'GET /api/event-organiser/service-providers': listOf45 });
    const { user, router } = renderDashboard('/dashboard?tab=providers');
    await screen.findByRole('list', { name: 'Service providers' });
    expect(Object.fromEntries(lastQuery(calls))).toEqual({ page: '1', limit: '20', sortBy: 'business_name', sortOrder: 'asc' });
    const before = listCalls(calls).length;
    // The five keys come one after another with no timer run between them (delay: null), as a
    // person types faster than the debounce: on a slow machine a key each task could take longer.
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Search providers' }), 'cater');
    await waitFor(() => expect(lastQuery(calls).get('search')).toBe('cater'));
    const searchCalls = listCalls(calls).slice(before).map((c) => new URLSearchParams(c.path.split('?')[1]).get('search'));
    expect(searchCalls).toEqual(['cater']);
    expect(router.state.location.search).toContain('q=cater');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(lastQuery(calls).has('search')).toBe(false));
  });

  it('keeps what was typed while its own debounced search reaches the address', async () => {
    const { calls } = mockApi({ ...filterData, 'GET /api/event-organiser/service-providers': listOf45 });
    const { user } = renderDashboard('/dashboard?tab=providers');
    await screen.findByRole('list', { name: 'Service providers' });
    const box = screen.getByRole('searchbox', { name: 'Search providers' });
    // A key every debounce period, as on a slow phone: each search reaches the address (in a
    // transition) while the next key is typed, and must not put the box back to what it searched.
    for (const key of 'cater') {
      await user.type(box, key);
      await new Promise((done) => setTimeout(done, SEARCH_DEBOUNCE_MS));
    }
    expect(box).toHaveValue('cater');
    await waitFor(() => expect(lastQuery(calls).get('search')).toBe('cater'));
    expect(box).toHaveValue('cater');
  });

  it('filters by category with counts, minimum experience and city; sort and page size reset to page 1', async () => {
    const { calls } = mockApi({ ...filterData, 'GET /api/event-organiser/service-providers': listOf45 });
    const { user } = renderDashboard('/dashboard?tab=providers&page=2');
    await screen.findByRole('list', { name: 'Service providers' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Catering & Food (12)' })).toBeInTheDocument());
    await user.selectOptions(category, '2');
    await waitFor(() => expect(lastQuery(calls).get('categoryId')).toBe('2'));
    expect(lastQuery(calls).get('page')).toBe('1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum experience' }), '10');
    await waitFor(() => expect(lastQuery(calls).get('minYearsExperience')).toBe('10'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Nelson');
    await waitFor(() => expect(lastQuery(calls).get('city')).toBe('Nelson'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price range' }), 'mid_range');
    await waitFor(() => expect(lastQuery(calls).get('priceRange')).toBe('mid_range'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most Experienced');
    await waitFor(() => expect(lastQuery(calls).get('sortBy')).toBe('years_in_operation'));
    expect(lastQuery(calls).get('sortOrder')).toBe('desc');
    await user.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    await waitFor(() => expect(lastQuery(calls).has('categoryId')).toBe(false));
    expect(lastQuery(calls).has('city')).toBe(false);
    expect(lastQuery(calls).get('sortBy')).toBe('years_in_operation');
  });

  it('pages with at most 5 page buttons and changes the page size', async () => {
    const { calls } = mockApi({ ...filterData, 'GET /api/event-organiser/service-providers': listOf45 });
    const { user } = renderDashboard('/dashboard?tab=providers&limit=12');
    await screen.findByText('Provider 1');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Provider 13')).toBeInTheDocument();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 13–24 of 45 providers');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '36');
    await waitFor(() => expect(lastQuery(calls).get('limit')).toBe('36'));
    expect(lastQuery(calls).get('page')).toBe('1');
    expect(await screen.findByText('Provider 36')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByRole('button', { name: /^Page / })).toHaveLength(2);
  });

  it("shows a capped total as '1,000+' and lets the person page on while there are more", async () => {
    // The API counts up to 1,000 (or to the end of the page asked for) and says when there are more.
    const { calls } = mockApi({
      ...filterData,
      'GET /api/event-organiser/service-providers': (call: TMockCall) => {
        const query = new URLSearchParams(call.path.split('?')[1]);
        const page = Number(query.get('page'));
        const limit = Number(query.get('limit'));
        const data = Array.from({ length: limit }, (_, i) => providerSummary({ provider_id: (page - 1) * limit + i + 1, business_name: `Provider ${(page - 1) * limit + i + 1}` }));
        return { body: { success: true, data, pagination: providerListPagination(page, limit, Math.max(1_000, page * limit), true) } };
      },
    });
    const { user } = renderDashboard('/dashboard?tab=providers&page=50');
    expect(await screen.findByText('Provider 981')).toBeInTheDocument();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 981–1000 of 1,000+ providers');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['47', '48', '49', '50', '51']);
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Provider 1001')).toBeInTheDocument();
    expect(lastQuery(calls).get('page')).toBe('51');
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1001–1020 of 1,020+ providers');
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('says so when nothing matches', async () => {
    mockApi({ ...filterData, 'GET /api/event-organiser/service-providers': { body: { success: true, data: [], pagination: providerListPagination(1, 20, 0) } } });
    renderDashboard('/dashboard?tab=providers&q=zzz');
    expect(await screen.findByRole('heading', { name: 'No service providers found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters to see more results.')).toBeInTheDocument();
  });

  it('shows the error with Try Again, which asks again', async () => {
    let isDown = true;
    mockApi({
      ...filterData,
      'GET /api/event-organiser/service-providers': () =>
        isDown ? { status: 500, body: { success: false, error: 'Internal Server Error' } } : { body: { success: true, data: [providerSummary()], pagination: providerListPagination(1, 20, 1) } },
    });
    const { user } = renderDashboard('/dashboard?tab=providers');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch service providers')).toBeInTheDocument();
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Harbourside Catering Co.' })).toBeInTheDocument();
  });

  it('opens the provider page when a card is clicked', async () => {
    mockApi({ ...filterData, 'GET /api/event-organiser/service-providers': listOf45 });
    const { user, router } = renderDashboard('/dashboard?tab=providers');
    await user.click(await screen.findByRole('link', { name: 'Provider 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/provider/2'));
  });
});

describe('Providers tab, first render', () => {
  it('renders the first four cards at once and the rest after, even when the list was fetched before the tab mounted', async () => {
    // The app fetches /dashboard's list as it starts (prefetch-provider-list.ts), so the tab often
    // mounts with its data in the cache: twenty cards in that first commit were one long task of
    // style and layout on a phone.
    mockApi({ ...filterData, 'GET /api/event-organiser/service-providers': listOf45 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const query = toProviderQuery(readListState(new URLSearchParams()));
    await queryClient.prefetchQuery(serviceProvidersQueryOptions(query));
    const cardsAtCommit: number[] = [];
    const onRender = () => cardsAtCommit.push(document.querySelectorAll('article').length);
    const router = createMemoryRouter([{ path: '*', element: <Profiler id="providers" onRender={onRender}><ProvidersTab /></Profiler> }], { initialEntries: ['/dashboard'] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(cardsAtCommit[0]).toBe(4);
  });
});
