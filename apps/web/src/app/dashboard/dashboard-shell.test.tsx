import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, TUTORIAL_DELAY_MS, UNREAD_POLL_MS } from '@app/contract';
import { mockApi } from '@app/web-core/testing/mock-api.ts';
import { renderDashboard } from '../../test/render-dashboard.tsx';
import { WELCOME_MESSAGE } from './use-dashboard-query-flags.ts';

const EMPTY_LIST = { success: true, data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } };

const quietApi = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/event-organiser/service-providers': { body: { ...EMPTY_LIST, pagination: { ...EMPTY_LIST.pagination, isTotalCapped: false } } },
    'GET /api/event-organiser/event-requests': { body: EMPTY_LIST },
    ...extra,
  });

const dashboardNav = () => screen.getByRole('navigation', { name: 'Dashboard' });

afterEach(() => {
  vi.useRealTimers();
});

describe('dashboard shell', () => {
  it('opens on Providers by default and shows the header: brand, tabs, Plan Event, notifications, profile', async () => {
    quietApi();
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover Service Providers' })).toBeInTheDocument();
    const nav = dashboardNav();
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Providers', 'My Events', 'Quotes', 'History', 'Messages', 'Reviews']);
    expect(within(nav).getByRole('link', { name: 'Providers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Plan Event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile menu for Aroha' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.dashboardTab)).toBe('providers');
  });

  it('falls back to Providers for an unknown ?tab= value', async () => {
    quietApi();
    renderDashboard('/dashboard?tab=settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover Service Providers' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.dashboardTab)).toBe('providers');
  });

  it('changes tab by replacing the history entry and saves the tab', async () => {
    quietApi();
    const { router, user } = renderDashboard('/dashboard?tab=providers');
    await screen.findByRole('heading', { level: 1, name: 'Discover Service Providers' });
    await user.click(within(dashboardNav()).getByRole('link', { name: 'Quotes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotes & Proposals' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?tab=quotes');
    expect(sessionStorage.getItem(STORAGE_KEYS.dashboardTab)).toBe('quotes');
    await user.click(within(dashboardNav()).getByRole('link', { name: 'History' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Event History' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('restores the saved tab when /dashboard opens without ?tab=', async () => {
    quietApi();
    sessionStorage.setItem(STORAGE_KEYS.dashboardTab, 'reviews');
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    expect(within(dashboardNav()).getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
  });

  it('reaches Profile through the profile menu, which shows the display name and e-mail', async () => {
    quietApi();
    const { user } = renderDashboard('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Profile menu for Aroha' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Aroha')).toBeInTheDocument();
    expect(within(menu).getByText('demo@huievents.co.nz')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
  });

  it('signs out from the profile menu', async () => {
    quietApi();
    const { user, auth } = renderDashboard('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Profile menu for Aroha' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('opens the notifications popover with an honest empty state', async () => {
    quietApi();
    const { user } = renderDashboard('/dashboard');
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('No notifications yet')).toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('shows the unread count on Messages, capped at 99+', async () => {
    quietApi({ 'GET /api/chat/unread-count': { body: { success: true, data: { unread_count: 150 } } } });
    renderDashboard('/dashboard');
    const messages = within(dashboardNav()).getByRole('link', { name: /Messages/ });
    await waitFor(() => expect(within(messages).getByTestId('unread-badge')).toHaveTextContent('99+'));
  });

  it('hides the badge and stops polling while the chat service does not answer the count', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = quietApi();
    renderDashboard('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Discover Service Providers' });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/chat/unread-count')).toHaveLength(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2);
    });
    expect(calls.filter((c) => c.path === '/api/chat/unread-count')).toHaveLength(1);
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('polls the unread count every two minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 3;
    const { calls } = quietApi({ 'GET /api/chat/unread-count': () => ({ body: { success: true, data: { unread_count: count } } }) });
    renderDashboard('/dashboard');
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('3'));
    count = 4;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    });
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('4'));
    expect(calls.filter((c) => c.path === '/api/chat/unread-count').length).toBeGreaterThanOrEqual(2);
  });

  it('starts the tour 1.5 s after ?new_user=true and removes the flag from the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    quietApi();
    const { router } = renderDashboard('/dashboard?new_user=true');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('dialog', { name: 'Welcome to your dashboard!' })).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TUTORIAL_DELAY_MS);
    });
    expect(await screen.findByRole('dialog', { name: 'Welcome to your dashboard!' })).toBeInTheDocument();
  });

  it('does not start the tour by itself once it was completed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    quietApi();
    localStorage.setItem(STORAGE_KEYS.tutorialCompleted, 'true');
    const { router } = renderDashboard('/dashboard?new_user=true');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TUTORIAL_DELAY_MS * 2);
    });
    expect(screen.queryByRole('dialog', { name: 'Welcome to your dashboard!' })).not.toBeInTheDocument();
  });

  it('greets a new account on ?welcome=true', async () => {
    quietApi();
    const { router } = renderDashboard('/dashboard?welcome=true&tab=events');
    expect(await screen.findByText(WELCOME_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=events'));
  });

  it('starts the tour from Help & Demo on My Events', async () => {
    quietApi();
    const { user } = renderDashboard('/dashboard?tab=events');
    await user.click(await screen.findByRole('button', { name: 'Help & Demo' }));
    expect(screen.getByRole('dialog', { name: 'Welcome to your dashboard!' })).toBeInTheDocument();
  });

  it('opens the Plan Event slot and, after an event is created, shows My Events', async () => {
    quietApi();
    const { user, router } = renderDashboard('/dashboard', {
      planEvent: ({ isOpen, onCreated }) =>
        isOpen ? (
          <div role="dialog" aria-label="Plan Your Event">
            <button type="button" onClick={() => onCreated({ id: 99 })}>
              Submit Event
            </button>
          </div>
        ) : null,
    });
    await user.click(screen.getByRole('button', { name: 'Plan Event' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Plan Your Event' })).getByRole('button', { name: 'Submit Event' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=events'));
  });

  it('repeats the tabs in the mobile menu', async () => {
    quietApi();
    const { user } = renderDashboard('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Open dashboard menu' }));
    const menu = screen.getByRole('navigation', { name: 'Dashboard menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Providers', 'My Events', 'Quotes', 'History', 'Messages', 'Reviews', 'Profile',
    ]);
    await user.click(within(menu).getByRole('link', { name: 'My Events' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Events' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard menu' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu on a tap on the tab already shown, which goes nowhere', async () => {
    quietApi();
    const { user } = renderDashboard('/dashboard?tab=events');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Events' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open dashboard menu' }));
    const menu = screen.getByRole('navigation', { name: 'Dashboard menu' });
    await user.click(within(menu).getByRole('link', { name: 'My Events' }));
    expect(screen.queryByRole('navigation', { name: 'Dashboard menu' })).not.toBeInTheDocument();
  });
});
