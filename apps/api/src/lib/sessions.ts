import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TUserRole } from '@app/contract';
import type { TDb, TTx } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { addSeconds } from './dates.ts';
import { randomToken, sha256Hex } from './crypto.ts';

export type TSessionUser = { sessionId: number; userId: number; email: string; role: TUserRole; status: string };

/** Issues an opaque bearer token; only its SHA-256 is stored. */
export const createSession = async (options: { db: TDb; userId: number; ttlSeconds: number; ip?: string; userAgent?: string }) => {
  const token = randomToken();
  const expiresAt = addSeconds(new Date(), options.ttlSeconds);
  await options.db.insert(sessions).values({
    user_id: options.userId,
    token_hash: sha256Hex(token),
    expires_at: expiresAt,
    ip: options.ip ?? null,
    user_agent: options.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
};

/**
 * Every authenticated request runs this lookup, so it is a prepared statement (built once per
 * database, not per request: a third of the cost of building the query each time).
 */
const prepareFindSession = (db: TDb) =>
  db
    .select({ sessionId: sessions.id, userId: users.id, email: users.email, role: users.role, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, sql.placeholder('tokenHash')), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`), isNull(users.deleted_at)))
    .limit(1)
    .prepare('find_session_user');
const findSessionStatements = new WeakMap<TDb, ReturnType<typeof prepareFindSession>>();

/** The live session behind a token: unknown, expired and revoked tokens, and a deleted account's, all answer null. */
export const findSessionUser = async (db: TDb, token: string): Promise<TSessionUser | null> => {
  let statement = findSessionStatements.get(db);
  if (!statement) {
    statement = prepareFindSession(db);
    findSessionStatements.set(db, statement);
  }
  const [row] = await statement.execute({ tokenHash: sha256Hex(token) });
  return row ?? null;
};

export const revokeSession = async (db: TDb, sessionId: number) => {
  await db.update(sessions).set({ revoked_at: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
};

/** Signs a user out everywhere (after a password reset): every session of theirs not yet revoked is. */
export const revokeUserSessions = async (db: TDb | TTx, userId: number) => {
  await db.update(sessions).set({ revoked_at: new Date() }).where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
};
