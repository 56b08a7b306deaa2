import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@app/ui/toast.tsx';
import { AuthContext, type TAuth } from '@app/web-core/auth/auth-context.ts';
import { mockApi, type TMockAnswer, type TMockCall } from '@app/web-core/testing/mock-api.ts';
import { DashboardActionsContext, type TDashboardActions } from '../../../lib/dashboard-actions.ts';
import { eventList, eventRequest } from '../../../test/event-fixtures.ts';
import { ORGANISER, renderWithProviders } from '../../../test/render-dashboard.tsx';
import { EventsTab } from './events-tab.tsx';

const LIST = 'GET /api/event-organiser/event-requests';

/** My Events alone, signed in, with the shell's actions as spies and a stand-in for the quotes feature's list. */
const renderEventsTab = (path = '/dashboard?tab=events') => {
  const actions: TDashboardActions = { openPlanEvent: vi.fn(), startTutorial: vi.fn() };
  const auth: TAuth = { status: 'signed-in', user: ORGANISER, token: 'token-123', signIn: vi.fn(), signOut: vi.fn(async () => {}) };
  const view = renderWithProviders(
    <AuthContext.Provider value={auth}>
      <DashboardActionsContext.Provider value={actions}>
        <EventsTab renderEventQuotes={(id) => <p>Quote cards of event {id}</p>} />
      </DashboardActionsContext.Provider>
      <Toaster />
    </AuthContext.Provider>,
    { path },
  );
  return { ...view, actions };
};

const listQuery = (calls: TMockCall[]) =>
  Object.fromEntries(new URLSearchParams(calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/event-organiser/event-requests?')).at(-1)?.path.split('?')[1]));

const cards = async () => within(await screen.findByRole('list', { name: 'Your events' })).getAllByRole('listitem');

const COUNTS = { all: 9, draft: 2, active: 4, completed: 1, cancelled: 2 };

describe('My Events', () => {
  it('shows the filter tabs with their counts and lists the tab asked for, keeping it in the address', async () => {
    const { calls } = mockApi({
      [LIST]: (call) => {
        const status = new URLSearchParams(call.path.split('?')[1]).get('status');
        const events = status === 'draft' ? [eventRequest({ id: 3, title: 'Half-planned picnic', status: 'draft' })] : [eventRequest()];
        return { body: eventList(events, { counts: COUNTS }) };
      },
    });
    const { user, router } = renderEventsTab();
    const tablist = await screen.findByRole('tablist', { name: 'Filter events' });
    await waitFor(() => expect(within(tablist).getByRole('tab', { name: 'All Events (9)' })).toBeInTheDocument());
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All Events9 (9)', 'Drafts2 (2)', 'Active4 (4)', 'Completed1 (1)']);
    expect(within(tablist).getByRole('tab', { name: 'All Events (9)' })).toHaveAttribute('aria-selected', 'true');
    expect(listQuery(calls)).toEqual({ page: '1', limit: '20' });

    await user.click(within(tablist).getByRole('tab', { name: 'Drafts (2)' }));
    expect(await screen.findByRole('heading', { name: 'Half-planned picnic' })).toBeInTheDocument();
    expect(listQuery(calls)).toEqual({ page: '1', limit: '20', status: 'draft' });
    expect(router.state.location.search).toBe('?tab=events&events_status=draft');
    expect(router.state.historyAction).toBe('REPLACE');

    // Arrow keys move between the tabs and select them; Active asks for submitted and active events.
    expect(within(tablist).getByRole('tab', { name: 'Drafts (2)' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(tablist).getByRole('tab', { name: 'Active (4)' })).toHaveFocus();
    expect(within(tablist).getByRole('tab', { name: 'Active (4)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(listQuery(calls)).toEqual({ page: '1', limit: '20', status: 'submitted,active' }));
    await user.keyboard('{End}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=events&events_status=completed'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=events'));
  });

  it('opens on the filter and page the address names', async () => {
    const { calls } = mockApi({ [LIST]: { body: eventList([eventRequest({ status: 'completed' })], { page: 2, total: 21, counts: COUNTS }) } });
    renderEventsTab('/dashboard?tab=events&events_status=completed&events_page=2');
    await cards();
    expect(listQuery(calls)).toEqual({ page: '2', limit: '20', status: 'completed' });
    expect(screen.getByRole('tab', { name: 'Completed (1)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows each card as specified: budget text, quotes pill, closed to new quotes, and the buttons its status allows', async () => {
    mockApi({
      [LIST]: {
        body: eventList([
          eventRequest({ id: 1, title: 'Draft dinner', status: 'draft', budget_min: null, budget_max: null, quotes_count: 0, submitted_at: null, first_quote_at: null }),
          eventRequest({ id: 2, title: 'Open day', status: 'submitted', budget_min: 2000, budget_max: null, quotes_count: 1 }),
          eventRequest({ id: 3, title: 'Late gala', status: 'submitted', budget_min: null, budget_max: 8000, quotes_count: 0, accepting_quotes: false }),
          eventRequest({ id: 4, title: 'Booked wedding', status: 'active', budget_min: 5000, budget_max: 12000, quotes_count: 3, accepted_quotes_count: 1, accepting_quotes: false }),
          eventRequest({ id: 5, title: 'Called off', status: 'cancelled', quotes_count: 0 }),
        ]),
      },
    });
    renderEventsTab();
    const [draft, open, late, booked, cancelled] = await cards();
    expect(within(draft!).getByText('Draft')).toBeInTheDocument();
    expect(within(draft!).getByText('Not specified')).toBeInTheDocument();
    expect(within(draft!).getByText('0 quotes received')).toBeInTheDocument();
    expect(within(draft!).getByRole('button', { name: 'Edit for Draft dinner' })).toBeInTheDocument();
    expect(within(draft!).queryByRole('link', { name: /View Quotes/ })).not.toBeInTheDocument();
    expect(within(draft!).getByRole('button', { name: 'View Details for Draft dinner' })).toBeInTheDocument();

    expect(within(open!).getByText('Active')).toBeInTheDocument();
    expect(within(open!).getByText('From $2,000')).toBeInTheDocument();
    expect(within(open!).getByText('1 quote received')).toBeInTheDocument();
    expect(within(open!).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(open!).getByRole('link', { name: 'View Quotes for Open day' })).toHaveAttribute('href', '/dashboard?tab=quotes&event=2');
    expect(within(open!).queryByText('Closed to new quotes')).not.toBeInTheDocument();

    expect(within(late!).getByText('Up to $8,000')).toBeInTheDocument();
    expect(within(late!).getByText('Closed to new quotes')).toBeInTheDocument();

    expect(within(booked!).getByText('$5,000 - $12,000')).toBeInTheDocument();
    expect(within(booked!).getByText('3 quotes received')).toBeInTheDocument();
    expect(within(booked!).queryByText('Closed to new quotes')).not.toBeInTheDocument();

    expect(within(cancelled!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled!).getAllByRole('button').map((b) => b.textContent)).toEqual(['View Details for Called off']);
  });

  it('offers Create Your First Event when there are no events at all', async () => {
    mockApi({ [LIST]: { body: eventList([], { counts: { all: 0 } }) } });
    const { user, actions } = renderEventsTab('/dashboard?tab=events&events_status=draft');
    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Event' }));
    expect(actions.openPlanEvent).toHaveBeenCalled();
  });

  it('says when a filter is empty and offers all events', async () => {
    mockApi({
      [LIST]: (call) => {
        const status = new URLSearchParams(call.path.split('?')[1]).get('status');
        return { body: eventList(status ? [] : [eventRequest()], { total: status ? 0 : 1, counts: { all: 1, draft: 0, active: 1, completed: 0, cancelled: 0 } }) };
      },
    });
    const { user, router } = renderEventsTab('/dashboard?tab=events&events_status=completed');
    expect(await screen.findByRole('heading', { name: 'No completed events' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Your First Event' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Events' }));
    expect(await cards()).toHaveLength(1);
    expect(router.state.location.search).toBe('?tab=events');
  });

  it.each<[string, TMockAnswer, string]>([
    ['401', { status: 401, body: { success: false, error: 'Unauthorised' } }, 'Please log in to view your events.'],
    ['403', { status: 403, body: { success: false, error: 'Forbidden' } }, 'You do not have permission to view events.'],
    ['500', { status: 503, body: { success: false, error: 'Unavailable' } }, 'Server error. Please try again later.'],
    ['no connection', 'network-error', 'Unable to connect to the server. Please check your internet connection.'],
    ['another failure', { status: 400, body: { success: false, error: 'Bad request' } }, 'Failed to load events. Please try again.'],
  ])('on %s shows Unable to load events with the reason and Try Again', async (_name, answer, text) => {
    let isFailing = true;
    mockApi({ [LIST]: () => (isFailing ? answer : { body: eventList([eventRequest()]) }) });
    const { user } = renderEventsTab();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to load events' })).toBeInTheDocument();
    expect(within(alert).getByText(text)).toBeInTheDocument();
    isFailing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await cards()).toHaveLength(1);
  });

  it('pages beyond 20 events with the page in the address', async () => {
    const { calls } = mockApi({
      [LIST]: (call) => {
        const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page'));
        const events = Array.from({ length: page < 3 ? 20 : 5 }, (_, i) => eventRequest({ id: (page - 1) * 20 + i + 1, title: `Event ${(page - 1) * 20 + i + 1}` }));
        return { body: eventList(events, { page, total: 45 }) };
      },
    });
    const { user, router } = renderEventsTab();
    expect(await cards()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Event pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Event 21' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=events&events_page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(listQuery(calls)).toEqual({ page: '2', limit: '20' });
    await user.click(within(screen.getByRole('navigation', { name: 'Event pages' })).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByRole('heading', { name: 'Event 45' })).toBeInTheDocument();
    expect(await cards()).toHaveLength(5);

    // Changing filter starts again at page 1.
    await user.click(screen.getByRole('tab', { name: /Drafts/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=events&events_status=draft'));
  });

  it('shows the last page instead of one past it', async () => {
    mockApi({
      [LIST]: (call) => {
        const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page'));
        return { body: eventList(page > 2 ? [] : [eventRequest({ title: `On page ${page}` })], { page, total: 21 }) };
      },
    });
    const { router } = renderEventsTab('/dashboard?tab=events&events_page=7');
    expect(await screen.findByRole('heading', { name: 'On page 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=events&events_page=2');
  });

  it('opens the details of an event, and Edit on a draft opens the wizard on its values', async () => {
    mockApi({
      [LIST]: { body: eventList([eventRequest({ id: 11, title: 'Harbour wedding' }), eventRequest({ id: 12, title: 'Winter gala draft', status: 'draft', submitted_at: null })]) },
      'GET /api/event-organiser/event-requests/11': { body: { success: true, data: eventRequest({ id: 11, title: 'Harbour wedding' }) } },
    });
    const { user } = renderEventsTab();
    await cards();
    await user.click(screen.getByRole('button', { name: 'View Details for Harbour wedding' }));
    const details = await screen.findByRole('dialog', { name: 'Harbour wedding' });
    await user.click(within(details).getByRole('tab', { name: 'Quotes (2)' }));
    expect(within(details).getByText('Quote cards of event 11')).toBeInTheDocument();
    // The footer's Close (the corner's close button has the same name).
    await user.click(within(details).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Details for Harbour wedding' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Edit for Winter gala draft' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(edit).getByLabelText('Event title')).toHaveValue('Winter gala draft');
    expect(within(edit).getByRole('button', { name: 'Delete Draft' })).toBeInTheDocument();
  });
});
