import { describe, expect, it } from 'vitest';
import { resolveAuthSuccess } from './auth-success.ts';

const encode = (value: unknown) => btoa(JSON.stringify(value));
const user = { id: 5, email: 'kiri@example.nz', profile: { first_name: 'Kiri' } };

describe('/auth/success', () => {
  it('does nothing without a query', () => {
    expect(resolveAuthSuccess('', false)).toEqual({ kind: 'none' });
  });

  it('builds the user from userId parameters; a new user starts the tutorial', () => {
    const action = resolveAuthSuccess('?userId=5&email=kiri%40example.nz&first_name=Kiri&token=t&isNewUser=true', false);
    expect(action).toMatchObject({ kind: 'sign-in', token: 't', user: { id: 5, email: 'kiri@example.nz', auth_type: 'google_oauth' }, destination: '/dashboard?new_user=true' });
    expect(resolveAuthSuccess('?userId=5&email=kiri%40example.nz', false)).toMatchObject({ kind: 'sign-in', token: null, destination: '/dashboard' });
  });

  it('reads encoded data; a new user is welcomed; a pending request goes back to /', () => {
    expect(resolveAuthSuccess(`?data=${encode({ token: 't', user, isNewUser: true })}`, false)).toMatchObject({ kind: 'sign-in', destination: '/dashboard?welcome=true' });
    expect(resolveAuthSuccess(`?data=${encode({ token: 't', user })}`, true)).toMatchObject({ destination: '/?submit_pending_event=true' });
  });

  it('sends a query without either to /?auth_error=parameter_missing, and junk to /auth/error', () => {
    expect(resolveAuthSuccess('?foo=bar', false)).toEqual({ kind: 'redirect', destination: '/?auth_error=parameter_missing' });
    expect(resolveAuthSuccess('?data=%%%', false)).toEqual({ kind: 'redirect', destination: '/auth/error?error=processing_failed' });
    expect(resolveAuthSuccess(`?data=${encode({ user })}`, false)).toEqual({ kind: 'redirect', destination: '/auth/error?error=processing_failed' });
  });
});
