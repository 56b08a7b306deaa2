// Google in the e2e run: a real OpenID provider (oauth2-mock-server) on loopback, started by
// playwright.config.ts from support/mock-google-server.ts. Tests choose who signs in next.
import type { APIRequestContext } from '@playwright/test';
import { APP_PORT } from './sites.ts';

/** The issuer's port: E2E_GOOGLE_PORT, else the app's port + 2 (the provider portal has + 1). */
export const GOOGLE_MOCK_PORT = Number(process.env.E2E_GOOGLE_PORT ?? APP_PORT + 2);
export const GOOGLE_MOCK_ISSUER = `http://127.0.0.1:${GOOGLE_MOCK_PORT}`;
/** The client the API is configured with (any values work with the mock). */
export const GOOGLE_MOCK_CLIENT = { id: 'hui-e2e-client', secret: 'hui-e2e-secret' } as const;
/** Where tests set the next identity (served by the mock, beside the issuer). */
export const GOOGLE_MOCK_CONTROL_PATH = '/__e2e/next-identity';

export type TGoogleIdentity = {
  /** Google's stable account id; a fresh one when left out. */
  sub?: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
};

/** The cookie (browser) or header (API request) naming whose identity an /authorize visit carries. */
export const GOOGLE_MOCK_KEY_COOKIE = 'e2e_google_key';
export const GOOGLE_MOCK_KEY_HEADER = 'x-e2e-google-key';

/**
 * Registers the identity of a coming Google sign-in under a fresh key and answers the key: the
 * /authorize visit that presents it (GOOGLE_MOCK_KEY_COOKIE from a browser, GOOGLE_MOCK_KEY_HEADER
 * from an API request) gets a code bound to it, and the ID token that code is exchanged for carries
 * its claims. Keys keep sign-ins running side by side (two workers) from taking each other's
 * identity. Without one, the token has no e-mail and the sign-in fails.
 */
export const nextGoogleIdentity = async (request: APIRequestContext, identity: TGoogleIdentity): Promise<string> => {
  const key = `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  const response = await request.post(`${GOOGLE_MOCK_ISSUER}${GOOGLE_MOCK_CONTROL_PATH}`, { data: { key, identity } });
  if (response.status() !== 204) throw new Error(`the mock Google refused the identity: ${response.status()} ${await response.text()}`);
  return key;
};

/** A fresh Google account id. */
export const newGoogleSub = (label = 'user'): string => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
