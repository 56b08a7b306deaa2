import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MSG, STORAGE_KEYS } from '@app/contract';
import { renderApp, TestHome } from '../../../test/render-app.tsx';
import { authSuccess, mockApi } from '@app/web-core/testing/mock-api.ts';
import { browser } from '@app/web-core/browser.ts';

afterEach(() => {
  vi.useRealTimers();
});

const openLogin = async (path = '/') => {
  const app = renderApp(<TestHome />, { path });
  await app.user.click(screen.getByRole('button', { name: 'Open sign in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
  return { ...app, dialog };
};

describe('Welcome Back dialog', () => {
  it('has Google, the e-mail divider, an e-mail input, a password with show toggle and a sign-up link', async () => {
    const { user, dialog } = await openLogin();
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(within(dialog).getByText('Or continue with email')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up here' }));
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  });

  it("asks for both fields ('Please fill in all fields'); editing clears the error", async () => {
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.fillAll);
    await user.type(within(dialog).getByLabelText('Email'), 'a');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('');
  });

  it("shows the server's error as-is, and 'Login failed' when there is none", async () => {
    let answer: { status: number; body?: unknown } = { status: 401, body: { success: false, error: MSG.invalidCredentials, message: MSG.invalidCredentials } };
    mockApi({ 'POST /api/auth/login': () => answer });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'demo@huievents.co.nz');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText(MSG.invalidCredentials)).toBeInTheDocument();
    answer = { status: 502 };
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText(MSG.loginFailed)).toBeInTheDocument();
  });

  it("signs in: 'Signing In...' while busy, session stored, dialog closed, off to /dashboard", async () => {
    let release: () => void = () => undefined;
    const { calls } = mockApi({ 'POST /api/auth/login': () => new Promise((resolve) => (release = () => resolve(authSuccess()))) });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), '  demo@huievents.co.nz ');
    await user.type(within(dialog).getByLabelText('Password'), 'Kia0ra!Events');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('at /dashboard'));
    expect(calls[0]?.body).toEqual({ email: 'demo@huievents.co.nz', password: 'Kia0ra!Events' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-123');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a pending event request sends the person back to / to submit it', async () => {
    sessionStorage.setItem(STORAGE_KEYS.pendingEventRequest, '{"title":"Hui"}');
    mockApi({ 'POST /api/auth/login': authSuccess() });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'demo@huievents.co.nz');
    await user.type(within(dialog).getByLabelText('Password'), 'Kia0ra!Events');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('at /?submit_pending_event=true'));
  });

  it('a service provider sees the message and a countdown from 5 to 0, then goes to the portal', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockApi({ 'POST /api/auth/login': { body: { success: true, redirect: true, redirectUrl: 'https://providers.example.nz/login', message: MSG.providerRedirect } } });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'provider@huievents.co.nz');
    await user.type(within(dialog).getByLabelText('Password'), 'Kia0ra!Events');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MSG.providerRedirect)).toBeInTheDocument();
    expect(screen.getByTestId('redirect-countdown')).toHaveTextContent('5');
    for (const n of [4, 3, 2, 1, 0]) {
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByTestId('redirect-countdown')).toHaveTextContent(String(n));
    }
    expect(assign).toHaveBeenCalledWith('https://providers.example.nz/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('Google goes to the address the server gives', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockApi({ 'GET /api/auth/google-url': { body: { success: true, url: 'https://accounts.example.com/auth?x=1' } } });
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example.com/auth?x=1'));
  });
});

describe('Continue with Google', () => {
  it("with no Google configuration on the server, says so (503 'Google sign-in is not configured on this server')", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockApi({ 'GET /api/auth/google-url': { status: 503, body: { success: false, error: MSG.googleNotConfigured, message: MSG.googleNotConfigured } } });
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.googleNotConfigured);
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("says 'Failed to get Google sign-in URL' when the server gives no reason", async () => {
    mockApi({ 'GET /api/auth/google-url': 'network-error' });
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.googleUrlFailed);
  });

  it('stays busy while the browser leaves, and remembers the protected page to come back to', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockApi({ 'GET /api/auth/google-url': { body: { success: true, url: 'https://accounts.example.com/o/auth' } } });
    const app = renderApp(<TestHome />, { path: '/dashboard/provider/7' });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example.com/o/auth'));
    expect(within(dialog).getByRole('button', { name: 'Connecting to Google...' })).toBeDisabled();
    expect(sessionStorage.getItem('google_return_to')).toBe('/dashboard/provider/7');
  });
});
