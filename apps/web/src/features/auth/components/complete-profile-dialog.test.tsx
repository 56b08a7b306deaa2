import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TEXT, MSG, STORAGE_KEYS } from '@app/contract';
import { renderApp, TestHome } from '../../../test/render-app.tsx';
import { authSuccess, mockApi } from '@app/web-core/testing/mock-api.ts';
import { browser } from '@app/web-core/browser.ts';
import { getToasts } from '@app/web-core/notify.ts';
import { writeGoogleSignup } from '../google-signup-rules.ts';

const USER_INFO = { given_name: 'Ana', family_name: 'Fifita', name: 'Ana Fifita', email: 'ana@example.nz', picture: 'https://example.nz/ana.png' };

const open = async (userInfo: object = USER_INFO) => {
  writeGoogleSignup({ tempAccessToken: 'temp-123', userInfo });
  const app = renderApp(<TestHome />, { path: '/?google_signup=true' });
  const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
  return { ...app, dialog };
};
const location = () => screen.getByTestId('location').textContent;
const isStored = () => [STORAGE_KEYS.googleUserInfo, STORAGE_KEYS.googleTempToken].some((key) => sessionStorage.getItem(key) !== null);

describe('Complete Your Profile', () => {
  it('shows the Google picture, name and e-mail, then step 1 of 2: account type', async () => {
    const { dialog } = await open();
    expect(within(dialog).getByRole('img', { name: 'Your Google profile picture' })).toHaveAttribute('src', USER_INFO.picture);
    expect(within(dialog).getByText('Ana Fifita')).toBeInTheDocument();
    expect(within(dialog).getByText('ana@example.nz')).toBeInTheDocument();
    expect(within(dialog).getByText('Step 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Individual/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Business/ })).toBeInTheDocument();
  });

  it('shows the initial when the picture does not load, or when there is none', async () => {
    const { dialog, unmount } = await open();
    fireEvent.error(within(dialog).getByRole('img', { name: 'Your Google profile picture' }));
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('google-initial')).toHaveTextContent('A');
    unmount();
    const again = await open({ ...USER_INFO, picture: null, given_name: 'kiri' });
    expect(within(again.dialog).getByTestId('google-initial')).toHaveTextContent('K');
  });

  it('step 2 is prefilled from the Google names; an individual completes and goes to /dashboard?new_user=true', async () => {
    let release: () => void = () => undefined;
    const { calls } = mockApi({ 'POST /api/auth/google/complete': () => new Promise((resolve) => (release = () => resolve({ ...authSuccess(), status: 201 }))) });
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: /Individual/ }));
    expect(within(dialog).getByText('Step 2 of 2')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Ana');
    expect(within(dialog).getByLabelText('Last name')).toHaveValue('Fifita');
    expect(within(dialog).queryByLabelText('Business name')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Phone number (optional)'), '021 555 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    expect(within(dialog).getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    release();
    await waitFor(() => expect(location()).toBe('at /dashboard?new_user=true'));
    expect(calls.find((call) => call.path === '/api/auth/google/complete')?.body).toEqual({
      tempAccessToken: 'temp-123',
      organiserType: 'individual',
      phoneNumber: '021 555 1234',
      firstName: 'Ana',
      lastName: 'Fifita',
      businessName: null,
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-123');
    expect(isStored()).toBe(false);
  });

  it('a business needs a business name; with a pending event request it goes back to submit it', async () => {
    sessionStorage.setItem(STORAGE_KEYS.pendingEventRequest, '{"values":{}}');
    const { calls } = mockApi({ 'POST /api/auth/google/complete': { ...authSuccess(), status: 201 } });
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: /Business/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.businessName);
    await user.type(within(dialog).getByLabelText('Business name'), 'Fifita Events');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('');
    await user.clear(within(dialog).getByLabelText('Your last name'));
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.firstLastName);
    await user.type(within(dialog).getByLabelText('Your last name'), 'Fifita');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(location()).toBe('at /?submit_pending_event=true'));
    expect(calls.find((call) => call.path === '/api/auth/google/complete')?.body).toMatchObject({ organiserType: 'business', businessName: 'Fifita Events', phoneNumber: null });
  });

  it("Back returns to the account type; a failure says 'Failed to complete signup. Please try again.'", async () => {
    mockApi({ 'POST /api/auth/google/complete': { status: 500 } });
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: /Individual/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByText('Step 1 of 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Individual/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(getToasts().map((t) => [t.message, t.type])).toEqual([[AUTH_TEXT.completeSignupFailed, 'error']]));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.googleCompleteFailed);
    expect(location()).toBe('at /?google_signup=true');
    expect(isStored()).toBe(true);
  });

  it('an expired sign-up says so and offers Google again', async () => {
    const expired = 'Your Google sign-up has expired. Please sign in with Google again.';
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockApi({
      'POST /api/auth/google/complete': { status: 401, body: { success: false, error: expired, message: expired } },
      'GET /api/auth/google-url': { body: { success: true, url: 'https://accounts.example.com/o/auth' } },
    });
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: /Individual/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    expect(await within(dialog).findByText(expired)).toBeInTheDocument();
    expect(getToasts().map((t) => t.message)).toEqual([expired]);
    expect(within(dialog).getByRole('button', { name: 'Complete Registration' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example.com/o/auth'));
  });

  it("shows the server's words for a refused completion", async () => {
    mockApi({ 'POST /api/auth/google/complete': { status: 409, body: { success: false, error: MSG.emailTaken } } });
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: /Individual/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    expect(await within(dialog).findByText(MSG.emailTaken)).toBeInTheDocument();
    expect(getToasts().map((t) => t.message)).toEqual([MSG.emailTaken]);
  });

  it('closing clears both stored Google items and the flag', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(isStored()).toBe(false);
    expect(location()).toBe('at /');
  });

  it.each([
    ['corrupt details', () => {
      sessionStorage.setItem(STORAGE_KEYS.googleUserInfo, '{broken');
      sessionStorage.setItem(STORAGE_KEYS.googleTempToken, 'temp');
    }],
    ['no token', () => sessionStorage.setItem(STORAGE_KEYS.googleUserInfo, JSON.stringify(USER_INFO))],
    ['nothing stored', () => undefined],
  ])('with %s: both items are cleared and the visitor goes to /', async (_, arrange) => {
    arrange();
    renderApp(<TestHome />, { path: '/?google_signup=true&x=1' });
    await waitFor(() => expect(location()).toBe('at /'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isStored()).toBe(false);
  });
});
