import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG, STORAGE_KEYS } from '@app/contract';
import { renderApp, TestHome } from '../../../test/render-app.tsx';
import { authSuccess, DEMO_USER, mockApi } from '@app/web-core/testing/mock-api.ts';

const STRONG = 'Harbour#Lights42';

const openSignup = async () => {
  const app = renderApp(<TestHome />);
  await app.user.click(screen.getByRole('button', { name: 'Open sign up' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Account' });
  return { ...app, dialog };
};

const fillCredentials = async (app: Awaited<ReturnType<typeof openSignup>>, values: { email?: string; password?: string; confirm?: string }) => {
  const { user, dialog } = app;
  if (values.email !== undefined) await user.type(within(dialog).getByLabelText('Email'), values.email);
  if (values.password !== undefined) await user.type(within(dialog).getByLabelText('Password'), values.password);
  if (values.confirm !== undefined) await user.type(within(dialog).getByLabelText('Confirm password'), values.confirm);
};

describe('Create Account dialog', () => {
  it('step 1 offers Individual, Business and Google; choosing a type moves to step 2', async () => {
    const app = await openSignup();
    expect(within(app.dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(app.dialog).getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    await app.user.click(within(app.dialog).getByRole('button', { name: /Individual/ }));
    expect(within(app.dialog).getByText('Step 2 of 3')).toBeInTheDocument();
    expect(within(app.dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('step 2: checklist, match indicator, Continue disabled until valid, and each message', async () => {
    const app = await openSignup();
    const { user, dialog } = app;
    await user.click(within(dialog).getByRole('button', { name: /Individual/ }));
    const cont = within(dialog).getByRole('button', { name: 'Continue' });
    expect(cont).toHaveAttribute('aria-disabled', 'true');

    await user.click(cont);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.fillRequired);

    await fillCredentials(app, { email: 'kiri@example.nz', password: 'abc', confirm: 'abd' });
    const checklist = within(dialog).getByRole('list', { name: 'Password requirements' });
    expect(within(checklist).getByText('lowercase letters').closest('li')).toHaveAttribute('data-met', 'true');
    expect(within(checklist).getByText('uppercase letters').closest('li')).toHaveAttribute('data-met', 'false');
    expect(within(dialog).getByText(MSG.passwordsDontMatch)).toBeInTheDocument();
    await user.click(cont);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Password must contain at least 8 characters, uppercase letters, numbers, special characters');

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), STRONG);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('');
    await user.click(cont);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.passwordsDoNotMatch);

    await user.clear(within(dialog).getByLabelText('Confirm password'));
    await user.type(within(dialog).getByLabelText('Confirm password'), STRONG);
    expect(within(dialog).getByText(MSG.passwordsMatch)).toBeInTheDocument();
    expect(cont).not.toHaveAttribute('aria-disabled');

    const [showPassword] = within(dialog).getAllByRole('button', { name: 'Show password' });
    if (showPassword) await user.click(showPassword);
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(within(dialog).getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    expect(within(dialog).getAllByRole('button', { name: 'Hide password' })).toHaveLength(2);

    await user.click(cont);
    expect(within(dialog).getByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('creates an individual account: names required, payload sent, signed in, off to /dashboard', async () => {
    const { calls } = mockApi({ 'POST /api/auth/signup': authSuccess() });
    const app = await openSignup();
    const { user, dialog } = app;
    await user.click(within(dialog).getByRole('button', { name: /Individual/ }));
    await fillCredentials(app, { email: 'kiri@example.nz', password: STRONG, confirm: STRONG });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(within(dialog).getByLabelText('First name'), 'Kiri');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.firstLastName);
    await user.type(within(dialog).getByLabelText('Last name'), 'Pai');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('at /dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/signup')?.body).toEqual({
      email: 'kiri@example.nz',
      password: STRONG,
      user_role: 'event_organiser',
      organiser_type: 'individual',
      phone_number: null,
      first_name: 'Kiri',
      last_name: 'Pai',
      business_name: null,
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-123');
    expect(localStorage.getItem(STORAGE_KEYS.legacyToken)).toBe('token-123');
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('business: needs the business name; shows the server error as-is, or Signup failed', async () => {
    let answer: { status: number; body?: unknown } = { status: 409, body: { success: false, error: MSG.emailTaken, message: MSG.emailTaken, code: 'CONFLICT' } };
    mockApi({ 'POST /api/auth/signup': () => answer });
    const app = await openSignup();
    const { user, dialog } = app;
    await user.click(within(dialog).getByRole('button', { name: /Business/ }));
    await fillCredentials(app, { email: 'events@harbour.nz', password: STRONG, confirm: STRONG });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).queryByLabelText('First name')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.businessName);
    await user.type(within(dialog).getByLabelText('Business name'), 'Harbour Co');
    await user.type(within(dialog).getByLabelText('Phone number (optional)'), '021 555 0100');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByText(MSG.emailTaken)).toBeInTheDocument();

    answer = { status: 500 };
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByText(MSG.signupFailed)).toBeInTheDocument();
  });

  it("shows 'Creating...' while the account is created", async () => {
    let release: () => void = () => undefined;
    mockApi({ 'POST /api/auth/signup': () => new Promise((resolve) => (release = () => resolve(authSuccess(DEMO_USER)))) });
    const app = await openSignup();
    const { user, dialog } = app;
    await user.click(within(dialog).getByRole('button', { name: /Individual/ }));
    await fillCredentials(app, { email: 'kiri@example.nz', password: STRONG, confirm: STRONG });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(within(dialog).getByLabelText('First name'), 'Kiri');
    await user.type(within(dialog).getByLabelText('Last name'), 'Pai');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('at /dashboard'));
  });

  it('Back returns a step; closing resets the whole form', async () => {
    const app = await openSignup();
    const { user } = app;
    let dialog = app.dialog;
    await user.click(within(dialog).getByRole('button', { name: /Individual/ }));
    await fillCredentials(app, { email: 'kiri@example.nz' });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Individual/ }));
    expect(within(dialog).getByLabelText('Email')).toHaveValue('kiri@example.nz');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open sign up' }));
    dialog = await screen.findByRole('dialog', { name: 'Create Account' });
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Individual/ }));
    expect(within(dialog).getByLabelText('Email')).toHaveValue('');
  });

  it('Google: shows the server error, or the fallback when there is none', async () => {
    let answer: { status: number; body?: unknown } | 'network-error' = { status: 503, body: { success: false, error: MSG.googleNotConfigured, message: MSG.googleNotConfigured } };
    mockApi({ 'GET /api/auth/google-url': () => answer });
    const { user, dialog } = await openSignup();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(await within(dialog).findByText(MSG.googleNotConfigured)).toBeInTheDocument();
    answer = 'network-error';
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(await within(dialog).findByText(MSG.googleUrlFailed)).toBeInTheDocument();
  });

  it('can switch to the sign-in dialog', async () => {
    const { user, dialog } = await openSignup();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in here' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});
