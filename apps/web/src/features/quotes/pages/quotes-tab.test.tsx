import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUOTE_MSG } from '@app/contract';
import { mockApi, type TMockCall } from '@app/web-core/testing/mock-api.ts';
import { renderDashboard } from '../../../test/render-dashboard.tsx';
import { eventListBody, listedEvent, quote, quoteListBody } from '../testing/quote-fixtures.ts';

const listBody = quoteListBody;

const eventsBody = eventListBody([listedEvent(), listedEvent({ id: 12, title: 'Ngata whānau reunion', quotes_count: 1 }), listedEvent({ id: 13, title: 'Office party draft', quotes_count: 0 })]);

const quoteCalls = (calls: TMockCall[]) => calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/event-organiser/quotes'));
const lastQuoteQuery = (calls: TMockCall[]) => new URLSearchParams(quoteCalls(calls).at(-1)!.path.split('?')[1] ?? '');

const api = (quotes: Parameters<typeof mockApi>[0][string]) =>
  mockApi({ 'GET /api/event-organiser/quotes': quotes, 'GET /api/event-organiser/event-requests': { body: eventsBody } });

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('Quotes & Proposals page', () => {
  it('shows every card field and each status tab with its count', async () => {
    api({
      body: listBody([
        quote(),
        quote({
          id: 2, provider: { ...quote().provider, provider_id: 8, business_name: 'Kauri Sounds' }, quote_amount: 1499.5, status: 'expired',
          estimated_duration: null, includes_setup: false, includes_cleanup: false, additional_charges: null, subcategory_name: null,
        }),
      ]),
    });
    renderDashboard('/dashboard?tab=quotes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotes & Proposals' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);

    expect(screen.getByRole('tablist', { name: 'Quote status' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All5 (5)', 'Pending2 (2)', 'Accepted1 (1)', 'Rejected1 (1)']);
    for (const name of ['All (5)', 'Pending (2)', 'Accepted (1)', 'Rejected (1)']) expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'false');

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 2, name: 'Harbourside Catering Co.' })).toBeInTheDocument();
    expect(first.getByText('Aroha and Tane wedding')).toBeInTheDocument();
    expect(first.getByText('Catering & Food · Wedding catering')).toBeInTheDocument();
    expect(first.getByText('$4,850')).toBeInTheDocument();
    expect(first.getByText('$4,850').parentElement).toHaveTextContent('Amount: $4,850NZD');
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(first.getByText(/A three-course seasonal menu/)).toBeInTheDocument();
    expect(first.getByText('6 hours')).toBeInTheDocument();
    expect(first.getByText('Setup included')).toBeInTheDocument();
    expect(first.getByText('Cleanup included')).toBeInTheDocument();
    expect(first.getByText('Additional charges:').parentElement).toHaveTextContent('Additional charges: Travel outside Auckland is $2 a kilometre.');
    expect(first.getByText('31 Jan 2030')).toBeInTheDocument();
    expect(first.getByText('2 Mar 2026')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Contact Provider/ })).toHaveAttribute('href', '/dashboard/provider/7');
    expect(first.getByRole('button', { name: 'Decline the quote from Harbourside Catering Co.' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Accept the quote from Harbourside Catering Co.' })).toBeInTheDocument();

    const second = within(cards[1]!);
    expect(second.getByText('$1,499.50')).toBeInTheDocument();
    expect(second.getByText('Expired')).toBeInTheDocument();
    expect(second.getByText('Duration not specified')).toBeInTheDocument();
    expect(second.queryByText('Setup included')).not.toBeInTheDocument();
    expect(second.queryByText('Cleanup included')).not.toBeInTheDocument();
    expect(second.queryByText(/Additional charges/)).not.toBeInTheDocument();
    // An expired quote is listed under All, and takes no decision.
    expect(second.queryByRole('button', { name: /Accept|Decline/ })).not.toBeInTheDocument();
  });

  it('keeps the status tab in the address and asks the API for it', async () => {
    const { calls } = api((call) => {
      const status = new URLSearchParams(call.path.split('?')[1] ?? '').get('status');
      return { body: listBody(status === 'submitted' ? [quote()] : [quote(), quote({ id: 3, status: 'accepted' })]) };
    });
    const { user, router } = renderDashboard('/dashboard?tab=quotes');
    await screen.findAllByRole('article');
    await user.click(tab('Pending'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=quotes&status=submitted'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(lastQuoteQuery(calls).get('status')).toBe('submitted');

    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowRight}');
    expect(tab('Accepted')).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=quotes&status=accepted'));
    await user.click(tab('All'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=quotes'));
    expect(lastQuoteQuery(calls).has('status')).toBe(false);
  });

  it('opens filtered by the event and status the address names, and the dropdown changes the event', async () => {
    const { calls } = api({ body: listBody([quote({ id: 4, event_request_id: 12, request_id: 12, event_title: 'Ngata whānau reunion', status: 'accepted' })]) });
    const { user, router } = renderDashboard('/dashboard?tab=quotes&event=12&status=accepted');
    await screen.findAllByRole('article');
    expect(lastQuoteQuery(calls).get('event_request_id')).toBe('12');
    expect(lastQuoteQuery(calls).get('status')).toBe('accepted');
    expect(tab('Accepted')).toHaveAttribute('aria-selected', 'true');

    const select = screen.getByRole('combobox', { name: 'Event' });
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['All events', 'Aroha and Tane wedding', 'Ngata whānau reunion']));
    expect(select).toHaveValue('12');
    await user.selectOptions(select, 'Aroha and Tane wedding');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=quotes&event=11&status=accepted'));
    await waitFor(() => expect(lastQuoteQuery(calls).get('event_request_id')).toBe('11'));
    await user.selectOptions(select, 'All events');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=quotes&status=accepted'));
  });

  it("shows the spec's load error with Try Again, which loads the quotes", async () => {
    let isDown = true;
    api(() => (isDown ? { status: 500, body: { success: false, error: 'Internal server error' } } : { body: listBody([quote()]) }));
    const { user } = renderDashboard('/dashboard?tab=quotes');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load quotes. Please check your authentication and try again.');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbourside Catering Co.' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what each empty tab will hold', async () => {
    const empty = { all: 0, submitted: 0, accepted: 0, rejected: 0, expired: 0, withdrawn: 0 };
    api({ body: listBody([], { counts: empty, totalPages: 0 }) });
    const { user } = renderDashboard('/dashboard?tab=quotes');
    expect(await screen.findByRole('heading', { name: 'No quotes yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See My Events' })).toHaveAttribute('href', '/dashboard?tab=events');
    await user.click(tab('Rejected'));
    expect(await screen.findByRole('heading', { name: 'No rejected quotes' })).toBeInTheDocument();
  });

  it('pages through the quotes when there is more than one page', async () => {
    const { calls } = api((call) => {
      const page = Number(new URLSearchParams(call.path.split('?')[1] ?? '').get('page') ?? 1);
      return { body: listBody([quote({ id: page, provider: { ...quote().provider, business_name: `Provider on page ${page}` } })], { page, totalPages: 2 }) };
    });
    const { user, router } = renderDashboard('/dashboard?tab=quotes');
    await screen.findByRole('heading', { level: 2, name: 'Provider on page 1' });
    const pages = screen.getByRole('navigation', { name: 'Quote pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Provider on page 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=quotes&page=2');
    expect(lastQuoteQuery(calls).get('page')).toBe('2');
  });

  it('opens the quote detail dialog: provider, amount, message, dates, the wait hint with Reject and Accept, and links to the provider and Messages', async () => {
    api({ body: listBody([quote(), quote({ id: 5, status: 'accepted', chat_room_id: null, provider: { ...quote().provider, business_name: 'Kauri Sounds', contact_name: null } })]) });
    const { user } = renderDashboard('/dashboard?tab=quotes');
    const opener = await screen.findByRole('button', { name: /View Details of the quote from Harbourside/ });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Harbourside Catering Co.' });
    expect(dialog).toHaveAccessibleDescription('Quote for Aroha and Tane wedding');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const d = within(dialog);
    expect(d.getByText('Tama Wilson')).toBeInTheDocument();
    expect(d.getByText('Active')).toBeInTheDocument();
    expect(d.getByText('$4,850')).toBeInTheDocument();
    expect(d.getByText('NZD')).toBeInTheDocument();
    expect(d.getByText(/A three-course seasonal menu/)).toBeInTheDocument();
    expect(d.getByText('31 Jan 2030')).toBeInTheDocument();
    expect(d.getByText('Submitted').nextElementSibling).toHaveTextContent('2 Mar 2026');
    expect(d.getByText('Last updated').nextElementSibling).toHaveTextContent('3 Mar 2026');
    expect(d.getByText(QUOTE_MSG.waitHint)).toBeInTheDocument();
    expect(d.getByRole('link', { name: 'View Provider' })).toHaveAttribute('href', '/dashboard/provider/7');
    expect(d.getByRole('link', { name: 'Open Messages' })).toHaveAttribute('href', '/dashboard?tab=messages&room=31');
    expect(d.getByRole('button', { name: 'Reject Quote' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Accept Quote' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /View Details of the quote from Kauri Sounds/ }));
    const accepted = within(await screen.findByRole('dialog', { name: 'Kauri Sounds' }));
    expect(accepted.queryByText(QUOTE_MSG.waitHint)).not.toBeInTheDocument();
    expect(accepted.getByText('Contact person').nextElementSibling).toHaveTextContent('Not provided');
    expect(accepted.queryByRole('link', { name: 'Open Messages' })).not.toBeInTheDocument();
    expect(accepted.queryByRole('button', { name: /Accept|Reject/ })).not.toBeInTheDocument();
  });
});
