import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '@app/web-core/testing/mock-api.ts';
import { readCallbackParams, withoutCallbackParams } from './google-callback-params.ts';
import { routeGoogleCallback } from './google-callback.ts';

const NO_HINTS = { hasPendingRequest: false, savedTab: null, returnTo: null };
const signedIn = { token: 'tok', user: { ...DEMO_USER, profile: { ...DEMO_USER.profile } } };

describe('the Google callback in the address', () => {
  it('needs both code and state', () => {
    expect(readCallbackParams('?code=c&state=s')).toEqual({ code: 'c', state: 's' });
    expect(readCallbackParams('?code=c')).toBeNull();
    expect(readCallbackParams('?state=s')).toBeNull();
    expect(readCallbackParams('?code=&state=s')).toBeNull();
    expect(readCallbackParams('')).toBeNull();
  });

  it('is removed from the address, other parameters stay', () => {
    expect(withoutCallbackParams('?code=c&state=s&scope=openid+email&authuser=0&prompt=consent')).toBe('');
    expect(withoutCallbackParams('?code=c&state=s&tab=quotes')).toBe('?tab=quotes');
  });
});

describe('where each callback answer leads', () => {
  it('a service provider: /?redirect_to_sp=true with the encoded portal address', () => {
    const action = routeGoogleCallback({ redirect: true, redirectUrl: 'https://providers.example.nz/login?a=1&b=2', message: 'x' }, NO_HINTS);
    expect(action).toEqual({ kind: 'provider', destination: '/?redirect_to_sp=true&redirect_url=https%3A%2F%2Fproviders.example.nz%2Flogin%3Fa%3D1%26b%3D2' });
    expect(new URLSearchParams(action.destination.slice(1)).get('redirect_url')).toBe('https://providers.example.nz/login?a=1&b=2');
  });

  it('a new user: the details and temporary token to keep, then /?google_signup=true', () => {
    const userInfo = { given_name: 'Ana', family_name: 'Fifita', name: 'Ana Fifita', email: 'ana@example.nz', picture: null };
    expect(routeGoogleCallback({ isNewUser: true, userInfo, tempAccessToken: 'temp' }, { ...NO_HINTS, hasPendingRequest: true })).toEqual({
      kind: 'new-user',
      userInfo,
      tempAccessToken: 'temp',
      destination: '/?google_signup=true',
    });
  });

  it('a session: /dashboard, with ?tab= when a tab was saved', () => {
    expect(routeGoogleCallback(signedIn, NO_HINTS)).toEqual({ kind: 'sign-in', ...signedIn, destination: '/dashboard' });
    expect(routeGoogleCallback(signedIn, { ...NO_HINTS, savedTab: 'quotes' })).toMatchObject({ destination: '/dashboard?tab=quotes' });
  });

  it('a session with a protected page to return to goes there; a pending event request comes first', () => {
    expect(routeGoogleCallback(signedIn, { ...NO_HINTS, savedTab: 'quotes', returnTo: '/dashboard/provider/7' })).toMatchObject({ destination: '/dashboard/provider/7' });
    expect(routeGoogleCallback(signedIn, { hasPendingRequest: true, savedTab: 'quotes', returnTo: '/dashboard/provider/7' })).toMatchObject({
      destination: '/?submit_pending_event=true',
    });
  });
});
