import { eq } from 'drizzle-orm';
import type { TUser } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { organiserProfiles, users } from '../../db/schema.ts';

/** The user as the API returns it: e-mail, role, status and the organiser profile. */
export const loadPublicUser = async (db: TDb, userId: number): Promise<TUser | null> => {
  const [row] = await db
    .select({ user: users, profile: organiserProfiles })
    .from(users)
    .leftJoin(organiserProfiles, eq(organiserProfiles.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.user.id,
    email: row.user.email,
    user_role: row.user.role,
    status: row.user.status,
    auth_type: row.user.auth_type,
    profile: {
      first_name: row.profile?.first_name ?? null,
      last_name: row.profile?.last_name ?? null,
      business_name: row.profile?.business_name ?? null,
      organiser_type: row.profile?.organiser_type ?? 'individual',
      phone_number: row.profile?.phone_number ?? null,
      avatar_url: row.profile?.avatar_url ?? null,
    },
  };
};
