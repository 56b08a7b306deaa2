import type { TAuthType, TOrganiserType, TUser, TUserRole } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { batchedLookup } from '../../db/batched-lookup.ts';
import { constantStatement } from '../../db/raw-query.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { liveSessionsSql, type TSessionUser } from '../../lib/sessions.ts';

type TPublicUserRow = {
  userId: number; email: string; role: TUserRole; status: string; auth_type: TAuthType;
  first_name: string | null; last_name: string | null; business_name: string | null; organiser_type: TOrganiserType | null;
  phone_number: string | null; avatar_url: string | null;
};

const PUBLIC_USER_COLUMNS = `u.id as "userId", u.email, u.role, u.status, u.auth_type,
  p.first_name, p.last_name, p.business_name, p.organiser_type, p.phone_number, p.avatar_url`;

const findPublicUser = constantStatement<TPublicUserRow>('find_public_user', `
  select ${PUBLIC_USER_COLUMNS}
  from users u left join organiser_profiles p on p.user_id = u.id
  where u.id = $1
  limit 1`);

/** The session lookup of every signed-in request (lib/sessions.ts) and the user it names, in one statement. */
type TSessionOfUser = Omit<TSessionUser, 'expiresAt'>;
const findSessionPublicUser = batchedLookup<TPublicUserRow & TSessionOfUser & { tokenHash: string }>('find_session_public_user', liveSessionsSql(
  `s.token_hash as "tokenHash", s.id as "sessionId", ${PUBLIC_USER_COLUMNS}`, 'left join organiser_profiles p on p.user_id = u.id',
), 'tokenHash');

const toPublicUser = (row: TPublicUserRow): TUser => ({
  id: row.userId,
  email: row.email,
  user_role: row.role,
  status: row.status,
  auth_type: row.auth_type,
  profile: {
    first_name: row.first_name,
    last_name: row.last_name,
    business_name: row.business_name,
    organiser_type: row.organiser_type ?? 'individual',
    phone_number: row.phone_number,
    avatar_url: row.avatar_url,
  },
});

/** The user as the API returns it: e-mail, role, status and the organiser profile. */
export const loadPublicUser = async (db: TDb, userId: number): Promise<TUser | null> => {
  const [row] = await findPublicUser(db, [userId]);
  return row ? toPublicUser(row) : null;
};

/**
 * The live session behind a token (null as for findSessionUser) with the user as the API returns it:
 * GET /auth/me in one round trip instead of the guard's lookup and then the user's.
 */
export const loadSessionPublicUser = async (db: TDb, token: string): Promise<(TSessionOfUser & { user: TUser }) | null> => {
  const row = await findSessionPublicUser(db, sha256Hex(token));
  if (!row) return null;
  return { sessionId: row.sessionId, userId: row.userId, email: row.email, role: row.role, status: row.status, user: toPublicUser(row) };
};
