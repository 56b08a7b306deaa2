// The two sites of the e2e run, both served by the one API process that playwright.config.ts starts:
// the organiser site on E2E_PORT (default 3100) and the provider portal on the next port (its own
// origin, as in production). Both builds know these addresses (npm run build -w @app/e2e).

/** The organiser site's port: E2E_PORT, else 3100. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The organiser site (Playwright's baseURL). */
export const BASE_URL = `http://127.0.0.1:${APP_PORT}`;
/** The provider portal's port: E2E_PORTAL_PORT, else the organiser site's port + 1. */
export const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? APP_PORT + 1);
/** The provider portal (PROVIDER_PORTAL_URL of the run's API): where providers are sent. */
export const PORTAL_URL = `http://127.0.0.1:${PORTAL_PORT}`;

/** The portal's sign-in page with the e-mail filled in: where a provider signing in on the organiser site lands. */
export const portalSignInUrl = (email: string): string => `${PORTAL_URL}/sign-in?email=${encodeURIComponent(email)}`;
