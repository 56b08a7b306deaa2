import { PROFILE_MSG } from '@app/contract';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import type { TDb } from '../../db/client.ts';
import { assertNotThrottled, clearLoginFailures, recordLoginFailure } from '../auth/login-throttle.ts';
import type { TOrganiserAccount } from './profile-queries.ts';

/** A Google-only account has no password (§6: change password is not for google_oauth accounts). */
export const hasPassword = (account: TOrganiserAccount): account is TOrganiserAccount & { user: { password_hash: string } } =>
  account.user.auth_type !== 'google_oauth' && account.user.password_hash !== null;

/**
 * The signed-in organiser proves the account's password again (changing it, deleting the account).
 * Failures count against the same (e-mail, address) throttle as sign-in (auth/login-throttle.ts), so
 * a stolen session cannot be used to guess the password; a wrong one is 400 on `field`.
 */
export const checkOwnPassword = async (options: {
  db: TDb; account: TOrganiserAccount & { user: { password_hash: string } }; password: string; ip: string; field: string; wrongMessage: string;
}) => {
  const pair = { db: options.db, email: options.account.user.email, ip: options.ip };
  await assertNotThrottled(pair);
  if (!(await verifyPassword(options.account.user.password_hash, options.password))) {
    await recordLoginFailure(pair);
    throw new AppError('VALIDATION', options.wrongMessage, [{ path: options.field, message: options.wrongMessage }]);
  }
  await clearLoginFailures(pair);
};

export const GOOGLE_NO_PASSWORD = () => new AppError('FORBIDDEN', PROFILE_MSG.googleNoPassword);
