// Which dashboard tab an address opens (?tab=, else the tab saved for the browser session), apart
// from the tabs' labels and paths (dashboard-tabs.ts) so the app's entry can tell it cheaply (router.tsx).
import { STORAGE_KEYS } from '@app/contract';

export const DASHBOARD_TABS = ['providers', 'events', 'quotes', 'history', 'messages', 'reviews', 'profile'] as const;
export type TDashboardTab = (typeof DASHBOARD_TABS)[number];

/** Default, and the fallback for a missing or unknown ?tab= value. */
export const DEFAULT_DASHBOARD_TAB: TDashboardTab = 'providers';

export const isDashboardTab = (value: unknown): value is TDashboardTab =>
  typeof value === 'string' && (DASHBOARD_TABS as readonly string[]).includes(value);

/** A ?tab= value to a tab: unknown or missing values fall back to providers. */
export const parseDashboardTab = (value: string | null | undefined): TDashboardTab => (isDashboardTab(value) ? value : DEFAULT_DASHBOARD_TAB);

/**
 * The tab to show: the address wins when it names one (an unknown name falls back to providers);
 * without ?tab= the saved tab is restored.
 */
export const resolveDashboardTab = (queryValue: string | null, savedValue: string | null): TDashboardTab =>
  queryValue !== null ? parseDashboardTab(queryValue) : parseDashboardTab(savedValue);

const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The tab saved for this browser session, or null. */
export const readSavedTab = (): string | null => session()?.getItem(STORAGE_KEYS.dashboardTab) ?? null;

export const saveTab = (tab: TDashboardTab): void => {
  session()?.setItem(STORAGE_KEYS.dashboardTab, tab);
};
