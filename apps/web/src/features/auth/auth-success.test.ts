import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '@app/contract';
import { resolveAuthSuccess } from './auth-success.ts';

const base64 = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
const base64url = (value: unknown) => base64(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const user = { id: 5, email: 'kiri@example.nz', profile: { first_name: 'Kiri' } };
const FAILED = { kind: 'redirect', destination: '/auth/error?error=processing_failed' };

describe('/auth/success decisions', () => {
  it('does nothing without a query', () => {
    expect(resolveAuthSuccess('', false)).toEqual({ kind: 'none' });
    expect(resolveAuthSuccess('?', true)).toEqual({ kind: 'none' });
  });

  describe('with userId', () => {
    it('builds the user from the parameters, with role event_organiser and status active by default', () => {
      const action = resolveAuthSuccess('?userId=5&email=kiri%40example.nz&first_name=Kiri&last_name=Hohepa&business_name=Kiri%20Co&organiser_type=business&token=t', false);
      expect(action).toEqual({
        kind: 'sign-in',
        token: 't',
        destination: '/dashboard',
        user: {
          id: 5,
          email: 'kiri@example.nz',
          user_role: 'event_organiser',
          status: 'active',
          auth_type: 'google_oauth',
          profile: { first_name: 'Kiri', last_name: 'Hohepa', business_name: 'Kiri Co', organiser_type: 'business', phone_number: null },
        },
      });
    });

    it('keeps a given role and status', () => {
      expect(resolveAuthSuccess('?userId=5&email=a%40b.nz&user_role=service_provider&status=suspended', false)).toMatchObject({ user: { user_role: 'service_provider', status: 'suspended' } });
    });

    it('gives no token when there is none (the page then sets the temporary-OAuth flag)', () => {
      expect(resolveAuthSuccess('?userId=5&email=kiri%40example.nz', false)).toMatchObject({ kind: 'sign-in', token: null, destination: '/dashboard' });
    });

    it('sends a new user (isNewUser=true or new_user=true) to /dashboard?new_user=true', () => {
      expect(resolveAuthSuccess('?userId=5&email=a%40b.nz&token=t&isNewUser=true', false)).toMatchObject({ destination: '/dashboard?new_user=true' });
      expect(resolveAuthSuccess('?userId=5&email=a%40b.nz&token=t&new_user=true', false)).toMatchObject({ destination: '/dashboard?new_user=true' });
      expect(resolveAuthSuccess('?userId=5&email=a%40b.nz&token=t&isNewUser=false', false)).toMatchObject({ destination: '/dashboard' });
    });

    it('sends anyone with a pending event request back to submit it, new or not', () => {
      expect(resolveAuthSuccess('?userId=5&email=a%40b.nz&token=t&isNewUser=true', true)).toMatchObject({ destination: '/?submit_pending_event=true' });
      expect(resolveAuthSuccess('?userId=5&email=a%40b.nz&token=t', true)).toMatchObject({ destination: '/?submit_pending_event=true' });
    });

    it('fails to /auth/error?error=processing_failed when the parameters make no user', () => {
      expect(resolveAuthSuccess('?userId=abc&email=a%40b.nz', false)).toEqual(FAILED);
      expect(resolveAuthSuccess('?userId=5', false)).toEqual(FAILED);
    });
  });

  describe('with data', () => {
    it('reads base64 and base64url JSON of { token, user, isNewUser }', () => {
      const data = { token: 't', user: { ...user, profile: { first_name: 'Kiri ā' } } };
      expect(resolveAuthSuccess(`?data=${encodeURIComponent(base64(data))}`, false)).toMatchObject({ kind: 'sign-in', token: 't', user: { id: 5, profile: { first_name: 'Kiri ā' } }, destination: '/dashboard' });
      expect(resolveAuthSuccess(`?data=${base64url(data)}`, false)).toMatchObject({ kind: 'sign-in', token: 't', destination: '/dashboard' });
    });

    it('welcomes a new user on /dashboard?welcome=true; a pending request goes back to /', () => {
      expect(resolveAuthSuccess(`?data=${base64url({ token: 't', user, isNewUser: true })}`, false)).toMatchObject({ destination: '/dashboard?welcome=true' });
      expect(resolveAuthSuccess(`?data=${base64url({ token: 't', user, isNewUser: true })}`, true)).toMatchObject({ destination: '/?submit_pending_event=true' });
    });

    it("says 'Invalid authentication data' when the value does not decode", () => {
      expect(resolveAuthSuccess('?data=%%%', false)).toEqual({ ...FAILED, message: AUTH_TEXT.invalidAuthData });
      expect(resolveAuthSuccess(`?data=${btoa('not json')}`, false)).toEqual({ ...FAILED, message: AUTH_TEXT.invalidAuthData });
    });

    it('fails without a token or a usable user', () => {
      expect(resolveAuthSuccess(`?data=${base64url({ user })}`, false)).toEqual(FAILED);
      expect(resolveAuthSuccess(`?data=${base64url({ token: 't' })}`, false)).toEqual(FAILED);
      expect(resolveAuthSuccess(`?data=${base64url({ token: 't', user: { email: 'no-id@example.nz' } })}`, false)).toEqual(FAILED);
      expect(resolveAuthSuccess(`?data=${base64url('text')}`, false)).toEqual(FAILED);
    });
  });

  it('sends a query with neither to /?auth_error=parameter_missing', () => {
    expect(resolveAuthSuccess('?foo=bar', false)).toEqual({ kind: 'redirect', destination: '/?auth_error=parameter_missing' });
    expect(resolveAuthSuccess('?userId=&data=', false)).toEqual({ kind: 'redirect', destination: '/?auth_error=parameter_missing' });
  });
});
