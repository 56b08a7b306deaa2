import { eq } from 'drizzle-orm';
import { MSG, type TLoginResponse, type TAuthSuccess, type TUserRole, type ZLoginRequest, type ZSignupRequest } from '@app/contract';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { organiserProfiles, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/crypto.ts';
import { createSession } from '../../lib/sessions.ts';
import { assertNotThrottled, clearLoginFailures, recordLoginFailure } from './login-throttle.ts';
import { loadPublicUser } from './user-service.ts';
import { providerSignInUrl } from '../../lib/provider-portal.ts';

export type TClient = { ip?: string; userAgent?: string };

const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
};

/** A new session and the user, as sign-in, sign-up and a password reset answer. */
export const issueAuth = async (options: { db: TDb; userId: number; ttlSeconds: number; client: TClient }): Promise<TAuthSuccess> => {
  const { token, expiresAt } = await createSession({ db: options.db, userId: options.userId, ttlSeconds: options.ttlSeconds, ...options.client });
  const user = await loadPublicUser(options.db, options.userId);
  if (!user) throw new AppError('INTERNAL', MSG.internal);
  return { success: true, token, expires_at: expiresAt.toISOString(), user };
};

export const signup = async (options: { db: TDb; input: z.output<typeof ZSignupRequest>; ttlSeconds: number; client: TClient }): Promise<TAuthSuccess> => {
  const { db, input } = options;
  const passwordHash = await hashPassword(input.password);
  try {
    const userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, password_hash: passwordHash, role: 'event_organiser', auth_type: 'email' })
        .returning({ id: users.id });
      const isBusiness = input.organiser_type === 'business';
      await tx.insert(organiserProfiles).values({
        user_id: user!.id,
        organiser_type: input.organiser_type,
        first_name: input.first_name,
        last_name: input.last_name,
        business_name: isBusiness ? input.business_name : null,
        phone_number: input.phone_number,
      });
      return user!.id;
    });
    return await issueAuth({ db, userId, ttlSeconds: options.ttlSeconds, client: options.client });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MSG.emailTaken);
    throw error;
  }
};

/**
 * The password check of both sign-ins (organisers' and the provider portal's): the user whose e-mail
 * and password these are, unless suspended. Wrong e-mail and wrong password answer the same 401 after
 * the same work. Failures are counted per (e-mail, client address) pair (login-throttle.ts): a pair
 * past a few failures waits a growing delay (429 with Retry-After, before any password is checked),
 * while the owner's own address is never slowed by failures from elsewhere. A success forgets the pair.
 */
export const checkCredentials = async (options: { db: TDb; email: string; password: string; client: TClient }) => {
  const { db, email, password } = options;
  const pair = { db, email, ip: options.client.ip ?? '' };
  await assertNotThrottled(pair);
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const isValid = user?.password_hash ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
  if (!user || !isValid) {
    await recordLoginFailure(pair);
    throw new AppError('UNAUTHENTICATED', MSG.invalidCredentials);
  }
  await clearLoginFailures(pair);
  if (user.status === 'suspended') throw new AppError('FORBIDDEN', MSG.accountSuspended);
  return user;
};

/**
 * How the organiser site's sign-in and password reset answer once they know the person: an organiser
 * gets a new session; a provider gets the portal's sign-in address (their sessions start there).
 */
export const signInOrSendToPortal = async (options: {
  db: TDb;
  user: { id: number; email: string; role: TUserRole };
  ttlSeconds: number;
  providerPortalUrl: string;
  client: TClient;
}): Promise<TLoginResponse> => {
  const { user } = options;
  if (user.role === 'service_provider') {
    return { success: true, redirect: true, redirectUrl: providerSignInUrl(options.providerPortalUrl, user.email), message: MSG.providerRedirect };
  }
  return issueAuth({ db: options.db, userId: user.id, ttlSeconds: options.ttlSeconds, client: options.client });
};

/** POST /auth/login: an organiser is signed in; a provider's right password answers with the portal's sign-in address instead. */
export const login = async (options: {
  db: TDb;
  input: z.output<typeof ZLoginRequest>;
  ttlSeconds: number;
  providerPortalUrl: string;
  client: TClient;
}): Promise<TLoginResponse> => {
  const { db, input } = options;
  const user = await checkCredentials({ db, email: input.email, password: input.password, client: options.client });
  return signInOrSendToPortal({ ...options, user });
};
