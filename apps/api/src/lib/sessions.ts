import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TUserRole } from '@app/contract';
import type { TDb, TTx } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { addSeconds } from './dates.ts';
import { listenersPerDb } from './db-listeners.ts';
import { batchedLookup } from '../db/batched-lookup.ts';
import { randomToken, sha256Hex } from './crypto.ts';

export type TSessionUser = { sessionId: number; userId: number; email: string; role: TUserRole; status: string; expiresAt: Date };

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

/** What makes a token's session live: the token's row, not revoked, not expired, its user not deleted. */
const LIVE_SESSION_SQL = 's.token_hash = t.token_hash::bpchar and s.revoked_at is null and s.expires_at > now() and u.deleted_at is null';

/**
 * The statement of a session lookup for many tokens at once (db/batched-lookup.ts): `$1` is the array
 * of token hashes, and `select` the columns read from `sessions s join users u` (and `joins` after
 * them), which must include `s.token_hash as "tokenHash"`. Each token is looked up on its own (a
 * lateral subquery by the unique index), so the plan is one index probe per token whatever the
 * tables' statistics say.
 *
 * The tokens are listed by jsonb_array_elements_text rather than unnest: PostgreSQL sizes unnest by
 * the array it is given, so the plan for a run's own tokens always looked cheaper than the prepared
 * statement's generic plan, and every run was planned anew (a fifteenth of PostgreSQL's CPU under a
 * signed-in read's load). Sized the same (100 rows) whatever the array, the generic plan is kept.
 */
export const liveSessionsSql = (select: string, joins = '') => `
  select x.* from jsonb_array_elements_text(to_jsonb($1::bpchar[])) as t(token_hash) cross join lateral (
    select ${select}
    from sessions s join users u on u.id = s.user_id ${joins}
    where ${LIVE_SESSION_SQL}
    limit 1) x`;

/**
 * Every authenticated request runs this lookup, so it is a constant statement run by name on the
 * driver (db/raw-query.ts), with no query building and no ORM row mapping per request, and the
 * requests that arrive together share one run of it (db/batched-lookup.ts). Never cached: a session
 * revoked a moment ago is refused on the very next request.
 */
const findSession = batchedLookup<TSessionUser & { tokenHash: string }>('find_session_user', liveSessionsSql(
  's.token_hash as "tokenHash", s.id as "sessionId", u.id as "userId", u.email, u.role, u.status, s.expires_at as "expiresAt"',
), 'tokenHash');

/** The live session behind a token: unknown, expired and revoked tokens, and a deleted account's, all answer null. */
export const findSessionUser = async (db: TDb, token: string): Promise<TSessionUser | null> => {
  const row = await findSession(db, sha256Hex(token));
  return row && { sessionId: row.sessionId, userId: row.userId, email: row.email, role: row.role, status: row.status, expiresAt: row.expiresAt };
};

/** Sessions just revoked: one (sign-out) or every session of a user (password reset). */
export type TSessionsRevoked = { sessionId: number } | { userId: number };
const revokedListeners = listenersPerDb<TSessionsRevoked>();

/**
 * Calls `listener` after sessions of this database are revoked (and committed), so whatever holds a
 * session open beyond one request (the real-time gateway's sockets) can drop it at once. Returns the
 * function that stops it.
 */
export const onSessionsRevoked = revokedListeners.on;

/** Tells onSessionsRevoked's listeners (a failing one does not fail the sign-out); call it after the revoking transaction commits. */
export const announceSessionsRevoked = (db: TDb, event: TSessionsRevoked) => {
  for (const listener of revokedListeners.of(db)) {
    try {
      void Promise.resolve(listener(event)).catch(() => undefined);
    } catch {
      // The session is revoked whatever a listener does: every request checks it.
    }
  }
};

/** Signs one session out, and tells onSessionsRevoked's listeners. */
export const revokeSession = async (db: TDb, sessionId: number) => {
  await db.update(sessions).set({ revoked_at: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
  announceSessionsRevoked(db, { sessionId });
};

/**
 * Signs a user out everywhere (after a password reset): every session of theirs not yet revoked is.
 * It may run in a transaction: the caller calls announceSessionsRevoked once that commits.
 */
export const revokeUserSessions = async (db: TDb | TTx, userId: number) => {
  await db.update(sessions).set({ revoked_at: new Date() }).where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
};

/** Of these session ids, those still live: not revoked, not expired, their user neither suspended nor deleted. */
export const liveSessionIds = async (db: TDb, sessionIds: number[]): Promise<Set<number>> => {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`), ne(users.status, 'suspended'), isNull(users.deleted_at)));
  return new Set(rows.map((row) => row.id));
};
