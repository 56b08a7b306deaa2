import { eq } from 'drizzle-orm';
import { MSG, PROFILE_MSG, normaliseEmail, type TProfile, type ZProfileUpdate } from '@app/contract';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { organiserProfiles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { selectOrganiserAccount, toProfile, type TOrganiserAccount } from './profile-queries.ts';

/** The signed-in organiser's account; a deleted one (its token is revoked anyway) reads as an invalid token. */
export const requireOrganiserAccount = async (db: TDb, userId: number, options: { forUpdate?: boolean } = {}): Promise<TOrganiserAccount> => {
  const account = await selectOrganiserAccount(db, userId, options);
  if (!account) throw new AppError('INVALID_TOKEN', MSG.invalidToken);
  return account;
};

/** GET /event-organiser/profile (§3). */
export const getProfile = async (options: { db: TDb; userId: number }): Promise<TProfile> =>
  toProfile(await requireOrganiserAccount(options.db, options.userId));

const refuse = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);
const changed = (sent: string | undefined, stored: string | null) => sent !== undefined && sent !== (stored ?? '');

/**
 * PUT /event-organiser/profile (§5): absent fields are kept. An individual edits first and last name,
 * a business its business name; the other type's names may come back unchanged, a change is refused.
 * The e-mail cannot be changed: sent back as it is, it is ignored; a different one is 400.
 */
export const updateProfile = async (options: { db: TDb; userId: number; input: z.output<typeof ZProfileUpdate> }): Promise<TProfile> => {
  const { db, userId, input } = options;
  return db.transaction(async (tx) => {
    const account = await selectOrganiserAccount(tx, userId, { forUpdate: true });
    if (!account) throw new AppError('INVALID_TOKEN', MSG.invalidToken);
    if (input.email !== undefined && normaliseEmail(input.email) !== account.user.email) throw refuse('email', PROFILE_MSG.emailCannotChange);
    const isBusiness = account.profile.organiser_type === 'business';
    if (isBusiness && (changed(input.first_name, account.profile.first_name) || changed(input.last_name, account.profile.last_name))) {
      throw refuse(input.first_name !== undefined ? 'first_name' : 'last_name', PROFILE_MSG.namesForIndividuals);
    }
    if (!isBusiness && changed(input.business_name, account.profile.business_name)) throw refuse('business_name', PROFILE_MSG.businessNameForBusinesses);
    const [saved] = await tx
      .update(organiserProfiles)
      .set({
        ...(isBusiness ? { business_name: input.business_name } : { first_name: input.first_name, last_name: input.last_name }),
        phone_number: input.phone_number,
        address: input.address,
        city: input.city,
        postal_code: input.postal_code,
        updated_at: new Date(),
      })
      .where(eq(organiserProfiles.user_id, userId))
      .returning();
    return toProfile({ user: account.user, profile: saved! });
  });
};
