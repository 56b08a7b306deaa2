import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG, normaliseEmail, type TAuthSuccess, type TGoogleCallbackResponse, type TGoogleUserInfo, type ZGoogleCompleteRequest } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { oauthPendingSignups, oauthStates, organiserProfiles, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { createSession } from '../../lib/sessions.ts';
import { loadPublicUser } from '../auth/user-service.ts';
import { newAuthorizationSecrets, type TOidcClient } from './oidc-client.ts';
import { providerSignInUrl } from '../../lib/provider-portal.ts';

const STATE_TTL_MS = 10 * 60_000;
const PENDING_SIGNUP_TTL_MS = 15 * 60_000;

type TSessionOptions = { ttlSeconds: number; client: { ip?: string; userAgent?: string } };

const issueAuth = async (db: TDb, userId: number, session: TSessionOptions): Promise<TAuthSuccess> => {
  const { token, expiresAt } = await createSession({ db, userId, ttlSeconds: session.ttlSeconds, ...session.client });
  const user = await loadPublicUser(db, userId);
  if (!user) throw new AppError('INTERNAL', MSG.internal);
  return { success: true, token, expires_at: expiresAt.toISOString(), user };
};

/** Starts a sign-in: state, nonce and PKCE verifier are stored server-side for ten minutes. */
export const startGoogleSignIn = async (options: { db: TDb; oidc: TOidcClient }) => {
  const secrets = newAuthorizationSecrets();
  await options.db.insert(oauthStates).values({
    state: secrets.state,
    nonce: secrets.nonce,
    code_verifier: secrets.codeVerifier,
    expires_at: new Date(Date.now() + STATE_TTL_MS),
  });
  return options.oidc.authorizationUrl(secrets);
};

/** Marks the state used and returns it, or null when it is unknown, expired or already used. */
const consumeState = async (db: TDb, state: string) => {
  const [row] = await db
    .update(oauthStates)
    .set({ used_at: new Date() })
    .where(and(eq(oauthStates.state, state), isNull(oauthStates.used_at), gt(oauthStates.expires_at, new Date())))
    .returning();
  return row ?? null;
};

/**
 * The callback: a known Google account or an organiser with the same verified e-mail signs in (the
 * e-mail account is linked, not duplicated); a provider is sent to the portal; anyone else gets a
 * short-lived single-use token to complete the sign-up.
 */
export const finishGoogleSignIn = async (options: {
  db: TDb;
  oidc: TOidcClient;
  code: string;
  state: string;
  providerPortalUrl: string;
  session: TSessionOptions;
  log: (error: unknown) => void;
}): Promise<TGoogleCallbackResponse> => {
  const { db } = options;
  const stored = await consumeState(db, options.state);
  if (!stored) throw new AppError('VALIDATION', MSG.googleAuthFailed);
  let claims;
  try {
    claims = await options.oidc.exchange({ code: options.code, state: options.state, nonce: stored.nonce, codeVerifier: stored.code_verifier });
  } catch (error) {
    options.log(error);
    throw new AppError('VALIDATION', MSG.googleAuthFailed);
  }
  if (!claims.emailVerified) throw new AppError('VALIDATION', MSG.googleAuthFailed);
  const email = normaliseEmail(claims.email);

  const [bySub] = await db.select().from(users).where(eq(users.google_sub, claims.sub)).limit(1);
  const [byEmail] = bySub ? [bySub] : await db.select().from(users).where(eq(users.email, email)).limit(1);
  const existing = bySub ?? byEmail;
  if (existing) {
    if (existing.status === 'suspended') throw new AppError('FORBIDDEN', MSG.accountSuspended);
    if (existing.role === 'service_provider') {
      return { success: true, redirect: true, redirectUrl: providerSignInUrl(options.providerPortalUrl, existing.email), message: MSG.providerRedirect };
    }
    if (!existing.google_sub) await db.update(users).set({ google_sub: claims.sub, updated_at: new Date() }).where(eq(users.id, existing.id));
    return issueAuth(db, existing.id, options.session);
  }

  const userInfo: TGoogleUserInfo = { given_name: claims.givenName, family_name: claims.familyName, name: claims.name, email, picture: claims.picture };
  const tempAccessToken = randomToken();
  await db.insert(oauthPendingSignups).values({
    token_hash: sha256Hex(tempAccessToken),
    google_sub: claims.sub,
    email,
    user_info: userInfo,
    expires_at: new Date(Date.now() + PENDING_SIGNUP_TTL_MS),
  });
  return { success: true, isNewUser: true, userInfo, tempAccessToken };
};

/** Creates the organiser from a pending Google sign-up; the temporary token works once. */
export const completeGoogleSignup = async (options: { db: TDb; input: z.output<typeof ZGoogleCompleteRequest>; session: TSessionOptions }): Promise<TAuthSuccess> => {
  const { db, input } = options;
  const userId = await db.transaction(async (tx) => {
    const [pending] = await tx
      .update(oauthPendingSignups)
      .set({ used_at: new Date() })
      .where(and(eq(oauthPendingSignups.token_hash, sha256Hex(input.tempAccessToken)), isNull(oauthPendingSignups.used_at), gt(oauthPendingSignups.expires_at, new Date())))
      .returning();
    if (!pending) throw new AppError('UNAUTHENTICATED', 'Your Google sign-up has expired. Please sign in with Google again.');
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, pending.email)).limit(1);
    if (taken) throw new AppError('CONFLICT', MSG.emailTaken);
    const [user] = await tx
      .insert(users)
      .values({ email: pending.email, role: 'event_organiser', auth_type: 'google_oauth', google_sub: pending.google_sub })
      .returning({ id: users.id });
    const isBusiness = input.organiserType === 'business';
    await tx.insert(organiserProfiles).values({
      user_id: user!.id,
      organiser_type: input.organiserType ?? 'individual',
      first_name: input.firstName,
      last_name: input.lastName,
      business_name: isBusiness ? input.businessName : null,
      phone_number: input.phoneNumber,
      avatar_url: (pending.user_info as TGoogleUserInfo).picture,
    });
    return user!.id;
  });
  return issueAuth(db, userId, options.session);
};
