import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUOTE_MSG } from '@app/contract';
import { clearToasts, getToasts } from '@app/web-core/notify.ts';
import { Toaster } from '@app/ui/toast.tsx';
import { mockApi } from '@app/web-core/testing/mock-api.ts';
import { renderWithProviders } from '../../../test/render-dashboard.tsx';
import { decisionBody, kauriQuote, quote } from '../testing/quote-fixtures.ts';
import { EventQuotesList } from './event-quotes-list.tsx';

const QUOTES_PATH = 'GET /api/event-organiser/event-requests/11/quotes';

const renderList = () =>
  renderWithProviders(
    <>
      <EventQuotesList eventRequestId={11} />
      <Toaster />
    </>,
  );

describe('EventQuotesList (the Quotes tab of the event details modal)', () => {
  it('lists the event’s quote cards, each opening the quote detail modal', async () => {
    const { calls } = mockApi({ [QUOTES_PATH]: { body: { success: true, data: [quote(), kauriQuote({ status: 'rejected' })] } } });
    const { user } = renderList();
    const list = await screen.findByRole('list', { name: 'Quotes for this event' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(calls.map((call) => call.path)).toEqual(['/api/event-organiser/event-requests/11/quotes']);
    // The cards open the modal; the decision is made there.
    expect(within(list).queryByRole('button', { name: /^Accept|^Decline/ })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /View Details of the quote from Kauri Sounds/ }));
    const rejected = within(await screen.findByRole('dialog', { name: 'Kauri Sounds' }));
    expect(rejected.getByText('Rejected')).toBeInTheDocument();
    expect(rejected.queryByText(QUOTE_MSG.waitHint)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(list).getByRole('button', { name: /View Details of the quote from Harbourside/ }));
    const pending = within(await screen.findByRole('dialog', { name: 'Harbourside Catering Co.' }));
    expect(pending.getByText(QUOTE_MSG.waitHint)).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Reject Quote' })).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Accept Quote' })).toBeInTheDocument();
  });

  it('accepts from the modal, then refuses a second acceptance for the event without a call', async () => {
    let accepted = false;
    const { calls } = mockApi({
      [QUOTES_PATH]: () => ({ body: { success: true, data: [quote({ status: accepted ? 'accepted' : 'submitted' }), kauriQuote()] } }),
      'POST /api/event-organiser/event-requests/11/quotes/1/accept': () => {
        accepted = true;
        return { body: decisionBody(quote({ status: 'accepted' }), QUOTE_MSG.accepted) };
      },
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: /View Details of the quote from Harbourside/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Harbourside Catering Co.' })).getByRole('button', { name: 'Accept Quote' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Accept this quote?' })).getByRole('button', { name: 'Accept Quote' }));
    await waitFor(() => expect(getToasts().map((toast) => toast.message)).toEqual([QUOTE_MSG.accepted]));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    clearToasts();
    await user.click(screen.getByRole('button', { name: /View Details of the quote from Kauri Sounds/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Kauri Sounds' })).getByRole('button', { name: 'Accept Quote' }));
    // (The acceptance's own note may come meanwhile: only the warning is looked for.)
    expect(getToasts().filter((toast) => toast.type === 'warning').map((toast) => toast.message)).toEqual([QUOTE_MSG.alreadyAcceptedForEvent]);
    expect(screen.queryByRole('dialog', { name: 'Accept this quote?' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says when the event has no quotes, and shows the load error with Try Again', async () => {
    let isDown = true;
    mockApi({ [QUOTES_PATH]: () => (isDown ? { status: 500, body: { success: false, error: 'Internal server error' } } : { body: { success: true, data: [] } }) });
    const { user } = renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(QUOTE_MSG.loadFailed);
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No quotes yet')).toBeInTheDocument();
  });
});
