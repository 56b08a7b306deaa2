import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG, PROVIDER_ACCOUNT_MSG, STORAGE_KEYS } from '@app/contract';
import { mockPortalApi, PROVIDER_USER, providerAccount, renderPortal } from '../../../test/render-portal.tsx';

const signedIn = (account = providerAccount()) => ({
  status: 200,
  body: { success: true, token: 'provider-token', expires_at: '2030-01-01T00:00:00.000Z', user: PROVIDER_USER, provider: account },
});

const fillAndSend = async (user: ReturnType<typeof renderPortal>['user'], email = 'kai@harbourkitchen.co.nz', password = 'Kia0ra!Kai') => {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
};

describe('sign in', () => {
  it('a visitor at / is sent to /sign-in, with ?email= filled in; the password can be shown', async () => {
    mockPortalApi();
    const { user, location } = renderPortal('/?email=kai%40harbourkitchen.co.nz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to your business' })).toBeInTheDocument();
    expect(location()).toBe('/sign-in?email=kai%40harbourkitchen.co.nz');
    expect(screen.getByLabelText('Email')).toHaveValue('kai@harbourkitchen.co.nz');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Create a provider account' })).toHaveAttribute('href', '/sign-up');
  });

  it("asks for both fields, then shows the server's refusal as-is; editing clears it", async () => {
    mockPortalApi({ 'POST /api/service-provider/account/login': { status: 401, body: { success: false, error: MSG.invalidCredentials, message: MSG.invalidCredentials } } });
    const { user } = renderPortal('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.fillAll);
    await fillAndSend(user, 'kai@harbourkitchen.co.nz', 'wrong');
    expect(await screen.findByText(MSG.invalidCredentials)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText(MSG.invalidCredentials)).not.toBeInTheDocument();
  });

  it("an organiser's account is refused plainly, with the way to the organiser site", async () => {
    mockPortalApi({
      'POST /api/service-provider/account/login': { status: 403, body: { success: false, error: PROVIDER_ACCOUNT_MSG.notAProvider, message: PROVIDER_ACCOUNT_MSG.notAProvider, code: 'FORBIDDEN' } },
    });
    const { user } = renderPortal('/sign-in');
    await fillAndSend(user, 'aroha@example.nz');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PROVIDER_ACCOUNT_MSG.notAProvider);
    expect(within(alert).getByRole('link', { name: 'Go to the organiser site' })).toHaveAttribute('href', 'http://localhost:3000');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("signs in: 'Signing In...' while busy, the session stored, on to the page the person was sent away from", async () => {
    let release: () => void = () => undefined;
    const { calls } = mockPortalApi({
      'POST /api/service-provider/account/login': () => new Promise((resolve) => (release = () => resolve(signedIn()))),
      'GET /api/service-provider/quotes': { body: { success: true, data: [], counts: { all: 0, submitted: 0, accepted: 0, rejected: 0, expired: 0, withdrawn: 0 }, pagination: { page: 1, limit: 20, total: 0, total_pages: 0 } } },
    });
    const { user, location } = renderPortal('/quotes?status=accepted');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to your business' })).toBeInTheDocument();
    await fillAndSend(user, ' Kai@HarbourKitchen.co.nz ');
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();
    await waitFor(() => expect(location()).toBe('/quotes?status=accepted'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotes' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/service-provider/account/login')?.body).toEqual({ email: 'kai@harbourkitchen.co.nz', password: 'Kia0ra!Kai' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('provider-token');
  });

  it('Forgot password? sends the reset e-mail and shows the answer', async () => {
    const { calls } = mockPortalApi({ 'POST /api/auth/forgot-password': { body: { success: true, message: 'If that email has an account, a reset link is on its way.' } } });
    const { user } = renderPortal('/sign-in?email=kai%40harbourkitchen.co.nz');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('If that email has an account, a reset link is on its way.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/forgot-password')?.body).toEqual({ email: 'kai@harbourkitchen.co.nz' });
  });
});
