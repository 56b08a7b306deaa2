import { sql } from 'drizzle-orm';
import { ACCOUNT_ERASURE_DAYS } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { removeUploads } from '../../lib/upload-files.ts';
import { eraseAccountRows, selectAccountsToErase } from './account-erasure-queries.ts';

/** Key of the transaction-scoped advisory lock one erasure run holds (one node at a time does the work). */
export const ACCOUNT_ERASURE_LOCK_KEY = 5_120_742_316;
/** Accounts erased per run at most; a longer queue is worked through on the next ticks. */
export const ACCOUNT_ERASURE_BATCH = 100;
const DAY_MS = 86_400_000;

export type TErasureRun = { skipped: boolean; erased: number[] };

/**
 * The erasure job's run (docs/adr/006-account-deletion.md): every account deleted at least
 * ACCOUNT_ERASURE_DAYS before `now` and not yet erased is erased (eraseAccountRows), in one
 * transaction under pg_try_advisory_xact_lock: while one API node runs it, another's run skips at
 * once. Idempotent: an erased account is never picked again. The avatars' files are removed once the
 * transaction has committed.
 */
export const eraseDeletedAccounts = async (options: { db: TDb; uploadDir: string; now?: Date }): Promise<TErasureRun> => {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - ACCOUNT_ERASURE_DAYS * DAY_MS);
  const run = await options.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${ACCOUNT_ERASURE_LOCK_KEY}) AS locked`);
    if (!rows[0]?.locked) return { skipped: true, erased: [], avatars: [] };
    const due = await selectAccountsToErase(tx, { cutoff, limit: ACCOUNT_ERASURE_BATCH });
    for (const account of due) await eraseAccountRows(tx, { userId: Number(account.id), now });
    return { skipped: false, erased: due.map((a) => Number(a.id)), avatars: due.flatMap((a) => (a.avatar_url ? [a.avatar_url] : [])) };
  });
  await removeUploads(options.uploadDir, run.avatars);
  return { skipped: run.skipped, erased: run.erased };
};
