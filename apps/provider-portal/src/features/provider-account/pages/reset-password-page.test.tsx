import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MSG, PROVIDER_ACCOUNT_MSG, STORAGE_KEYS } from '@app/contract';
import { mockPortalApi, PROVIDER_USER, providerAccount, renderPortal } from '../../../test/render-portal.tsx';
import { resetToken } from './reset-password-page.tsx';

const TOKEN = 'A'.repeat(43);

describe('reset password', () => {
  it('reads the token from the fragment or the query', () => {
    expect(resetToken(`#token=${TOKEN}`, '')).toBe(TOKEN);
    expect(resetToken('', `?token=${TOKEN}`)).toBe(TOKEN);
    expect(resetToken('#token=short', '')).toBeNull();
  });

  it('sets the new password, signs the provider in and opens the inbox', async () => {
    const { calls } = mockPortalApi({
      'POST /api/service-provider/account/reset-password': {
        body: { success: true, message: PROVIDER_ACCOUNT_MSG.passwordChanged, token: 'new-token', expires_at: '2030-01-01T00:00:00.000Z', user: PROVIDER_USER, provider: providerAccount() },
      },
      'GET /api/service-provider/event-requests': { body: { success: true, data: [], pagination: { page: 1, limit: 20, total: 0, total_pages: 0 } } },
    });
    const { user, location } = renderPortal(`/reset-password#token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!Password');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(PROVIDER_ACCOUNT_MSG.passwordChanged)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    expect(location()).toBe('/requests');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-token');
    expect(calls.find((c) => c.path === '/api/service-provider/account/reset-password')?.body).toEqual({ token: TOKEN, new_password: 'N3w!Password' });
  });

  it("a spent link says so; an organiser's link points to the organiser site", async () => {
    let answer: { status: number; body: { success: false; error: string } } = { status: 400, body: { success: false, error: MSG.resetLinkUsed } };
    mockPortalApi({ 'POST /api/service-provider/account/reset-password': () => answer });
    const { user } = renderPortal(`/reset-password#token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!Password');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(MSG.resetLinkUsed)).toBeInTheDocument();
    expect(screen.getByText('Need a new link?')).toBeInTheDocument();
    answer = { status: 403, body: { success: false, error: PROVIDER_ACCOUNT_MSG.notAProvider } };
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    const alert = await screen.findByRole('alert');
    await within(alert).findByText(PROVIDER_ACCOUNT_MSG.notAProvider);
    expect(within(alert).getByRole('link', { name: 'Go to the organiser site' })).toHaveAttribute('href', 'http://localhost:3000');
  });

  it('a link without a token says so and offers a new one', async () => {
    mockPortalApi();
    renderPortal('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.resetLinkInvalid);
    expect(screen.getByRole('button', { name: 'Request a new one' })).toBeInTheDocument();
  });
});
