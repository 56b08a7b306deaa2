import { sql } from 'drizzle-orm';
import { nzToday } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { completePastEventRows, type TCompletedEvent } from './event-lifecycle-queries.ts';

/** Key of the transaction-scoped advisory lock one lifecycle run holds (one node at a time does the work). */
export const EVENT_LIFECYCLE_LOCK_KEY = 5_120_742_315;

export type TLifecycleRun = {
  /** Another node (or another run here) held the lock: this run did nothing. */
  skipped: boolean;
  completed: TCompletedEvent[];
};

/**
 * The event lifecycle (docs/adr/005-event-lifecycle.md): every submitted or active request whose
 * date is before today in New Zealand (`now`'s date there) becomes completed, a completed booking
 * with an accepted quote, else completed with no provider booked; see completePastEventRows for what
 * comes with it. One transaction under pg_try_advisory_xact_lock: while one API node runs it, a
 * run on another node skips at once instead of waiting. The statement is idempotent either way: a
 * run that did get through would find nothing left to do.
 */
export const completePastEvents = async (options: { db: TDb; now?: Date }): Promise<TLifecycleRun> => {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${EVENT_LIFECYCLE_LOCK_KEY}) AS locked`);
    if (!rows[0]?.locked) return { skipped: true, completed: [] };
    const completed = await completePastEventRows(tx, { today: nzToday(now), now });
    return { skipped: false, completed: completed.map((row) => ({ id: Number(row.id), organiser_id: Number(row.organiser_id), is_booked: Boolean(row.is_booked) })) };
  });
};
