import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@app/contract';
import { DASHBOARD_TABS, dashboardTabPath, HEADER_TABS, parseDashboardTab, readSavedTab, resolveDashboardTab, reviewsTabPath, saveTab } from './dashboard-tabs.ts';

describe('dashboard tabs', () => {
  it('knows the seven tabs and shows six in the header, Profile only through the profile menu', () => {
    expect(DASHBOARD_TABS).toEqual(['providers', 'events', 'quotes', 'history', 'messages', 'reviews', 'profile']);
    expect(HEADER_TABS.map((t) => t.label)).toEqual(['Providers', 'My Events', 'Quotes', 'History', 'Messages', 'Reviews']);
  });

  it('parses ?tab= and falls back to providers for a missing or unknown value', () => {
    expect(parseDashboardTab('quotes')).toBe('quotes');
    expect(parseDashboardTab('profile')).toBe('profile');
    expect(parseDashboardTab(null)).toBe('providers');
    expect(parseDashboardTab('')).toBe('providers');
    expect(parseDashboardTab('settings')).toBe('providers');
    expect(parseDashboardTab('QUOTES')).toBe('providers');
  });

  it('lets the address win, and restores the saved tab only when ?tab= is absent', () => {
    expect(resolveDashboardTab('history', 'reviews')).toBe('history');
    expect(resolveDashboardTab('nonsense', 'reviews')).toBe('providers');
    expect(resolveDashboardTab(null, 'reviews')).toBe('reviews');
    expect(resolveDashboardTab(null, 'nonsense')).toBe('providers');
    expect(resolveDashboardTab(null, null)).toBe('providers');
  });

  it('keeps the tab in session storage under the dashboard tab key', () => {
    expect(readSavedTab()).toBeNull();
    saveTab('messages');
    expect(sessionStorage.getItem(STORAGE_KEYS.dashboardTab)).toBe('messages');
    expect(readSavedTab()).toBe('messages');
    expect(localStorage.getItem(STORAGE_KEYS.dashboardTab)).toBeNull();
  });

  it('writes a tab’s address with the values it reads, leaving out empty ones', () => {
    expect(dashboardTabPath('history')).toBe('/dashboard?tab=history');
    expect(dashboardTabPath('messages', { room: 31, other: null })).toBe('/dashboard?tab=messages&room=31');
    expect(reviewsTabPath(12)).toBe('/dashboard?tab=reviews&event=12');
  });
});
