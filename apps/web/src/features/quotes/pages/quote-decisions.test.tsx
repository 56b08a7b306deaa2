import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_ACCEPTED_NOTE_DELAY_MS, QUOTE_MSG, type TQuote } from '@app/contract';
import { clearToasts, getToasts } from '@app/web-core/notify.ts';
import { mockApi, type TMockAnswer, type TMockCall } from '@app/web-core/testing/mock-api.ts';
import { renderDashboard } from '../../../test/render-dashboard.tsx';
import { decisionBody, eventListBody, kauriQuote, listedEvent, quote, quoteListBody } from '../testing/quote-fixtures.ts';

const ACCEPT_PATH = 'POST /api/event-organiser/event-requests/11/quotes/1/accept';
const REJECT_PATH = 'POST /api/event-organiser/event-requests/11/quotes/1/reject';

type TRoutes = Parameters<typeof mockApi>[0];

const api = ({ quotes = [quote(), kauriQuote()], events = [listedEvent()], routes = {} }: { quotes?: TQuote[]; events?: ReturnType<typeof listedEvent>[]; routes?: TRoutes } = {}) =>
  mockApi({
    'GET /api/event-organiser/quotes': { body: quoteListBody(quotes) },
    'GET /api/event-organiser/event-requests': { body: eventListBody(events) },
    ...routes,
  });

const posts = (calls: TMockCall[]) => calls.filter((call) => call.method === 'POST');
const quoteListLoads = (calls: TMockCall[]) => calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/event-organiser/quotes')).length;
const toastTexts = () => getToasts().map((toast) => `${toast.type}: ${toast.message}`);

const card = async (provider: string) => (await screen.findByRole('heading', { level: 2, name: provider })).closest('article')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('accepting and declining quotes on the Quotes & Proposals page', () => {
  it('Accept asks first, then accepts, says so, refreshes the lists and 3 s later notes that the other quotes are closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = api({ routes: { [ACCEPT_PATH]: { body: decisionBody(quote({ status: 'accepted' }), QUOTE_MSG.accepted) } } });
    const { user } = renderDashboard('/dashboard?tab=quotes');
    const harbourside = within(await card('Harbourside Catering Co.'));

    // Not Yet closes the dialog without a call, and focus goes back to Accept.
    await user.click(harbourside.getByRole('button', { name: /^Accept/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Accept this quote?' });
    expect(dialog).toHaveAccessibleDescription(
      'You are booking Harbourside Catering Co. for $4,850 for “Aroha and Tane wedding”. The provider will be notified, and the other quotes for this event will be closed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not Yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(harbourside.getByRole('button', { name: /^Accept/ })).toHaveFocus());
    expect(posts(calls)).toHaveLength(0);

    const loadsBefore = quoteListLoads(calls);
    await user.click(harbourside.getByRole('button', { name: /^Accept/ }));
    dialog = await screen.findByRole('dialog', { name: 'Accept this quote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept Quote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls).map((call) => call.path)).toEqual(['/api/event-organiser/event-requests/11/quotes/1/accept']);
    expect(await screen.findByText(QUOTE_MSG.accepted)).toBeInTheDocument();
    await waitFor(() => expect(quoteListLoads(calls)).toBeGreaterThan(loadsBefore));

    // The note comes QUOTE_ACCEPTED_NOTE_DELAY_MS later, not before.
    expect(QUOTE_ACCEPTED_NOTE_DELAY_MS).toBe(3000);
    act(() => vi.advanceTimersByTime(2_500));
    expect(screen.queryByText(QUOTE_MSG.otherQuotesClosed)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByText(QUOTE_MSG.otherQuotesClosed).closest('[role="status"]')).toHaveAttribute('data-type', 'info');
  });

  it('Decline asks first, then declines and says so, with no note afterwards', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = api({ routes: { [REJECT_PATH]: { body: decisionBody(quote({ status: 'rejected' }), QUOTE_MSG.rejected) } } });
    const { user } = renderDashboard('/dashboard?tab=quotes');
    await user.click(within(await card('Harbourside Catering Co.')).getByRole('button', { name: /^Decline/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this quote?' });
    expect(dialog).toHaveAccessibleDescription('Harbourside Catering Co. will be told you declined their quote of $4,850 for “Aroha and Tane wedding”. This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Keep Quote' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline Quote' }));
    expect(await screen.findByText(QUOTE_MSG.rejected)).toBeInTheDocument();
    expect(posts(calls).map((call) => call.path)).toEqual(['/api/event-organiser/event-requests/11/quotes/1/reject']);
    act(() => vi.advanceTimersByTime(QUOTE_ACCEPTED_NOTE_DELAY_MS + 100));
    expect(toastTexts()).not.toContain(`info: ${QUOTE_MSG.otherQuotesClosed}`);
  });

  it('refuses a second acceptance for an event with a warning and no call: known from My Events or from an accepted quote on screen', async () => {
    const { calls } = api({
      quotes: [quote(), quote({ id: 3, event_request_id: 12, request_id: 12, event_title: 'Ngata whānau reunion' }), kauriQuote({ id: 4, event_request_id: 12, request_id: 12, event_title: 'Ngata whānau reunion', status: 'accepted' })],
      events: [listedEvent({ accepted_quotes_count: 1 }), listedEvent({ id: 12, title: 'Ngata whānau reunion', accepted_quotes_count: 0 })],
    });
    const { user } = renderDashboard('/dashboard?tab=quotes');
    const [wedding, reunion] = await screen.findAllByRole('article');
    // Wait for the events list, which says the wedding is booked.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Event' })).toHaveTextContent('Aroha and Tane wedding'));

    await user.click(within(wedding!).getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText(QUOTE_MSG.alreadyAcceptedForEvent)).toBeInTheDocument();
    expect(toastTexts()).toEqual([`warning: ${QUOTE_MSG.alreadyAcceptedForEvent}`]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    clearToasts();
    await user.click(within(reunion!).getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText(QUOTE_MSG.alreadyAcceptedForEvent)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    // Declining is still possible.
    await user.click(within(wedding!).getByRole('button', { name: /^Decline/ }));
    expect(await screen.findByRole('dialog', { name: 'Decline this quote?' })).toBeInTheDocument();
  });

  it.each<[string, 'accept' | 'reject', TMockAnswer, string, string]>([
    ['the server’s 409 for a second acceptance', 'accept', { status: 409, body: { success: false, error: QUOTE_MSG.alreadyAcceptedForEvent } }, 'warning', QUOTE_MSG.alreadyAcceptedForEvent],
    ['a refusal with its reason', 'accept', { status: 409, body: { success: false, error: QUOTE_MSG.expiredCannotAccept } }, 'error', `Failed to accept quote: ${QUOTE_MSG.expiredCannotAccept}`],
    ['a quote gone', 'reject', { status: 404, body: { success: false, error: QUOTE_MSG.notFound } }, 'error', 'Failed to reject quote: Quote not found'],
    ['a server error', 'accept', { status: 500, body: { success: false, error: 'Internal server error' } }, 'error', QUOTE_MSG.acceptFailed],
    ['no connection', 'reject', 'network-error', 'error', QUOTE_MSG.rejectFailed],
  ])('says what went wrong on %s', async (_case, action, answer, type, text) => {
    const { calls } = api({ routes: { [action === 'accept' ? ACCEPT_PATH : REJECT_PATH]: answer } });
    const { user } = renderDashboard('/dashboard?tab=quotes');
    const loads = async () => quoteListLoads(calls);
    await user.click(within(await card('Harbourside Catering Co.')).getByRole('button', { name: action === 'accept' ? /^Accept/ : /^Decline/ }));
    const dialog = await screen.findByRole('dialog');
    const loadsBefore = await loads();
    await user.click(within(dialog).getByRole('button', { name: action === 'accept' ? 'Accept Quote' : 'Decline Quote' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(toastTexts()).toEqual([`${type}: ${text}`]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The quote or its event may have moved on: the lists are read again.
    await waitFor(async () => expect(await loads()).toBeGreaterThan(loadsBefore));
  });

  it('accepts from the quote detail modal, which then shows the quote accepted without the hint or the buttons', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = api({ routes: { [ACCEPT_PATH]: { body: decisionBody(quote({ status: 'accepted', updated_at: '2026-03-05T02:30:00.000Z' }), QUOTE_MSG.accepted) } } });
    const { user } = renderDashboard('/dashboard?tab=quotes');
    await user.click(await screen.findByRole('button', { name: /View Details of the quote from Harbourside/ }));
    const details = await screen.findByRole('dialog', { name: 'Harbourside Catering Co.' });
    expect(within(details).getByText(QUOTE_MSG.waitHint)).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Accept Quote' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept this quote?' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept Quote' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Accept this quote?' })).not.toBeInTheDocument());
    expect(posts(calls)).toHaveLength(1);
    const d = within(screen.getByRole('dialog', { name: 'Harbourside Catering Co.' }));
    expect(d.getByText('Accepted')).toBeInTheDocument();
    expect(d.getByText('Last updated').nextElementSibling).toHaveTextContent('5 Mar 2026');
    expect(d.queryByText(QUOTE_MSG.waitHint)).not.toBeInTheDocument();
    expect(d.queryByRole('button', { name: /Accept|Reject/ })).not.toBeInTheDocument();
    expect(toastTexts()).toEqual([`success: ${QUOTE_MSG.accepted}`]);
    act(() => vi.advanceTimersByTime(QUOTE_ACCEPTED_NOTE_DELAY_MS));
    expect(toastTexts()).toContain(`info: ${QUOTE_MSG.otherQuotesClosed}`);
  });

  it('Reject Quote in the modal asks with the same dialog and declines', async () => {
    const { calls } = api({ routes: { [REJECT_PATH]: { body: decisionBody(quote({ status: 'rejected' }), QUOTE_MSG.rejected) } } });
    const { user } = renderDashboard('/dashboard?tab=quotes');
    await user.click(await screen.findByRole('button', { name: /View Details of the quote from Harbourside/ }));
    const details = await screen.findByRole('dialog', { name: 'Harbourside Catering Co.' });
    await user.click(within(details).getByRole('button', { name: 'Reject Quote' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Decline this quote?' })).getByRole('button', { name: 'Decline Quote' }));
    await waitFor(() => expect(toastTexts()).toEqual([`success: ${QUOTE_MSG.rejected}`]));
    expect(posts(calls).map((call) => call.path)).toEqual(['/api/event-organiser/event-requests/11/quotes/1/reject']);
    expect(within(screen.getByRole('dialog', { name: 'Harbourside Catering Co.' })).getByText('Rejected')).toBeInTheDocument();
  });
});
