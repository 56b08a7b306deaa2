import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockPortalApi, pagination, renderPortal, requestSummary, signInAsProvider } from '../../../test/render-portal.tsx';
import { DATE_ORDER_PROBLEM } from '../request-filters.ts';

const listAnswer = (page = 1, total = 45) => ({
  body: {
    success: true,
    data: [
      requestSummary({ id: 21, invited: true, my_quote: { id: 301, status: 'submitted', quote_amount: 7250 } }),
      requestSummary({ id: 22, title: 'Company end-of-year party', matching_categories: ['Music & Entertainment'], quotes_count: 1 }),
    ],
    pagination: pagination(page, total),
  },
});

describe('requests inbox', () => {
  it('shows cards with their facts and badges', async () => {
    signInAsProvider();
    mockPortalApi({ 'GET /api/service-provider/event-requests': listAnswer() });
    renderPortal('/requests');
    const first = (await screen.findByRole('link', { name: 'Summer wedding at Oriental Bay' })).closest('article')!;
    expect(within(first).getByText('Invited you')).toBeInTheDocument();
    expect(within(first).getByText('Quoted · Pending')).toBeInTheDocument();
    expect(within(first).getByText('$4,000 – $9,000')).toBeInTheDocument();
    expect(within(first).getByText('Reply by 20 Jan 2030')).toBeInTheDocument();
    expect(within(first).getByText('Thu, 14 Feb 2030')).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Your matching services' })).toHaveTextContent('Catering & Food');
    expect(screen.getByText(/45 requests/)).toBeInTheDocument();
  });

  it('keeps the filters and the page in the address and asks the API for exactly them', async () => {
    signInAsProvider();
    const { calls } = mockPortalApi({ 'GET /api/service-provider/event-requests': (call) => listAnswer(Number(new URL(call.path, 'http://x').searchParams.get('page') ?? 1)) });
    const { user, location } = renderPortal('/requests?invited_only=true&page=2');
    await screen.findByRole('link', { name: 'Summer wedding at Oriental Bay' });
    const listCalls = () => calls.filter((c) => c.path.startsWith('/api/service-provider/event-requests'));
    expect(listCalls()[0]?.path).toBe('/api/service-provider/event-requests?invited_only=true&page=2');
    expect(screen.getByRole('checkbox', { name: 'Invited only' })).toBeChecked();

    await user.selectOptions(screen.getByLabelText('Service'), '3');
    await waitFor(() => expect(location()).toBe('/requests?category_id=3&invited_only=true'));
    await waitFor(() => expect(listCalls().at(-1)?.path).toBe('/api/service-provider/event-requests?category_id=3&invited_only=true&page=1'));

    await user.type(screen.getByLabelText('Event from'), '2030-02-01');
    await waitFor(() => expect(location()).toBe('/requests?category_id=3&date_from=2030-02-01&invited_only=true'));

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/requests?category_id=3&date_from=2030-02-01&invited_only=true&page=2'));
    await waitFor(() => expect(listCalls().at(-1)?.path).toBe('/api/service-provider/event-requests?category_id=3&date_from=2030-02-01&invited_only=true&page=2'));

    await user.click(screen.getByRole('checkbox', { name: 'Invited only' }));
    await waitFor(() => expect(location()).toBe('/requests?category_id=3&date_from=2030-02-01'));
  });

  it('a date range that ends before it starts is explained, not sent', async () => {
    signInAsProvider();
    const { calls } = mockPortalApi({ 'GET /api/service-provider/event-requests': listAnswer() });
    renderPortal('/requests?date_from=2030-03-01&date_to=2030-02-01');
    expect(await screen.findByText(DATE_ORDER_PROBLEM)).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/service-provider/event-requests'))).toBe(false);
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    signInAsProvider();
    mockPortalApi({ 'GET /api/service-provider/event-requests': { body: { success: true, data: [], pagination: pagination(1, 0) } } });
    const { user, location } = renderPortal('/requests?invited_only=true');
    expect(await screen.findByRole('heading', { name: 'No requests match these filters' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(location()).toBe('/requests'));
    expect(await screen.findByRole('heading', { name: 'No matching requests right now' })).toBeInTheDocument();
  });

  it('a failed load offers Try Again', async () => {
    signInAsProvider();
    let isDown = true;
    mockPortalApi({ 'GET /api/service-provider/event-requests': () => (isDown ? { status: 503, body: { success: false, error: 'Service unavailable' } } : listAnswer()) });
    const { user } = renderPortal('/requests');
    expect(await screen.findByRole('heading', { name: 'Requests could not be loaded' })).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Summer wedding at Oriental Bay' })).toBeInTheDocument();
  });
});
