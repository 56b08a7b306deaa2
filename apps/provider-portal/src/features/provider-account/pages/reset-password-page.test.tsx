import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MSG } from '@app/contract';
import { clearToasts } from '@app/web-core/notify.ts';
import { mockPortalApi, renderPortal } from '../../../test/render-portal.tsx';
import { resetToken } from './reset-password-page.tsx';

afterEach(() => clearToasts());

const TOKEN = 'A'.repeat(43);

describe('reset password', () => {
  it('reads the token from the fragment or the query', () => {
    expect(resetToken(`#token=${TOKEN}`, '')).toBe(TOKEN);
    expect(resetToken('', `?token=${TOKEN}`)).toBe(TOKEN);
    expect(resetToken('#token=short', '')).toBeNull();
  });

  it('sets the new password and sends the provider to sign in', async () => {
    const { calls } = mockPortalApi({
      'POST /api/auth/reset-password': { body: { success: true, redirect: true, redirectUrl: 'http://localhost:5174', message: MSG.providerRedirect } },
    });
    const { user } = renderPortal(`/reset-password#token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!Password');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Your password has been changed. Sign in with your new password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({ token: TOKEN, new_password: 'N3w!Password' });
  });

  it('a link without a token says so and offers a new one', async () => {
    mockPortalApi();
    renderPortal('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.resetLinkInvalid);
    expect(screen.getByRole('button', { name: 'Request a new one' })).toBeInTheDocument();
  });
});
