// Shared steps of the dashboard and providers specs: start signed in as the demo organiser, and
// reach the dashboard's navigation whatever the screen width.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ORGANISER } from './accounts.ts';
import { loginViaApi, startSignedIn, type TSession } from './session.ts';

/** Signs the demo organiser in through the API and opens `path` (default /dashboard) signed in. */
export const openDashboardAsDemo = async (page: Page, request: APIRequestContext, path = '/dashboard'): Promise<TSession> => {
  const session = await loginViaApi(request, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  await startSignedIn(page, session, path);
  return session;
};

/** Uncaught page errors, collected for a final `expect(errors).toEqual([])`. */
export const collectPageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** The dashboard's tab bar (wide screens). */
export const dashboardTabs = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** A GET of the organiser API with the session's token, answering the parsed body. */
export const apiGet = async <T>(request: APIRequestContext, session: TSession, path: string): Promise<T> => {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
};
