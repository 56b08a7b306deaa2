import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { loginThrottledMessage } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Failed sign-ins are counted per (e-mail, client address) pair, never per account alone: failures
 * from other addresses cannot keep the owner out. A pair's first `freeFailures` failures cost
 * nothing; after that each further attempt from the pair waits 2, 4, 8... seconds (doubling with every
 * failure, capped at `maxDelaySeconds`) and is answered 429 with Retry-After before any password is
 * checked. A success forgets the pair; so does `quietSeconds` without a failure after the last wait.
 * Every time comes from the database clock, so all API nodes agree.
 */
export const LOGIN_THROTTLE = { freeFailures: 5, maxDelaySeconds: 900, quietSeconds: 900 } as const;

/** The 429 a throttled pair gets; the route turns `retryAfterSeconds` into the Retry-After header. */
export class LoginThrottledError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', loginThrottledMessage(retryAfterSeconds));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type TPair = { db: TDb; email: string; ip: string };

/** Throws LoginThrottledError while the pair must still wait. */
export const assertNotThrottled = async ({ db, email, ip }: TPair) => {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${loginThrottles.blocked_until} - now()))::int` })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.email, email), eq(loginThrottles.ip, ip), gt(loginThrottles.blocked_until, sql`now()`)))
    .limit(1);
  if (row) throw new LoginThrottledError(Math.max(1, row.seconds));
};

/**
 * Counts one failure for the pair in one statement (concurrent failures each count) and sets the next
 * wait; a pair quiet for the window starts again from one. Also clears pairs long past mattering.
 */
export const recordLoginFailure = async ({ db, email, ip }: TPair) => {
  const { freeFailures, maxDelaySeconds, quietSeconds } = LOGIN_THROTTLE;
  const t = loginThrottles;
  const isQuiet = sql`coalesce(${t.blocked_until}, ${t.last_failure_at}) < now() - make_interval(secs => ${quietSeconds})`;
  const failures = sql`case when ${isQuiet} then 1 else ${t.failures} + 1 end`;
  const delay = sql`least(power(2, ${failures} - ${freeFailures - 1}), ${maxDelaySeconds})`;
  await db
    .insert(t)
    .values({ email, ip, failures: 1, last_failure_at: sql`now()` })
    .onConflictDoUpdate({
      target: [t.email, t.ip],
      set: {
        failures,
        last_failure_at: sql`now()`,
        blocked_until: sql`case when ${failures} >= ${freeFailures} then now() + make_interval(secs => ${delay}) else null end`,
      },
    });
  // A pair whose last failure is older than the longest wait plus the quiet window counts for nothing.
  await db.delete(t).where(lt(t.last_failure_at, sql`now() - make_interval(secs => ${maxDelaySeconds + quietSeconds})`));
};

/** A successful sign-in (or a password reset) forgets the pair's failures. */
export const clearLoginFailures = async ({ db, email, ip }: TPair) => {
  await db.delete(loginThrottles).where(and(eq(loginThrottles.email, email), eq(loginThrottles.ip, ip)));
};

/** A password reset proves the owner holds the e-mail: every pair of the account starts again. */
export const clearAccountLoginFailures = async (db: TDb, email: string) => {
  await db.delete(loginThrottles).where(eq(loginThrottles.email, email));
};
