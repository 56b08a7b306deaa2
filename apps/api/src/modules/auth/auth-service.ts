import { and, count, eq, gt } from 'drizzle-orm';
import { MSG, type TLoginResponse, type TAuthSuccess, type ZLoginRequest, type ZSignupRequest } from '@app/contract';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { loginFailures, organiserProfiles, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/crypto.ts';
import { createSession } from './session-service.ts';
import { loadPublicUser } from './user-service.ts';

type TClient = { ip?: string; userAgent?: string };

const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
};

const issueAuth = async (options: { db: TDb; userId: number; ttlSeconds: number; client: TClient }): Promise<TAuthSuccess> => {
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
 * Wrong e-mail and wrong password answer the same 401 after the same work. Failed attempts are
 * recorded per account; past the hourly limit the account answers 429 until the window passes.
 */
export const login = async (options: {
  db: TDb;
  input: z.output<typeof ZLoginRequest>;
  ttlSeconds: number;
  providerPortalUrl: string;
  failuresPerHour: number;
  client: TClient;
}): Promise<TLoginResponse> => {
  const { db, input } = options;
  const hourAgo = new Date(Date.now() - 3_600_000);
  const [failures] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, input.email), gt(loginFailures.created_at, hourAgo)));
  if ((failures?.n ?? 0) >= options.failuresPerHour) throw new AppError('RATE_LIMITED', MSG.tooManyFailedLogins);

  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const isValid = user?.password_hash ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !isValid) {
    await db.insert(loginFailures).values({ email: input.email, ip: options.client.ip ?? null });
    throw new AppError('UNAUTHENTICATED', MSG.invalidCredentials);
  }
  if (user.status === 'suspended') throw new AppError('FORBIDDEN', MSG.accountSuspended);
  if (user.role === 'service_provider') {
    return { success: true, redirect: true, redirectUrl: options.providerPortalUrl, message: MSG.providerRedirect };
  }
  return issueAuth({ db, userId: user.id, ttlSeconds: options.ttlSeconds, client: options.client });
};
