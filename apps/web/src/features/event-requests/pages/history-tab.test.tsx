import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVENT_HISTORY_MSG, REVIEW_MSG, type TEventHistoryResponse, type TPastEvent, type TPastEventBooking } from '@app/contract';
import { mockApi, type TMockCall } from '@app/web-core/testing/mock-api.ts';
import { renderDashboard } from '../../../test/render-dashboard.tsx';

const booking = (overrides: Partial<TPastEventBooking> = {}): TPastEventBooking => ({
  quote_id: 1,
  provider_id: 7,
  business_name: 'Harbourside Catering Co.',
  category_name: 'Catering & Food',
  subcategory_name: 'Wedding catering',
  quote_amount: 4850,
  currency: 'NZD',
  review_id: 3,
  rating: 5,
  ...overrides,
});

const pastEvent = (overrides: Partial<TPastEvent> = {}): TPastEvent => ({
  id: 21,
  title: 'Aroha and Tane wedding',
  description: 'A summer wedding for 120 guests.',
  event_date: '2026-02-14',
  location: 'Auckland',
  status: 'completed',
  history_status: 'completed',
  quotes_count: 4,
  accepted_quotes: [booking(), booking({ quote_id: 2, provider_id: 8, business_name: 'Kauri Sounds', category_name: 'Music', subcategory_name: null, quote_amount: 1499.5, review_id: 4, rating: 4 })],
  total_spent: 6349.5,
  overall_rating: 4.5,
  has_reviews: true,
  can_review: false,
  ...overrides,
});

const historyBody = (data: TPastEvent[], overrides: Partial<Omit<TEventHistoryResponse, 'data'>> = {}): TEventHistoryResponse => ({
  success: true,
  data,
  completed_count: 2,
  cancelled_count: 1,
  total_spent: 8549.5,
  pagination: { total: data.length, page: 1, limit: 20, totalPages: 1 },
  ...overrides,
});

const HISTORY = [
  pastEvent(),
  pastEvent({
    id: 22, title: 'Ngata whānau reunion', event_date: '2025-12-06', location: 'Rotorua',
    accepted_quotes: [booking({ quote_id: 5, provider_id: 9, business_name: 'Kōwhai Kitchen', quote_amount: 2200, review_id: null, rating: null })],
    total_spent: 2200, overall_rating: null, has_reviews: false, can_review: true,
  }),
  pastEvent({ id: 23, title: 'Office party', event_date: '2025-11-20', location: null, status: 'rejected', history_status: 'cancelled', accepted_quotes: [], total_spent: 0, overall_rating: null, has_reviews: false, can_review: false }),
];

const historyCalls = (calls: TMockCall[]) => calls.filter((call) => call.path.startsWith('/api/event-organiser/event-requests/history'));

const card = (title: string) => within(screen.getByRole('heading', { level: 2, name: title }).closest('article')!);
const fact = (scope: ReturnType<typeof card>, label: string) => scope.getByText(label).closest('div')!.querySelector('dd')!;

describe('History tab', () => {
  it('sums up the past events and shows each one’s date, place, providers, rating, total spent and review state', async () => {
    const { calls } = mockApi({ 'GET /api/event-organiser/event-requests/history': { body: historyBody(HISTORY) } });
    renderDashboard('/dashboard?tab=history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event History' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(historyCalls(calls).map((call) => call.path)).toEqual(['/api/event-organiser/event-requests/history']);

    // The summary, over every past event (not only this page).
    expect(screen.getByText('Completed events').nextElementSibling).toHaveTextContent(/^2$/);
    expect(screen.getByText('Total spent', { selector: 'dl[aria-label="Summary"] dt' }).nextElementSibling).toHaveTextContent('$8,549.50');

    const wedding = card('Aroha and Tane wedding');
    expect(wedding.getByText('Completed')).toBeInTheDocument();
    expect(fact(wedding, 'Date')).toHaveTextContent('14 Feb 2026');
    expect(fact(wedding, 'Location')).toHaveTextContent('Auckland');
    expect(fact(wedding, 'Providers hired')).toHaveTextContent('Harbourside Catering Co., Kauri Sounds');
    expect(fact(wedding, 'Rating')).toHaveTextContent('Rated 4.5 out of 5');
    expect(fact(wedding, 'Rating')).toHaveTextContent(/4\.5$/);
    expect(fact(wedding, 'Total spent')).toHaveTextContent('$6,349.50');
    expect(wedding.getByText('Reviewed')).toBeInTheDocument();
    expect(wedding.queryByRole('button', { name: /Leave Review/ })).not.toBeInTheDocument();

    const reunion = card('Ngata whānau reunion');
    expect(fact(reunion, 'Rating')).toHaveTextContent('Not rated yet');
    expect(fact(reunion, 'Total spent')).toHaveTextContent('$2,200');
    expect(reunion.queryByText('Reviewed')).not.toBeInTheDocument();
    expect(reunion.getByRole('button', { name: 'Leave Review for Ngata whānau reunion' })).toHaveAttribute('aria-haspopup', 'dialog');

    const party = card('Office party');
    expect(party.getByText('Cancelled')).toBeInTheDocument();
    expect(fact(party, 'Providers hired')).toHaveTextContent(EVENT_HISTORY_MSG.noProviderBooked);
    expect(fact(party, 'Location')).toHaveTextContent('Location not set');
    expect(fact(party, 'Total spent')).toHaveTextContent('$0');
    expect(party.queryByText('Reviewed')).not.toBeInTheDocument();
    expect(party.queryByRole('button', { name: /Leave Review/ })).not.toBeInTheDocument();
  });

  it('shows a whole-number rating with one decimal', async () => {
    mockApi({ 'GET /api/event-organiser/event-requests/history': { body: historyBody([pastEvent({ overall_rating: 4 })]) } });
    renderDashboard('/dashboard?tab=history');
    await screen.findByRole('article');
    expect(fact(card('Aroha and Tane wedding'), 'Rating')).toHaveTextContent('Rated 4.0 out of 5');
  });

  it('Leave Review opens the review dialog for that event’s provider still to review, and sends the review', async () => {
    const { calls } = mockApi({
      'GET /api/event-organiser/event-requests/history': { body: historyBody(HISTORY) },
      'POST /api/event-organiser/reviews': {
        status: 201,
        body: { success: true, message: REVIEW_MSG.created, data: { id: 9, event_request_id: 22, provider_id: 9, rating: 5, review_text: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' } },
      },
    });
    const { user } = renderDashboard('/dashboard?tab=history');
    await screen.findAllByRole('article');
    const opener = card('Ngata whānau reunion').getByRole('button', { name: /Leave Review/ });
    await user.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Write a Review' }));
    expect(dialog.getByText('Kōwhai Kitchen for “Ngata whānau reunion”')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: '5 stars' }));
    await user.click(dialog.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(REVIEW_MSG.created)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ event_request_id: 22, provider_id: 9, rating: 5, review_text: null });
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('View Details opens the event read-only, with each booking’s price and rating', async () => {
    mockApi({ 'GET /api/event-organiser/event-requests/history': { body: historyBody(HISTORY) } });
    const { user } = renderDashboard('/dashboard?tab=history');
    await screen.findAllByRole('article');
    const opener = card('Aroha and Tane wedding').getByRole('button', { name: 'View Details of Aroha and Tane wedding' });
    await user.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Aroha and Tane wedding' }));
    expect(dialog.getByText('A summer wedding for 120 guests.')).toBeInTheDocument();
    expect(dialog.getByText('Quotes received').nextElementSibling).toHaveTextContent('4');
    const providers = dialog.getAllByRole('listitem');
    expect(providers.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Harbourside Catering Co.'),
      expect.stringContaining('Kauri Sounds'),
    ]);
    expect(within(providers[0]!).getByRole('link', { name: 'Harbourside Catering Co.' })).toHaveAttribute('href', '/dashboard/provider/7');
    expect(providers[0]).toHaveTextContent('$4,850');
    expect(providers[1]).toHaveTextContent('$1,499.50');
    expect(providers[1]).toHaveTextContent('Rated 4.0 out of 5');
    expect(dialog.queryByRole('button', { name: /Edit|Cancel Event/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('says when there is nothing yet', async () => {
    mockApi({ 'GET /api/event-organiser/event-requests/history': { body: historyBody([], { completed_count: 0, cancelled_count: 0, total_spent: 0, pagination: { total: 0, page: 1, limit: 20, totalPages: 0 } }) } });
    renderDashboard('/dashboard?tab=history');
    expect(await screen.findByRole('heading', { level: 2, name: EVENT_HISTORY_MSG.empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See My Events' })).toHaveAttribute('href', '/dashboard?tab=events');
  });

  it("shows the spec's load error with Try Again, which loads the history", async () => {
    let isDown = true;
    mockApi({ 'GET /api/event-organiser/event-requests/history': () => (isDown ? { status: 500, body: { success: false, error: 'Internal server error' } } : { body: historyBody(HISTORY) }) });
    const { user } = renderDashboard('/dashboard?tab=history');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EVENT_HISTORY_MSG.loadFailed);
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages through past events, the page kept in the address', async () => {
    const { calls } = mockApi({
      'GET /api/event-organiser/event-requests/history': (call) => {
        const page = Number(new URLSearchParams(call.path.split('?')[1] ?? '').get('page') ?? 1);
        return { body: historyBody([pastEvent({ id: 30 + page, title: `Past event on page ${page}` })], { pagination: { total: 21, page, limit: 20, totalPages: 2 } }) };
      },
    });
    const { user, router } = renderDashboard('/dashboard?tab=history');
    await screen.findByRole('heading', { level: 2, name: 'Past event on page 1' });
    await user.click(within(screen.getByRole('navigation', { name: 'History pages' })).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Past event on page 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=history&history_page=2');
    expect(historyCalls(calls).at(-1)!.path).toBe('/api/event-organiser/event-requests/history?page=2');
  });
});
