import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@app/contract';
import { clearSessionData, clearStoredAuth, readStoredSession, readToken, REQUEST_WIZARD_PROGRESS_KEY, writeStoredSession } from './storage.ts';
import { DEMO_USER } from './testing/mock-api.ts';

const user = { ...DEMO_USER, profile: { ...DEMO_USER.profile } };

describe('stored session', () => {
  it('writes the token and the user under the current and the older key pair', () => {
    writeStoredSession({ token: 't-1', user });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t-1');
    expect(localStorage.getItem(STORAGE_KEYS.legacyToken)).toBe('t-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '')).toEqual(user);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.legacyUser) ?? '')).toEqual(user);
    expect(readStoredSession()).toEqual({ token: 't-1', user });
  });

  it('reads a session kept only under the older brand-named pair', () => {
    localStorage.setItem(STORAGE_KEYS.legacyToken, 'old-token');
    localStorage.setItem(STORAGE_KEYS.legacyUser, JSON.stringify(user));
    expect(readToken()).toBe('old-token');
    expect(readStoredSession()).toEqual({ token: 'old-token', user });
  });

  it('fills fields an older client did not store (role, status, profile)', () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 7, email: 'kiri@example.nz' }));
    expect(readStoredSession()?.user).toMatchObject({ id: 7, email: 'kiri@example.nz', user_role: 'event_organiser', status: 'active', profile: { organiser_type: 'individual' } });
  });

  it('clears all stored auth when the stored user is corrupt', () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.legacyToken, 't');
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.legacyToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('clears a user that is not a user (no e-mail)', () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1 }));
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('is signed out (null) with only a token or only a user, without clearing anything', () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
  });

  it('clearStoredAuth removes both pairs; clearSessionData removes the session keys', () => {
    writeStoredSession({ token: 't', user });
    localStorage.setItem(STORAGE_KEYS.tutorialCompleted, 'true');
    sessionStorage.setItem(STORAGE_KEYS.dashboardTab, 'quotes');
    sessionStorage.setItem(STORAGE_KEYS.pendingEventRequest, '{}');
    sessionStorage.setItem(STORAGE_KEYS.googleUserInfo, '{}');
    sessionStorage.setItem(STORAGE_KEYS.googleTempToken, 'g');
    sessionStorage.setItem(REQUEST_WIZARD_PROGRESS_KEY, '{}');
    clearStoredAuth();
    clearSessionData();
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.legacyToken, STORAGE_KEYS.legacyUser]) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.tutorialCompleted)).toBe('true');
  });
});
