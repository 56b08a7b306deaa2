import {
  PROVIDER_ACCOUNT_MSG, type TProviderAuthSuccess, type ZProviderLoginRequest, type ZProviderResetPasswordRequest, type ZProviderSignupRequest,
} from '@app/contract';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { providerProfiles, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { checkCredentials, issueAuth, type TClient } from '../auth/auth-service.ts';
import { spendResetLink } from '../auth/password-reset-service.ts';
import { loadProviderAccount } from './provider-account-queries.ts';
import { businessColumns, checkBusinessChoices, writeProviderServices } from './provider-business-rules.ts';

type TSessionOptions = { db: TDb; ttlSeconds: number; client: TClient };

/** A new session for a provider, with its business, as sign-up, sign-in and a password reset answer. */
const issueProviderAuth = async (options: TSessionOptions & { userId: number; message?: string }): Promise<TProviderAuthSuccess> => {
  const auth = await issueAuth({ db: options.db, userId: options.userId, ttlSeconds: options.ttlSeconds, client: options.client });
  const provider = await loadProviderAccount(options.db, options.userId);
  if (!provider) throw new AppError('FORBIDDEN', PROVIDER_ACCOUNT_MSG.notAProvider);
  return { ...auth, ...(options.message ? { message: options.message } : {}), provider };
};

/**
 * POST /service-provider/account/signup: a provider account (user status pending) with its business
 * (not verified, active), categories and subcategories, in one transaction, then a session. The
 * profile's e-mail starts as the sign-in e-mail. An e-mail already registered (organiser or provider,
 * in any case) answers 409, as the organisers' sign-up does.
 */
export const signupProvider = async (options: TSessionOptions & { input: z.output<typeof ZProviderSignupRequest> }): Promise<TProviderAuthSuccess> => {
  const { db, input } = options;
  const business = await checkBusinessChoices(db, input);
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, password_hash: passwordHash, role: 'service_provider', status: 'pending', auth_type: 'email' })
        .returning({ id: users.id });
      const [profile] = await tx
        .insert(providerProfiles)
        .values({ user_id: user!.id, ...businessColumns(business), email: input.email, is_verified: false, is_active: true })
        .returning({ id: providerProfiles.id });
      await writeProviderServices(tx, profile!.id, business);
      return user!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('CONFLICT', PROVIDER_ACCOUNT_MSG.emailTaken, [{ path: 'email', message: PROVIDER_ACCOUNT_MSG.emailTaken }]);
    throw error;
  }
  return issueProviderAuth({ ...options, userId, message: PROVIDER_ACCOUNT_MSG.accountCreated });
};

/**
 * POST /service-provider/account/login: the organisers' sign-in rules (same password check, the same
 * 401 for a wrong e-mail or password, the same per (e-mail, address) throttle, suspended accounts
 * refused) for provider accounts; an organiser's account answers 403 notAProvider once its password
 * is right. A pending provider signs in (the portal shows what it may do).
 */
export const loginProvider = async (options: TSessionOptions & { input: z.output<typeof ZProviderLoginRequest> }): Promise<TProviderAuthSuccess> => {
  const { db, input } = options;
  const user = await checkCredentials({ db, email: input.email, password: input.password, client: options.client });
  if (user.role !== 'service_provider') throw new AppError('FORBIDDEN', PROVIDER_ACCOUNT_MSG.notAProvider);
  return issueProviderAuth({ ...options, userId: user.id });
};

/**
 * POST /service-provider/account/reset-password: the reset link of /auth/reset-password (the same
 * rules and messages), answered with a provider session so the portal signs in at once. An
 * organiser's link is refused (403) before it is spent.
 */
export const resetProviderPassword = async (options: TSessionOptions & { input: z.output<typeof ZProviderResetPasswordRequest> }): Promise<TProviderAuthSuccess> => {
  const user = await spendResetLink({
    db: options.db,
    input: options.input,
    refuse: (role) => (role === 'service_provider' ? null : new AppError('FORBIDDEN', PROVIDER_ACCOUNT_MSG.notAProvider)),
  });
  return issueProviderAuth({ ...options, userId: user.id, message: PROVIDER_ACCOUNT_MSG.passwordChanged });
};
