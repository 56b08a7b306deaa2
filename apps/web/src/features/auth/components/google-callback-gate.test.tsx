import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { MSG, STORAGE_KEYS } from '@app/contract';
import { createQueryClient } from '@app/web-core/query-client.ts';
import { AuthProvider } from '@app/web-core/auth/auth-provider.tsx';
import { isProtectedPath } from '../../../lib/protected-paths.ts';
import { AuthDialogsProvider } from '@app/web-core/auth/auth-dialogs-provider.tsx';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { Toaster } from '@app/ui/toast.tsx';
import { authSuccess, DEMO_USER, mockApi, type TMockAnswer } from '@app/web-core/testing/mock-api.ts';
import { LocationProbe } from '../../../test/render-app.tsx';
import { AuthDialogs } from '../auth-dialogs.tsx';
import { GoogleCallbackGate } from './google-callback-gate.tsx';

afterEach(() => {
  vi.unstubAllEnvs();
});

const Who = () => {
  const { status, user } = useAuth();
  return <p data-testid="auth">{`${status}${user ? ` as ${user.email}` : ''}`}</p>;
};

let counter = 0;
/** The app shell with the gate, at `path`; returns the calls made to the callback. */
const renderAt = (answer: TMockAnswer | (() => Promise<TMockAnswer>), path?: string) => {
  const state = `state-${++counter}`;
  const { calls } = mockApi({ 'GET /api/auth/google/callback': typeof answer === 'function' ? answer : () => answer });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider isProtectedPath={isProtectedPath}>
            <AuthDialogsProvider>
              <GoogleCallbackGate>
                <Outlet />
              </GoogleCallbackGate>
              <LocationProbe />
              <AuthDialogs />
            </AuthDialogsProvider>
          </AuthProvider>
        ),
        children: [{ path: '*', element: <Who /> }],
      },
    ],
    { initialEntries: [path ?? `/?code=the-code&state=${state}&scope=openid`] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { calls: () => calls.filter((call) => call.path.startsWith('/api/auth/google/callback')), state };
};

const location = () => screen.getByTestId('location').textContent;

describe('back from Google with code and state', () => {
  it("shows 'Signing you in...', calls the callback once and removes the parameters from the address", async () => {
    let release: (answer: TMockAnswer) => void = () => undefined;
    const { calls, state } = renderAt(() => new Promise((resolve) => (release = resolve)));
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in...');
    expect(screen.queryByTestId('auth')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('at /'));
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in...');
    release(authSuccess());
    await waitFor(() => expect(location()).toBe('at /dashboard'));
    expect(calls()).toHaveLength(1);
    expect(calls()[0]!.path).toBe(`/api/auth/google/callback?code=the-code&state=${state}`);
    expect(calls()[0]!.headers.Authorization).toBeUndefined();
  });

  it('signs a returning organiser in and goes to /dashboard?tab= when a tab was saved', async () => {
    sessionStorage.setItem(STORAGE_KEYS.dashboardTab, 'quotes');
    renderAt(authSuccess(DEMO_USER, 'google-token'));
    await waitFor(() => expect(location()).toBe('at /dashboard?tab=quotes'));
    expect(screen.getByTestId('auth')).toHaveTextContent(`signed-in as ${DEMO_USER.email}`);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('google-token');
  });

  it('goes back to submit a pending event request', async () => {
    sessionStorage.setItem(STORAGE_KEYS.pendingEventRequest, '{"values":{}}');
    renderAt(authSuccess());
    await waitFor(() => expect(location()).toBe('at /?submit_pending_event=true'));
    expect(screen.getByTestId('auth')).toHaveTextContent('signed-in');
  });

  it('returns to the protected page remembered before leaving for Google', async () => {
    sessionStorage.setItem('google_return_to', '/dashboard/provider/7');
    renderAt(authSuccess());
    await waitFor(() => expect(location()).toBe('at /dashboard/provider/7'));
    expect(sessionStorage.getItem('google_return_to')).toBeNull();
  });

  it('keeps a new user’s Google details and opens Complete Your Profile', async () => {
    const userInfo = { given_name: 'Ana', family_name: 'Fifita', name: 'Ana Fifita', email: 'ana@example.nz', picture: null };
    renderAt({ body: { success: true, isNewUser: true, userInfo, tempAccessToken: 'temp-123' } });
    expect(await screen.findByRole('dialog', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(location()).toBe('at /?google_signup=true');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.googleUserInfo)!)).toEqual(userInfo);
    expect(sessionStorage.getItem(STORAGE_KEYS.googleTempToken)).toBe('temp-123');
    expect(screen.getByTestId('auth')).toHaveTextContent('signed-out');
  });

  it('sends a service provider to the notice and countdown', async () => {
    vi.stubEnv('VITE_PROVIDER_PORTAL_URL', 'https://providers.example.nz');
    renderAt({ body: { success: true, redirect: true, redirectUrl: 'https://providers.example.nz/', message: MSG.providerRedirect } });
    expect(await screen.findByText(MSG.providerRedirect)).toBeInTheDocument();
    expect(screen.getByTestId('redirect-countdown')).toHaveTextContent('5');
    expect(screen.getByTestId('auth')).toHaveTextContent('signed-out');
  });

  it.each([
    ['a refused state', { status: 400, body: { success: false, error: MSG.googleAuthFailed } }],
    ['a server failure', { status: 500 }],
    ['no answer', 'network-error'],
    ['an answer of another shape', { body: { success: true } }],
  ] as const)('goes to /?error=oauth_failed with an error on %s', async (_, answer) => {
    renderAt(answer);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.googleAuthFailed);
    await waitFor(() => expect(location()).toBe('at /'));
    expect(screen.getByTestId('auth')).toHaveTextContent('signed-out');
  });

  it('works on any path', async () => {
    renderAt(authSuccess(), '/blog?code=c1&state=on-blog');
    await waitFor(() => expect(location()).toBe('at /dashboard'));
  });

  it('leaves an address without both parameters alone', () => {
    const { calls } = renderAt(authSuccess(), '/?code=only-a-code');
    expect(screen.getByTestId('auth')).toHaveTextContent('signed-out');
    expect(location()).toBe('at /?code=only-a-code');
    expect(calls()).toHaveLength(0);
  });
});
