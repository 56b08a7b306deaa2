import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@app/contract';
import {
  clearGoogleSignup,
  googleInitial,
  googleSignupDestination,
  initialGoogleDetails,
  parseGoogleUserInfo,
  readGoogleSignup,
  writeGoogleSignup,
} from './google-signup-rules.ts';

describe('Google sign-up details', () => {
  it('start from the Google given and family names', () => {
    expect(initialGoogleDetails({ given_name: 'Ana', family_name: 'Fifita', name: null, email: null, picture: null })).toEqual({ firstName: 'Ana', lastName: 'Fifita', businessName: '', phone: '' });
    expect(initialGoogleDetails({ given_name: null, family_name: null, name: 'Ana', email: null, picture: null })).toMatchObject({ firstName: '', lastName: '' });
  });

  it('lead to the dashboard tour, or back to a pending event request', () => {
    expect(googleSignupDestination(false)).toBe('/dashboard?new_user=true');
    expect(googleSignupDestination(true)).toBe('/?submit_pending_event=true');
  });

  it('show an initial when there is no picture: given name, else name, else e-mail, else U', () => {
    const none = { given_name: null, family_name: null, name: null, email: null, picture: null };
    expect(googleInitial({ ...none, given_name: 'ana', name: 'Zed' })).toBe('A');
    expect(googleInitial({ ...none, name: 'Zed' })).toBe('Z');
    expect(googleInitial({ ...none, email: 'kiri@example.nz' })).toBe('K');
    expect(googleInitial(none)).toBe('U');
  });
});

describe('the stored Google details', () => {
  it('are read back as written', () => {
    writeGoogleSignup({ tempAccessToken: 'temp', userInfo: { given_name: 'Ana', family_name: 'Fifita', name: 'Ana Fifita', email: 'ana@example.nz', picture: 'https://example.nz/a.png' } });
    expect(readGoogleSignup()).toEqual({
      tempAccessToken: 'temp',
      userInfo: { given_name: 'Ana', family_name: 'Fifita', name: 'Ana Fifita', email: 'ana@example.nz', picture: 'https://example.nz/a.png' },
    });
  });

  it('read missing or non-text fields as missing', () => {
    expect(parseGoogleUserInfo('{"given_name":7,"email":"a@b.nz"}')).toEqual({ given_name: null, family_name: null, name: null, email: 'a@b.nz', picture: null });
  });

  it('cannot be read without the token, without the info, or with corrupt JSON', () => {
    sessionStorage.setItem(STORAGE_KEYS.googleUserInfo, '{}');
    expect(readGoogleSignup()).toBeNull();
    sessionStorage.removeItem(STORAGE_KEYS.googleUserInfo);
    sessionStorage.setItem(STORAGE_KEYS.googleTempToken, 'temp');
    expect(readGoogleSignup()).toBeNull();
    for (const raw of ['{broken', 'null', '[1]', '"text"']) {
      sessionStorage.setItem(STORAGE_KEYS.googleUserInfo, raw);
      expect(readGoogleSignup()).toBeNull();
    }
  });

  it('are cleared together', () => {
    writeGoogleSignup({ tempAccessToken: 'temp', userInfo: {} });
    clearGoogleSignup();
    expect(sessionStorage.getItem(STORAGE_KEYS.googleTempToken)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.googleUserInfo)).toBeNull();
  });
});
