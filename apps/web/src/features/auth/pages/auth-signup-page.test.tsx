import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AUTH_TEXT, MSG, STORAGE_KEYS } from '@app/contract';
import { getToasts } from '@app/web-core/notify.ts';
import { authSuccess, mockApi, type TMockAnswer } from '@app/web-core/testing/mock-api.ts';
import { renderRoute } from '../../../test/render-app.tsx';
import { writeGoogleSignup } from '../google-signup-rules.ts';
import AuthSignupPage from './auth-signup-page.tsx';

const renderAt = (path: string, answer: TMockAnswer | (() => Promise<TMockAnswer>) = { ...authSuccess(), status: 201 }) => {
  const { calls } = mockApi({ 'POST /api/auth/google/complete': answer });
  return { calls, ...renderRoute('/auth/signup', <AuthSignupPage />, path) };
};
const location = () => screen.getByTestId('location').textContent;
const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');

describe('/auth/signup', () => {
  it('asks for type, first and last name, a business name only for a business, and an optional phone', async () => {
    writeGoogleSignup({ tempAccessToken: 'temp', userInfo: { given_name: 'Ana', family_name: 'Fifita', email: 'ana@example.nz' } });
    const { user, calls } = renderAt('/auth/signup');
    expect(screen.getByText('ana@example.nz')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.selectOrganiserType);
    await user.click(screen.getByLabelText('Business'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.businessName);
    await user.type(screen.getByLabelText('Business name'), 'Fifita Events');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(location()).toBe('at /dashboard?new_user=true'));
    expect(calls[0]?.body).toEqual({ tempAccessToken: 'temp', organiserType: 'business', phoneNumber: null, firstName: 'Ana', lastName: 'Fifita', businessName: 'Fifita Events' });
    expect(sessionStorage.getItem(STORAGE_KEYS.googleTempToken)).toBeNull();
  });

  it("reads a data value (userInfo and tempTokens.accessToken), keeps it and clears it from the address; 'Creating Account...' while busy", async () => {
    let release: () => void = () => undefined;
    const data = encode({ userInfo: { given_name: 'Rawiri', family_name: 'Hohepa', email: 'rawiri@example.nz', name: 'Rawiri Hohepa' }, tempTokens: { accessToken: 'from-data' } });
    const { user, calls } = renderAt(`/auth/signup?data=${data}`, () => new Promise((resolve) => (release = () => resolve({ ...authSuccess(), status: 201 }))));
    await waitFor(() => expect(location()).toBe('at /auth/signup'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Hohepa');
    await user.click(screen.getByLabelText('Individual'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    release();
    await waitFor(() => expect(location()).toBe('at /dashboard?new_user=true'));
    expect(calls[0]?.body).toMatchObject({ tempAccessToken: 'from-data', organiserType: 'individual', firstName: 'Rawiri', lastName: 'Hohepa' });
  });

  it("goes to /auth/error?error=processing_failed with 'Invalid authentication data' when the data does not decode", async () => {
    renderAt('/auth/signup?data=%7Bnot-base64');
    await waitFor(() => expect(location()).toBe('at /auth/error?error=processing_failed'));
    expect(getToasts().map((t) => t.message)).toEqual([AUTH_TEXT.invalidAuthData]);
  });

  it("a failure says 'Failed to complete signup. Please try again.' and 'Google signup failed' in the form", async () => {
    writeGoogleSignup({ tempAccessToken: 'temp', userInfo: { given_name: 'Ana', family_name: 'Fifita' } });
    const { user } = renderAt('/auth/signup', { status: 502 });
    await user.click(screen.getByLabelText('Individual'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MSG.googleSignupFailed)).toBeInTheDocument();
    expect(getToasts().map((t) => t.message)).toEqual([AUTH_TEXT.completeSignupFailed]);
  });

  it('Cancel clears the Google details and goes to /; nothing stored offers the other ways', async () => {
    writeGoogleSignup({ tempAccessToken: 'temp', userInfo: {} });
    const { user } = renderAt('/auth/signup');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('at /');
    expect(sessionStorage.getItem(STORAGE_KEYS.googleUserInfo)).toBeNull();
  });

  it('with nothing stored offers regular sign-up and home', () => {
    renderAt('/auth/signup');
    expect(screen.getByRole('link', { name: AUTH_TEXT.useRegularSignup })).toHaveAttribute('href', '/?signup=true');
  });
});
