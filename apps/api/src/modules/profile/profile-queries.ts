import { and, eq, isNull } from 'drizzle-orm';
import type { TProfile } from '@app/contract';
import type { TDbOrTx } from '../../db/db-types.ts';
import { organiserProfiles, users } from '../../db/schema.ts';

/** The organiser's user row and profile row, or null (no such organiser, or a deleted account). */
export const selectOrganiserAccount = async (db: TDbOrTx, userId: number, options: { forUpdate?: boolean } = {}) => {
  const query = db
    .select({ user: users, profile: organiserProfiles })
    .from(users)
    .innerJoin(organiserProfiles, eq(organiserProfiles.user_id, users.id))
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: users }) : await query;
  return row ?? null;
};
export type TOrganiserAccount = NonNullable<Awaited<ReturnType<typeof selectOrganiserAccount>>>;

/** §3 Profile as the API answers it. */
export const toProfile = ({ user, profile }: TOrganiserAccount): TProfile => ({
  user: { email: user.email, created_at: user.created_at.toISOString(), updated_at: user.updated_at.toISOString(), auth_type: user.auth_type },
  profile: {
    organiser_type: profile.organiser_type,
    first_name: profile.first_name,
    last_name: profile.last_name,
    business_name: profile.business_name,
    phone_number: profile.phone_number,
    address: profile.address,
    city: profile.city,
    postal_code: profile.postal_code,
    avatar_url: profile.avatar_url,
  },
});
