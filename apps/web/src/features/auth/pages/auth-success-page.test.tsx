import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AUTH_TEXT, STORAGE_KEYS } from '@app/contract';
import { getToasts } from '@app/web-core/notify.ts';
import { mockApi } from '@app/web-core/testing/mock-api.ts';
import { renderRoute } from '../../../test/render-app.tsx';
import AuthSuccessPage from './auth-success-page.tsx';

const renderAt = (path: string) => {
  mockApi({});
  renderRoute('/auth/success', <AuthSuccessPage />, path);
};
const location = () => screen.getByTestId('location').textContent;
const encode = (value: unknown) => btoa(JSON.stringify(value));

describe('/auth/success', () => {
  it('without a query does nothing and offers the way home', () => {
    renderAt('/auth/success');
    expect(screen.getByRole('heading', { name: 'No sign-in in progress' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: AUTH_TEXT.backToHome })).toHaveAttribute('href', '/');
    expect(location()).toBe('at /auth/success');
  });

  it('stores the user and token from the parameters and replaces the address (query cleared)', async () => {
    renderAt('/auth/success?userId=9&email=kiri%40example.nz&first_name=Kiri&token=tok-9&new_user=true');
    await waitFor(() => expect(location()).toBe('at /dashboard?new_user=true'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-9');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ id: 9, email: 'kiri@example.nz', user_role: 'event_organiser', status: 'active' });
    expect(localStorage.getItem(STORAGE_KEYS.tempOAuth)).toBeNull();
  });

  it('without a token, stores the user and the temporary-OAuth flag', async () => {
    renderAt('/auth/success?userId=9&email=kiri%40example.nz');
    await waitFor(() => expect(location()).toBe('at /dashboard'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toContain('kiri@example.nz');
    expect(localStorage.getItem(STORAGE_KEYS.tempOAuth)).toBe('true');
  });

  it('signs in from encoded data and sends a pending event request back to be submitted', async () => {
    sessionStorage.setItem(STORAGE_KEYS.pendingEventRequest, '{"values":{}}');
    renderAt(`/auth/success?data=${encode({ token: 'tok-d', user: { id: 3, email: 'ana@example.nz' }, isNewUser: true })}`);
    await waitFor(() => expect(location()).toBe('at /?submit_pending_event=true'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-d');
  });

  it("says 'Invalid authentication data' and goes to /auth/error?error=processing_failed when data does not decode", async () => {
    renderAt('/auth/success?data=***');
    await waitFor(() => expect(location()).toBe('at /auth/error?error=processing_failed'));
    expect(getToasts().map((t) => [t.message, t.type])).toEqual([[AUTH_TEXT.invalidAuthData, 'error']]);
  });

  it('sends a query with neither to /?auth_error=parameter_missing', async () => {
    renderAt('/auth/success?foo=1');
    await waitFor(() => expect(location()).toBe('at /?auth_error=parameter_missing'));
  });
});
