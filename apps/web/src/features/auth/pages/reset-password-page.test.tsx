import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MSG, passwordProblem } from '@app/contract';
import { renderApp } from '../../../test/render-app.tsx';
import { authSuccess, mockApi } from '@app/web-core/testing/mock-api.ts';
import { browser } from '@app/web-core/browser.ts';
import ResetPasswordPage, { tokenFromHash } from './reset-password-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const TOKEN = 'Q2hvb3NlLWEtbmV3LXBhc3N3b3JkLWZvci1odWktZXY';
const NEW_PASSWORD = 'N3w!Harbour-view';

const openPage = (hash = `#token=${TOKEN}`) => renderApp(<ResetPasswordPage />, { path: `/${hash}` });

const fill = async (user: ReturnType<typeof openPage>['user'], password: string, confirm = password) => {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
};

describe('/reset-password', () => {
  it('reads the token from the fragment only when it has the shape of one', () => {
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('#token=short')).toBeNull();
    expect(tokenFromHash('')).toBeNull();
  });

  it('says a link without a token is not valid, and offers a new one', async () => {
    const { user } = openPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.resetLinkInvalid);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new one' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('shows the sign-up checklist live and whether the two passwords match', async () => {
    const { user } = openPage();
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(checklist).getAllByRole('listitem').filter((item) => item.dataset.met === 'true')).toHaveLength(0);
    await user.type(screen.getByLabelText('New password'), 'Abc1');
    expect(within(checklist).getAllByRole('listitem').filter((item) => item.dataset.met === 'true')).toHaveLength(3);
    await user.type(screen.getByLabelText('Confirm new password'), 'Abc');
    expect(screen.getByText(MSG.passwordsDontMatch)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm new password'), '1');
    expect(screen.getByText(MSG.passwordsMatch)).toBeInTheDocument();
  });

  it('refuses a weak or mismatched password with the sign-up messages, without calling the API', async () => {
    const { calls } = mockApi({});
    const { user } = openPage();
    await fill(user, 'weakpass');
    expect(screen.getByRole('alert')).toHaveTextContent(passwordProblem('weakpass')!);
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill(user, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.passwordsDoNotMatch);
    expect(calls).toEqual([]);
  });

  it('sets the password, signs in and goes to the dashboard', async () => {
    const { calls } = mockApi({ 'POST /api/auth/reset-password': authSuccess(), 'GET /api/auth/me': { status: 200, body: { success: true, user: authSuccess().body.user } } });
    const { user } = openPage();
    await fill(user, NEW_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({ token: TOKEN, new_password: NEW_PASSWORD });
    expect(screen.getByText(MSG.passwordResetDone)).toBeInTheDocument();
  });

  it('says when the link has expired or was used, and offers a new one', async () => {
    mockApi({ 'POST /api/auth/reset-password': { status: 400, body: { success: false, error: MSG.resetLinkExpired, message: MSG.resetLinkExpired, code: 'VALIDATION' } } });
    const { user } = openPage();
    await fill(user, NEW_PASSWORD);
    expect(await screen.findByText(MSG.resetLinkExpired)).toBeInTheDocument();
    expect(screen.getByText('Need a new link?')).toBeInTheDocument();
  });

  it('sends a service provider on to the provider portal', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockApi({ 'POST /api/auth/reset-password': { body: { success: true, redirect: true, redirectUrl: 'http://localhost:3001/', message: MSG.providerRedirect } } });
    const { user } = openPage();
    await fill(user, NEW_PASSWORD);
    expect(await screen.findByText(MSG.providerRedirect)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to the provider portal now/ })).toHaveAttribute('href', 'http://localhost:3001/');
  });
});
