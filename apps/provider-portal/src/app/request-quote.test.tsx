// The request page with its quote panel, as the app puts them together.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addDaysToIsoDate, nzToday, QUOTE_MSG, type TProviderRequestDetail } from '@app/contract';
import { mockPortalApi, quote, renderPortal, requestDetail, signInAsProvider } from '../test/render-portal.tsx';

const detailRoute = (answer: () => TProviderRequestDetail) => ({
  'GET /api/service-provider/event-requests/21': () => ({ body: { success: true, data: answer() } }),
});

describe('the quote on a request page', () => {
  it('shows everything the organiser wrote', async () => {
    signInAsProvider();
    mockPortalApi(detailRoute(() => requestDetail({ invited: true, invitation_message: 'We loved your menu at the Hutt show.' })));
    renderPortal('/requests/21');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer wedding at Oriental Bay' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aroha invited you to quote' })).toBeInTheDocument();
    expect(screen.getByText('We loved your menu at the Hutt show.')).toBeInTheDocument();
    expect(screen.getByText('A relaxed summer wedding for 120 guests with a long-table dinner.')).toBeInTheDocument();
    expect(screen.getByText('Two guests are vegan.')).toBeInTheDocument();
    expect(screen.getByText('Catering & Food: Wedding catering')).toBeInTheDocument();
    expect(screen.getByText('On-site service')).toBeInTheDocument();
    expect(screen.getByText('Thursday, 14 February 2030')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Organiser contact' })).not.toBeInTheDocument();
  });

  it("checks the quote with the contract's messages, then sends it; the panel then shows it with Edit and Withdraw", async () => {
    signInAsProvider();
    let mine: TProviderRequestDetail['my_quote'] = null;
    const { calls } = mockPortalApi({
      ...detailRoute(() => requestDetail({ my_quote: mine })),
      'POST /api/service-provider/quotes': () => {
        mine = { id: 301, status: 'submitted', quote_amount: 7250 };
        return { status: 201, body: { success: true, message: QUOTE_MSG.sent, data: quote({ includes_setup: false, estimated_duration: null, subcategory_id: null, subcategory_name: null }) } };
      },
    });
    const { user } = renderPortal('/requests/21');
    const form = await screen.findByRole('form', { name: 'Send a quote' });
    expect(within(form).getByLabelText('Service this quote covers')).toHaveValue('1');
    expect(within(form).getByLabelText('Valid until')).toHaveValue(addDaysToIsoDate(nzToday(), 14));

    await user.click(within(form).getByRole('button', { name: 'Send Quote' }));
    expect(await within(form).findByText(QUOTE_MSG.amountRequired)).toBeInTheDocument();
    expect(within(form).getByText(QUOTE_MSG.messageRequired)).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount (NZD)')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText('Amount (NZD)'), '12.345');
    await user.clear(within(form).getByLabelText('Valid until'));
    await user.click(within(form).getByRole('button', { name: 'Send Quote' }));
    expect(await within(form).findByText(QUOTE_MSG.amountInvalid)).toBeInTheDocument();
    expect(within(form).getByText(QUOTE_MSG.validUntilRequired)).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Amount (NZD)'));
    await user.type(within(form).getByLabelText('Amount (NZD)'), '$7,250');
    await user.type(within(form).getByLabelText('Valid until'), '2030-01-31');
    await user.type(within(form).getByLabelText('Message to the organiser'), 'Long-table dinner with three courses.');
    await user.click(within(form).getByRole('checkbox', { name: 'Clean-up' }));
    await user.click(within(form).getByRole('button', { name: 'Send Quote' }));

    expect(await screen.findByText(QUOTE_MSG.sent)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/service-provider/quotes')?.body).toEqual({
      quote_amount: 7250,
      message: 'Long-table dinner with three courses.',
      valid_until: '2030-01-31',
      estimated_duration: null,
      includes_setup: false,
      includes_cleanup: true,
      additional_charges: null,
      category_id: 1,
      subcategory_id: null,
      event_request_id: 21,
    });
    const panel = await screen.findByRole('region', { name: 'Your quote' });
    expect(await within(panel).findByRole('button', { name: 'Edit Quote' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(panel).getByText('$7,250')).toBeInTheDocument();
  });

  it('a pending quote can be edited, or withdrawn after a confirmation', async () => {
    signInAsProvider();
    let status: 'submitted' | 'withdrawn' = 'submitted';
    const { calls } = mockPortalApi({
      ...detailRoute(() => requestDetail({ my_quote: { id: 301, status, quote_amount: 7250 } })),
      'GET /api/service-provider/quotes/301': () => ({ body: { success: true, data: quote({ status }) } }),
      'PUT /api/service-provider/quotes/301': (call) => ({ body: { success: true, message: QUOTE_MSG.updated, data: quote({ quote_amount: (call.body as { quote_amount: number }).quote_amount }) } }),
      'POST /api/service-provider/quotes/301/withdraw': () => {
        status = 'withdrawn';
        return { body: { success: true, message: QUOTE_MSG.withdrawn, data: quote({ status }) } };
      },
    });
    const { user } = renderPortal('/requests/21');
    const panel = await screen.findByRole('region', { name: 'Your quote' });
    await user.click(await within(panel).findByRole('button', { name: 'Edit Quote' }));
    const form = within(panel).getByRole('form', { name: 'Edit your quote' });
    expect(within(form).getByLabelText('Amount (NZD)')).toHaveValue('7250');
    expect(within(form).getByLabelText('Speciality (optional)')).toHaveValue('11');
    await user.clear(within(form).getByLabelText('Amount (NZD)'));
    await user.type(within(form).getByLabelText('Amount (NZD)'), '6900');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(QUOTE_MSG.updated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ quote_amount: 6900, category_id: 1, subcategory_id: 11, valid_until: '2030-01-31' });

    await user.click(await within(panel).findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this quote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Quote' }));
    expect(await screen.findByText(QUOTE_MSG.withdrawn)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Withdrawn, and the request still open: a new quote can be sent.
    expect(await screen.findByRole('form', { name: 'Send a quote' })).toBeInTheDocument();
    expect(screen.getByText('Your earlier quote:')).toBeInTheDocument();
  });

  it('an accepted quote cannot be changed, and the organiser contact appears', async () => {
    signInAsProvider();
    mockPortalApi({
      ...detailRoute(() =>
        requestDetail({ my_quote: { id: 301, status: 'accepted', quote_amount: 7250 }, is_open_for_quotes: false, organiser_contact: { name: 'Aroha Ngata', email: 'aroha@example.nz', phone: '021 555 0142' } }),
      ),
      'GET /api/service-provider/quotes/301': { body: { success: true, data: quote({ status: 'accepted' }) } },
    });
    renderPortal('/requests/21');
    const panel = await screen.findByRole('region', { name: 'Your quote' });
    expect(await within(panel).findByText('Accepted')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Edit Quote' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'aroha@example.nz' })).toHaveAttribute('href', 'mailto:aroha@example.nz');
    expect(screen.getByRole('link', { name: '021 555 0142' })).toHaveAttribute('href', 'tel:0215550142');
  });

  it('a closed request says why', async () => {
    signInAsProvider();
    mockPortalApi(detailRoute(() => requestDetail({ status: 'cancelled', is_open_for_quotes: false })));
    renderPortal('/requests/21');
    expect(await screen.findByRole('heading', { name: 'Quoting is closed' })).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MSG.eventCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Send a quote' })).not.toBeInTheDocument();
  });
});
