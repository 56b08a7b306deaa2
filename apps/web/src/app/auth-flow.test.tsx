// The session rules end to end inside the app shell: restore, protect, return, expire, sign out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MSG, SESSION_EXPIRY_REDIRECT_MS, STORAGE_KEYS } from '@app/contract';
import { renderApp, TestHome } from '../test/render-app.tsx';
import { authSuccess, DEMO_USER, mockApi } from '@app/web-core/testing/mock-api.ts';
import { writeStoredSession } from '@app/web-core/storage.ts';
import { browser } from '@app/web-core/browser.ts';
import { getToasts } from '@app/web-core/notify.ts';
import { useAuth } from '@app/web-core/auth/auth-context.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const user = { ...DEMO_USER, profile: { ...DEMO_USER.profile } };

describe('auth state', () => {
  it('restores a stored session, confirmed by /auth/me', async () => {
    writeStoredSession({ token: 'tok', user });
    mockApi({ 'GET /api/auth/me': { body: { success: true, user: { ...user, email: 'fresh@example.nz' } } } });
    renderApp(<TestHome />);
    expect(screen.getByTestId('auth')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('auth')).toHaveTextContent('signed-in as fresh@example.nz'));
  });

  it('keeps the stored session when the server cannot be reached', async () => {
    writeStoredSession({ token: 'tok', user });
    mockApi({ 'GET /api/auth/me': 'network-error' });
    renderApp(<TestHome />);
    await waitFor(() => expect(screen.getByTestId('auth')).toHaveTextContent(`signed-in as ${user.email}`));
  });

  it('is signed out with nothing stored', () => {
    renderApp(<TestHome />);
    expect(screen.getByTestId('auth')).toHaveTextContent('signed-out');
  });
});

describe('protected routes', () => {
  it('show a spinner while auth loads', async () => {
    writeStoredSession({ token: 'tok', user });
    let release: () => void = () => undefined;
    mockApi({ 'GET /api/auth/me': () => new Promise((resolve) => (release = () => resolve({ body: { success: true, user } }))) });
    renderApp(<TestHome />, { path: '/dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    release();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('send a visitor to /, open sign-in, and return to the original path after signing in', async () => {
    mockApi({ 'POST /api/auth/login': authSuccess() });
    const app = renderApp(<TestHome />, { path: '/dashboard/provider/7?tab=reviews' });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(screen.getByTestId('location')).toHaveTextContent('at /');
    await app.user.type(within(dialog).getByLabelText('Email'), 'demo@huievents.co.nz');
    await app.user.type(within(dialog).getByLabelText('Password'), 'Kia0ra!Events');
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('at /dashboard/provider/7?tab=reviews'));
  });
});

describe('session expiry', () => {
  it('an expired token at start-up: message, stored auth cleared, and / after 1 s with the page remembered', async () => {
    writeStoredSession({ token: 'revoked', user });
    mockApi({ 'GET /api/auth/me': { status: 403, body: { success: false, error: MSG.invalidToken, message: MSG.invalidToken, code: 'INVALID_TOKEN' } } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp(<TestHome />, { path: '/dashboard' });
    await waitFor(() => expect(getToasts().map((t) => t.message)).toEqual([MSG.sessionExpired]));
    expect(await screen.findByText(MSG.sessionExpired)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('at /dashboard');
    await act(() => vi.advanceTimersByTimeAsync(SESSION_EXPIRY_REDIRECT_MS));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('at /'));
    expect(screen.getByTestId('auth')).toHaveTextContent('signed-out');
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});

describe('sign out', () => {
  const SignOutButton = () => {
    const { signOut } = useAuth();
    return <button onClick={() => void signOut()}>Sign Out</button>;
  };

  it('ends the session on the server, clears stored auth and session data, and reloads at /', async () => {
    writeStoredSession({ token: 'tok', user });
    sessionStorage.setItem(STORAGE_KEYS.dashboardTab, 'quotes');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { calls } = mockApi({ 'GET /api/auth/me': { body: { success: true, user } }, 'POST /api/auth/logout': { body: { success: true } } });
    const app = renderApp(<SignOutButton />);
    await app.user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(calls.find((c) => c.path === '/api/auth/logout')?.headers.Authorization).toBe('Bearer tok');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.legacyUser)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.dashboardTab)).toBeNull();
  });

  it('still signs out on this device when the server already forgot the token (no expiry message)', async () => {
    writeStoredSession({ token: 'tok', user });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockApi({ 'GET /api/auth/me': { body: { success: true, user } }, 'POST /api/auth/logout': { status: 403, body: { error: MSG.invalidToken } } });
    const app = renderApp(<SignOutButton />);
    await app.user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(getToasts()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('query flags on /', () => {
  it('signup=true opens the sign-up dialog and is removed', async () => {
    renderApp(<TestHome />, { path: '/?signup=true&tab=x' });
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('at /?tab=x');
  });

  it.each([
    ['auth_error=parameter_missing', MSG.googleSigninFailed],
    ['error=oauth_failed', MSG.googleAuthFailed],
  ])('%s shows an error toast', async (query, message) => {
    renderApp(<TestHome />, { path: `/?${query}` });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({ type: 'error', durationMs: 5_000 });
    expect(screen.getByTestId('location')).toHaveTextContent(/^at \/$/);
  });

  it('redirect_to_sp=true shows the provider message and counts down to the portal', async () => {
    vi.stubEnv('VITE_PROVIDER_PORTAL_URL', 'https://providers.example.nz');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp(<TestHome />, { path: `/?redirect_to_sp=true&redirect_url=${encodeURIComponent('https://providers.example.nz/')}` });
    expect(await screen.findByText(MSG.providerRedirect)).toBeInTheDocument();
    for (let second = 0; second < 5; second++) await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(assign).toHaveBeenCalledWith('https://providers.example.nz/');
  });

  it('ignores a redirect_url that is not a web address', async () => {
    renderApp(<TestHome />, { path: `/?redirect_to_sp=true&redirect_url=${encodeURIComponent('javascript:alert(1)')}` });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^at \/$/));
    expect(screen.queryByText(MSG.providerRedirect)).not.toBeInTheDocument();
  });
});
