import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { MSG, type TResetPasswordResponse, type TUserRole, type ZResetPasswordRequest } from '@app/contract';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { passwordResetRequests, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, randomToken, sha256Hex } from '../../lib/crypto.ts';
import { announceSessionsRevoked, revokeUserSessions } from '../../lib/sessions.ts';
import type { TMailer } from '../../plugins/mailer.ts';
import { signInOrSendToPortal, type TClient } from './auth-service.ts';
import { clearAccountLoginFailures } from './login-throttle.ts';
import { googleOnlyMail, resetLinkMail } from './password-reset-mail.ts';

/** A reset link works once, within this many seconds of being sent. */
export const RESET_LINK_TTL_SECONDS = 3600;
/** At most this many reset e-mails per account per hour, so no one can flood an inbox. */
export const RESET_EMAILS_PER_HOUR = 5;

export type TResetSites = { appUrl: string; providerPortalUrl: string };

/**
 * The e-mailed link points at the site that matches the account: the organiser site (APP_URL) or
 * the provider portal (PROVIDER_PORTAL_URL's origin). The provider portal does not exist yet; until
 * it does, the organiser site's /reset-password page serves both roles (a provider's reset answers
 * with the portal address, as sign-in does), so it works wherever PROVIDER_PORTAL_URL points at it.
 * The token travels in the fragment, which browsers never send to a server: it stays out of access
 * logs and Referer headers.
 */
export const resetLinkFor = (role: TUserRole, sites: TResetSites, token: string) => {
  const base = role === 'service_provider' ? new URL(sites.providerPortalUrl).origin : sites.appUrl.replace(/\/$/, '');
  return `${base}/reset-password#token=${token}`;
};

export type TResetRequestOutcome = 'link-sent' | 'google-notice-sent' | 'nothing-sent';

/**
 * Forgot password. The route answers the same text before this runs (so the answer and its timing
 * say nothing about the e-mail): an account with a password gets a single-use link, a Google-only
 * account an e-mail saying to sign in with Google; an unknown or suspended e-mail, or an account
 * already sent RESET_EMAILS_PER_HOUR e-mails this hour, gets nothing.
 */
export const requestPasswordReset = async (options: {
  db: TDb;
  mailer: TMailer;
  email: string;
  sites: TResetSites;
  ip?: string;
}): Promise<TResetRequestOutcome> => {
  const { db, mailer, sites } = options;
  const [user] = await db
    .select({ id: users.id, email: users.email, role: users.role, status: users.status, hasPassword: sql<boolean>`${users.password_hash} is not null` })
    .from(users)
    .where(eq(users.email, options.email))
    .limit(1);
  if (!user || user.status === 'suspended') return 'nothing-sent';

  const [recent] = await db
    .select({ n: count() })
    .from(passwordResetRequests)
    .where(and(eq(passwordResetRequests.user_id, user.id), gt(passwordResetRequests.created_at, sql`now() - interval '1 hour'`)));
  if ((recent?.n ?? 0) >= RESET_EMAILS_PER_HOUR) return 'nothing-sent';

  if (!user.hasPassword) {
    await db.insert(passwordResetRequests).values({ user_id: user.id, token_hash: null, expires_at: sql`now()`, ip: options.ip ?? null });
    await mailer.send(googleOnlyMail({ to: user.email, siteUrl: sites.appUrl }));
    return 'google-notice-sent';
  }

  const token = randomToken();
  await db.insert(passwordResetRequests).values({
    user_id: user.id,
    token_hash: sha256Hex(token),
    expires_at: sql`now() + make_interval(secs => ${RESET_LINK_TTL_SECONDS})`,
    ip: options.ip ?? null,
  });
  await mailer.send(resetLinkMail({ to: user.email, link: resetLinkFor(user.role, sites, token) }));
  return 'link-sent';
};

/**
 * Sets a new password from a reset link: the token must be known, unused and unexpired (each answers
 * its own clear 400). In one transaction the token is spent, the argon2id hash set, every other link
 * of the account spent and every session revoked; the account's sign-in throttles are cleared.
 * `refuse` may turn an account away (by role) before anything is spent. Returns the account.
 */
export const spendResetLink = async (options: {
  db: TDb;
  input: z.output<typeof ZResetPasswordRequest>;
  refuse?: (role: TUserRole) => AppError | null;
}): Promise<{ id: number; email: string; role: TUserRole }> => {
  const { db, input } = options;
  const tokenHash = sha256Hex(input.token);
  const [link] = await db
    .select({
      id: passwordResetRequests.id,
      isUsed: sql<boolean>`${passwordResetRequests.used_at} is not null`,
      isExpired: sql<boolean>`${passwordResetRequests.expires_at} <= now()`,
      status: users.status,
      role: users.role,
    })
    .from(passwordResetRequests)
    .innerJoin(users, eq(users.id, passwordResetRequests.user_id))
    .where(eq(passwordResetRequests.token_hash, tokenHash))
    .limit(1);
  if (!link) throw new AppError('VALIDATION', MSG.resetLinkInvalid, [{ path: 'token', message: MSG.resetLinkInvalid }]);
  if (link.isUsed) throw new AppError('VALIDATION', MSG.resetLinkUsed, [{ path: 'token', message: MSG.resetLinkUsed }]);
  if (link.isExpired) throw new AppError('VALIDATION', MSG.resetLinkExpired, [{ path: 'token', message: MSG.resetLinkExpired }]);
  if (link.status === 'suspended') throw new AppError('FORBIDDEN', MSG.accountSuspended);
  const refusal = options.refuse?.(link.role);
  if (refusal) throw refusal;
  // Hashing takes a while: do it before the transaction, which then re-checks the link as it spends it.
  const passwordHash = await hashPassword(input.new_password);
  const user = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetRequests)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResetRequests.id, link.id), isNull(passwordResetRequests.used_at), gt(passwordResetRequests.expires_at, sql`now()`)))
      .returning({ userId: passwordResetRequests.user_id });
    if (!spent) return null;
    const [changed] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where(eq(users.id, spent.userId))
      .returning({ id: users.id, email: users.email, role: users.role });
    await tx
      .update(passwordResetRequests)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResetRequests.user_id, spent.userId), isNull(passwordResetRequests.used_at)));
    await revokeUserSessions(tx, spent.userId);
    return changed ?? null;
  });
  // Another request spent the link (or it expired) while the password was hashed.
  if (!user) throw new AppError('VALIDATION', MSG.resetLinkUsed, [{ path: 'token', message: MSG.resetLinkUsed }]);
  announceSessionsRevoked(db, { userId: user.id });
  await clearAccountLoginFailures(db, user.email);
  return user;
};

/** POST /auth/reset-password (spendResetLink): an organiser is then signed in with a new session; a provider gets the portal address, as at sign-in. */
export const resetPassword = async (options: {
  db: TDb;
  input: z.output<typeof ZResetPasswordRequest>;
  ttlSeconds: number;
  providerPortalUrl: string;
  client: TClient;
}): Promise<TResetPasswordResponse> => {
  const user = await spendResetLink({ db: options.db, input: options.input });
  return signInOrSendToPortal({ ...options, user });
};
