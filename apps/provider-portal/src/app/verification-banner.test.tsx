import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PROVIDER_ACCOUNT_MSG } from '@app/contract';
import { VERIFICATION_TEXT } from '../components/verification-notice.tsx';
import { mockPortalApi, PENDING_ACCOUNT, providerAccount, renderPortal, signInAsProvider } from '../test/render-portal.tsx';

describe('a business awaiting verification', () => {
  it('sees the banner on every screen, and the requests and quotes screens explain instead of asking the API', async () => {
    signInAsProvider();
    const { calls } = mockPortalApi({}, { account: PENDING_ACCOUNT });
    const { user } = renderPortal('/requests');
    const banner = await screen.findByTestId('verification-banner');
    expect(banner).toHaveTextContent(VERIFICATION_TEXT.pendingTitle);
    expect(banner).toHaveTextContent(VERIFICATION_TEXT.pendingNow);
    expect(banner).toHaveTextContent(VERIFICATION_TEXT.pendingNext);
    expect(await screen.findByRole('heading', { name: VERIFICATION_TEXT.requestsTitle })).toBeInTheDocument();
    expect(screen.getByText(PROVIDER_ACCOUNT_MSG.awaitingVerification)).toBeInTheDocument();

    await user.click(within(screen.getAllByRole('navigation', { name: 'Main' })[0]!).getByRole('link', { name: 'Quotes' }));
    expect(await screen.findByRole('heading', { name: VERIFICATION_TEXT.quotesTitle })).toBeInTheDocument();
    expect(screen.getByTestId('verification-banner')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('verification-banner')).getByRole('link', { name: 'Complete your profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Business profile' })).toBeInTheDocument();
    expect(screen.getByTestId('verification-banner')).toHaveTextContent(VERIFICATION_TEXT.pendingTitle);
    expect(within(screen.getByTestId('verification-banner')).queryByRole('link')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/service-provider/event-requests') || c.path.startsWith('/api/service-provider/quotes'))).toBe(false);
  });

  it('a verified business has no banner; if the API still says not yet, the screen explains rather than failing', async () => {
    signInAsProvider();
    mockPortalApi({
      'GET /api/service-provider/event-requests': { status: 403, body: { success: false, error: PROVIDER_ACCOUNT_MSG.awaitingVerification, message: PROVIDER_ACCOUNT_MSG.awaitingVerification } },
    }, { account: providerAccount() });
    renderPortal('/requests');
    expect(await screen.findByRole('heading', { name: VERIFICATION_TEXT.requestsTitle })).toBeInTheDocument();
    expect(screen.queryByText('Requests could not be loaded')).not.toBeInTheDocument();
  });

  it('a suspended business is told it is not active', async () => {
    signInAsProvider();
    mockPortalApi({}, { account: providerAccount({ state: 'suspended', is_active: false, can_quote: false }) });
    renderPortal('/quotes');
    expect(await screen.findByTestId('verification-banner')).toHaveTextContent(PROVIDER_ACCOUNT_MSG.accountInactive);
  });
});
