// Google in the e2e run: a real OpenID provider (oauth2-mock-server) on loopback, started by
// playwright.config.ts from support/mock-google-server.ts. Tests choose who signs in next.
import type { APIRequestContext } from '@playwright/test';

const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The issuer's port: E2E_GOOGLE_PORT, else the app's port + 1. */
export const GOOGLE_MOCK_PORT = Number(process.env.E2E_GOOGLE_PORT ?? APP_PORT + 1);
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

/**
 * The identity the next Google sign-in carries: bound to the code the next /authorize issues,
 * then put into the ID token that code is exchanged for. Without one, the token has no e-mail
 * and the sign-in fails.
 */
export const nextGoogleIdentity = async (request: APIRequestContext, identity: TGoogleIdentity): Promise<void> => {
  const response = await request.post(`${GOOGLE_MOCK_ISSUER}${GOOGLE_MOCK_CONTROL_PATH}`, { data: identity });
  if (response.status() !== 204) throw new Error(`the mock Google refused the identity: ${response.status()} ${await response.text()}`);
};

/** A fresh Google account id. */
export const newGoogleSub = (label = 'user'): string => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
