import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TQuoteRequest } from '@app/contract';
import { mockApi, type TMockCall } from '@app/web-core/testing/mock-api.ts';
import { eventList, eventRequest, providerDetail, renderDashboard } from '../../../test/render-dashboard.tsx';
import { eventChoices } from './contact-provider-page.tsx';

const EVENTS = [
  eventRequest({ id: 11, title: 'Aroha and Tane wedding', status: 'submitted', event_date: '2030-02-14' }),
  eventRequest({ id: 12, title: 'Office end-of-year party', status: 'active', event_date: '2029-12-12' }),
  eventRequest({ id: 13, title: 'Whānau reunion', status: 'draft' }),
];

const invitation = (eventId: number, title: string): TQuoteRequest => ({
  id: 100 + eventId,
  provider_id: 7,
  business_name: 'Harbourside Catering Co.',
  event_request_id: eventId,
  event_title: title,
  event_date: '2030-02-14',
  event_status: 'submitted',
  message: null,
  chat_room_id: 55,
  created_at: '2026-01-02T00:00:00.000Z',
  replied_at: null,
  reminded_at: null,
});

const api = (invitations: TQuoteRequest[], post?: (call: TMockCall) => { status?: number; body?: unknown }) =>
  mockApi({
    'GET /api/event-organiser/service-providers/7': { body: { success: true, data: providerDetail() } },
    'GET /api/event-organiser/event-requests': { body: eventList(EVENTS, { limit: 100 }) },
    'GET /api/event-organiser/quote-requests': () => ({ body: { success: true, data: invitations } }),
    'POST /api/event-organiser/quote-requests': post ?? { status: 500, body: {} },
  });

describe('eventChoices', () => {
  it('lists open events first (soonest first), then invited ones, then drafts; never past events', () => {
    const all = [...EVENTS, eventRequest({ id: 14, status: 'completed' }), eventRequest({ id: 15, status: 'cancelled' })];
    expect(eventChoices(all, new Set([11])).map((c) => [c.event.id, c.state])).toEqual([
      [12, 'open'],
      [11, 'invited'],
      [13, 'draft'],
    ]);
  });
});

describe('Request a Quote page', () => {
  it('asks which event, keeps drafts out, sends the request and confirms with a way to Messages', async () => {
    const invitations: TQuoteRequest[] = [];
    const { calls } = api(invitations, (call) => {
      const body = call.body as { event_request_id: number };
      invitations.push(invitation(body.event_request_id, 'Office end-of-year party'));
      return { status: 201, body: { success: true, message: 'Quote request sent', created: true, data: invitations[0] } };
    });
    const { user } = renderDashboard('/dashboard/contact-provider/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request a Quote' })).toBeInTheDocument();
    expect(screen.getByLabelText('Provider')).toHaveTextContent('Harbourside Catering Co.');
    const draft = await screen.findByRole('radio', { name: /Whānau reunion/ });
    expect(draft).toBeDisabled();
    expect(screen.getByText('Draft: submit this event before inviting providers')).toBeInTheDocument();
    expect(screen.queryByTestId('already-invited')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Quote Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose the event you would like a quote for');

    await user.click(screen.getByRole('radio', { name: /Office end-of-year party/ }));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), '  About 60 guests, canapés only.  ');
    await user.click(screen.getByRole('button', { name: 'Send Quote Request' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByRole('heading', { name: 'Quote request sent!' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Harbourside Catering Co. has been invited to quote for Office end-of-year party.');
    expect(status).toHaveTextContent('A chat with them is open in Messages');
    expect(within(status).getByRole('link', { name: 'Go to Messages' })).toHaveAttribute('href', '/dashboard?tab=messages');
    expect(within(status).getByRole('link', { name: 'Back to Provider' })).toHaveAttribute('href', '/dashboard/provider/7');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ provider_id: 7, event_request_id: 12, message: 'About 60 guests, canapés only.' });

    await user.click(within(status).getByRole('button', { name: 'Invite them for another event' }));
    await waitFor(() => expect(screen.getByTestId('already-invited')).toHaveTextContent('Already invited for: Office end-of-year party'));
    expect(screen.getByRole('radio', { name: /Office end-of-year party/ })).toBeDisabled();
  }, 20_000);

  it('shows the server’s reason when the request is refused', async () => {
    api([], () => ({ status: 409, body: { success: false, error: 'Submit this event request before inviting providers' } }));
    const { user } = renderDashboard('/dashboard/contact-provider/7');
    await user.click(await screen.findByRole('radio', { name: /Aroha and Tane wedding/ }));
    await user.click(screen.getByRole('button', { name: 'Send Quote Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Submit this event request before inviting providers');
  });

  it('starts a new event through the Plan Event wizard and selects it', async () => {
    api([]);
    const { user } = renderDashboard('/dashboard/contact-provider/7', {
      planEvent: ({ isOpen, onCreated, onOpenChange }) =>
        isOpen ? (
          <div role="dialog" aria-label="Plan Your Event">
            <button
              type="button"
              onClick={() => {
                onCreated({ id: 11, status: 'submitted' });
                onOpenChange(false);
              }}
            >
              Submit Event
            </button>
          </div>
        ) : null,
    });
    await user.click(await screen.findByRole('button', { name: 'Start a new event' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Plan Your Event' })).getByRole('button', { name: 'Submit Event' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Aroha and Tane wedding/ })).toBeChecked());
  });

  it('shows Provider not found for an unknown provider', async () => {
    mockApi({ 'GET /api/event-organiser/service-providers/9': { status: 404, body: { success: false, error: 'Provider not found' } } });
    renderDashboard('/dashboard/contact-provider/9');
    expect(await screen.findByRole('heading', { name: 'Provider not found' })).toBeInTheDocument();
  });
});
