import { sql } from 'drizzle-orm';
import type { TEventStatus, TRunSheetProvider } from '@app/contract';
import type { TDbOrTx } from '../../db/db-types.ts';
import { queryRows } from '../../db/raw-query.ts';
import { organiserAccountLive } from '../../lib/organiser-visibility.ts';
import { isoTimestamp } from '../../lib/sql-values.ts';

// The statements of the run sheet. A provider is booked for an event when its quote on it is
// accepted (quotes.status = 'accepted'): those providers are the ones a line may name, and the only
// ones besides the organiser who read the sheet.

export type TRunSheetEvent = {
  id: number; title: string; event_date: string | null; location: string | null; status: TEventStatus;
  version: number; updated_at: string | null;
};
export type TStoredLine = { id: number; time: string; text: string; provider_id: number | null };

const eventColumns = sql`e.id, e.title, e.event_date::text AS event_date, e.location, e.status::text AS status,
  coalesce(rs.version, 0) AS version, CASE WHEN rs.updated_at IS NULL THEN NULL ELSE ${isoTimestamp(sql`rs.updated_at`)} END AS updated_at`;

/** The organiser's own event with its sheet's version; `isLocked` takes the event row FOR UPDATE (a save). */
export const selectOrganiserEvent = async (db: TDbOrTx, options: { organiserId: number; eventRequestId: number; isLocked?: boolean }) => {
  const [row] = await queryRows<TRunSheetEvent>(db, sql`
    SELECT ${eventColumns} FROM event_requests e LEFT JOIN run_sheets rs ON rs.event_request_id = e.id
    WHERE e.id = ${options.eventRequestId} AND e.organiser_id = ${options.organiserId}
    ${options.isLocked ? sql`FOR UPDATE OF e` : sql``}`, { isPrepared: true });
  return row ? { ...row, version: Number(row.version) } : null;
};

/** The sheet's version, read in its own statement once the event is locked (0 before the first save). */
export const selectVersion = async (tx: TDbOrTx, eventRequestId: number) => {
  const [row] = await queryRows<{ version: number }>(tx, sql`SELECT version FROM run_sheets WHERE event_request_id = ${eventRequestId}`);
  return row ? Number(row.version) : 0;
};

/** An event the provider is booked for (not a draft, its organiser's account not deleted). */
export const selectBookedEvent = async (db: TDbOrTx, options: { providerId: number; eventRequestId: number }) => {
  const [row] = await queryRows<TRunSheetEvent>(db, sql`
    SELECT ${eventColumns} FROM event_requests e LEFT JOIN run_sheets rs ON rs.event_request_id = e.id
    WHERE e.id = ${options.eventRequestId} AND e.status <> 'draft' AND ${organiserAccountLive(sql`e.organiser_id`)}
      AND EXISTS (SELECT 1 FROM quotes q WHERE q.event_request_id = e.id AND q.provider_id = ${options.providerId} AND q.status = 'accepted')`, { isPrepared: true });
  return row ? { ...row, version: Number(row.version) } : null;
};

/** The providers booked for the event, by name. */
export const selectBookedProviders = (db: TDbOrTx, eventRequestId: number) => queryRows<TRunSheetProvider>(db, sql`
  SELECT p.id, p.business_name FROM provider_profiles p
  WHERE EXISTS (SELECT 1 FROM quotes q WHERE q.event_request_id = ${eventRequestId} AND q.provider_id = p.id AND q.status = 'accepted')
  ORDER BY p.business_name, p.id`, { isPrepared: true });

export const selectLines = (db: TDbOrTx, eventRequestId: number) => queryRows<TStoredLine>(db, sql`
  SELECT id, time, text, provider_id FROM run_sheet_lines WHERE event_request_id = ${eventRequestId} ORDER BY position`, { isPrepared: true });

/** Replaces the sheet's lines and counts the save: the caller holds the event's lock. */
export const replaceLines = async (tx: TDbOrTx, options: { eventRequestId: number; version: number; lines: Omit<TStoredLine, 'id'>[]; now: Date }) => {
  const { eventRequestId, version, now } = options;
  await tx.execute(sql`
    INSERT INTO run_sheets (event_request_id, version, created_at, updated_at) VALUES (${eventRequestId}, ${version}, ${now}, ${now})
    ON CONFLICT (event_request_id) DO UPDATE SET version = excluded.version, updated_at = excluded.updated_at`);
  await tx.execute(sql`DELETE FROM run_sheet_lines WHERE event_request_id = ${eventRequestId}`);
  if (options.lines.length === 0) return;
  const values = options.lines.map((line, position) => sql`(${eventRequestId}, ${position}, ${line.time}, ${line.text}, ${line.provider_id}::int)`);
  await tx.execute(sql`INSERT INTO run_sheet_lines (event_request_id, position, time, text, provider_id) VALUES ${sql.join(values, sql`, `)}`);
};
