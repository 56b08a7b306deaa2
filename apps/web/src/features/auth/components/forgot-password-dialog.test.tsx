import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MSG } from '@app/contract';
import { renderApp, TestHome } from '../../../test/render-app.tsx';
import { mockApi } from '@app/web-core/testing/mock-api.ts';

const openForgot = async () => {
  const app = renderApp(<TestHome />);
  await app.user.click(screen.getByRole('button', { name: 'Open sign in' }));
  const login = await screen.findByRole('dialog', { name: 'Welcome Back' });
  await app.user.type(within(login).getByLabelText('Email'), 'aroha@example.nz');
  await app.user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
  return { ...app, dialog };
};

describe('Forgot password? from the sign-in dialog', () => {
  it('opens a form with the e-mail already typed, and goes back to sign in', async () => {
    const { user, dialog } = await openForgot();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('aroha@example.nz');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    const login = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(within(login).getByLabelText('Email')).toHaveValue('aroha@example.nz');
  });

  it("sends the e-mail and shows the server's answer, the same for every address", async () => {
    const { calls } = mockApi({ 'POST /api/auth/forgot-password': { body: { success: true, message: MSG.passwordResetRequested } } });
    const { user, dialog } = await openForgot();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), '  Aroha@Example.NZ ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MSG.passwordResetRequested);
    expect(calls.find((call) => call.path === '/api/auth/forgot-password')?.body).toEqual({ email: 'aroha@example.nz' });
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('checks the e-mail before sending, one message at a time, cleared by editing', async () => {
    const { calls } = mockApi({});
    const { user, dialog } = await openForgot();
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.emailRequired);
    await user.type(email, 'not-an-email');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.invalidEmail);
    expect(calls.filter((call) => call.path === '/api/auth/forgot-password')).toEqual([]);
  });

  it("shows the server's refusal, or a fallback when it gives none", async () => {
    let answer: { status: number; body?: unknown } = { status: 429, body: { success: false, error: MSG.tooManyRequests, message: MSG.tooManyRequests, code: 'RATE_LIMITED' } };
    mockApi({ 'POST /api/auth/forgot-password': () => answer });
    const { user, dialog } = await openForgot();
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText(MSG.tooManyRequests)).toBeInTheDocument();
    answer = { status: 502 };
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText(MSG.forgotPasswordFailed)).toBeInTheDocument();
  });
});
