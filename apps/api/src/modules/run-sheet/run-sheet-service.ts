import { EVENT_REQUEST_MSG, RUN_SHEET_MSG, type TEventStatus, type TRunSheet, type ZRunSheetInput } from '@app/contract';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import type { TDbOrTx } from '../../db/db-types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TQuotingProvider } from '../provider-account/quoting-provider.ts';
import { notifyRunSheetChanged, type TRunSheetNotifier } from './run-sheet-notifications.ts';
import {
  replaceLines, selectBookedEvent, selectBookedProviders, selectLines, selectOrganiserEvent, selectVersion, type TRunSheetEvent, type TStoredLine,
} from './run-sheet-queries.ts';

// The day-of run sheet: the organiser's own event's (404 for anyone else's, as for the event itself),
// read by the providers booked for it (404 for any other provider). Saved as a whole in one
// transaction; the save names the version it was made from, and a stale one is refused (409).

/** An event whose run sheet the organiser may change: submitted (planning) or active (booked). */
const EDITABLE_STATUSES: readonly TEventStatus[] = ['submitted', 'active'];

/** Who reads the sheet: the organiser, or one booked provider. */
type TReader = { kind: 'organiser' } | { kind: 'provider'; providerId: number };

const sheetOf = async (db: TDbOrTx, event: TRunSheetEvent, reader: TReader): Promise<TRunSheet> => {
  const [providers, lines] = await Promise.all([selectBookedProviders(db, event.id), selectLines(db, event.id)]);
  const names = new Map(providers.map((p) => [p.id, p.business_name]));
  const isMine = (line: TStoredLine) => (reader.kind === 'organiser' ? line.provider_id === null : line.provider_id === reader.providerId);
  const nameOf = (line: TStoredLine) => {
    if (line.provider_id === null) return reader.kind === 'organiser' ? RUN_SHEET_MSG.me : RUN_SHEET_MSG.organiser;
    return names.get(line.provider_id) ?? RUN_SHEET_MSG.organiser;
  };
  return {
    event_request_id: event.id,
    event_title: event.title,
    event_date: event.event_date,
    location: event.location,
    version: event.version,
    updated_at: event.updated_at,
    is_editable: reader.kind === 'organiser' && EDITABLE_STATUSES.includes(event.status),
    providers,
    lines: lines.map((line) => ({ ...line, responsible_name: nameOf(line), is_mine: isMine(line) })),
  };
};

type TOrganiserOptions = { db: TDb; organiserId: number; eventRequestId: number };

/** GET /event-organiser/event-requests/{id}/run-sheet: an empty sheet (version 0) until the first save. */
export const getOrganiserRunSheet = async (options: TOrganiserOptions): Promise<TRunSheet> => {
  const event = await selectOrganiserEvent(options.db, options);
  if (!event) throw new AppError('NOT_FOUND', EVENT_REQUEST_MSG.notFound);
  return sheetOf(options.db, event, { kind: 'organiser' });
};

const sameLines = (stored: TStoredLine[], next: Omit<TStoredLine, 'id'>[]) =>
  stored.length === next.length && stored.every((line, i) => line.time === next[i]!.time && line.text === next[i]!.text && line.provider_id === next[i]!.provider_id);

/**
 * PUT /event-organiser/event-requests/{id}/run-sheet. In one transaction, the event locked: the
 * organiser's own event (404), submitted or active (409), the version the save was made from still
 * the current one (409 stale), every responsible provider booked for the event (400). The lines
 * replace the old ones and the version goes up by one; the booked providers are notified once, and
 * e-mailed after the commit. A save that changes nothing is no save: same version, no notification.
 */
export const saveRunSheet = async (options: TOrganiserOptions & {
  input: z.output<typeof ZRunSheetInput>; notifier: TRunSheetNotifier; now?: Date;
}): Promise<{ sheet: TRunSheet; isChanged: boolean }> => {
  const { db, input } = options;
  const outcome = await db.transaction(async (tx) => {
    const event = await selectOrganiserEvent(tx, { ...options, isLocked: true });
    if (!event) throw new AppError('NOT_FOUND', EVENT_REQUEST_MSG.notFound);
    if (!EDITABLE_STATUSES.includes(event.status)) throw new AppError('CONFLICT', RUN_SHEET_MSG.notEditable(event.status));
    const version = await selectVersion(tx, event.id);
    if (input.version !== version) throw new AppError('CONFLICT', RUN_SHEET_MSG.stale);
    const booked = new Set((await selectBookedProviders(tx, event.id)).map((p) => p.id));
    const details = input.lines.flatMap((line, i) => (line.provider_id === null || booked.has(line.provider_id)
      ? [] : [{ path: `lines.${i}.provider_id`, message: RUN_SHEET_MSG.invalidResponsible }]));
    if (details.length > 0) throw new AppError('VALIDATION', RUN_SHEET_MSG.invalidResponsible, details);
    if (sameLines(await selectLines(tx, event.id), input.lines)) return { mailIds: [], isChanged: false };
    await replaceLines(tx, { eventRequestId: event.id, version: version + 1, lines: input.lines, now: options.now ?? new Date() });
    const mailIds = await notifyRunSheetChanged(tx, { ...options.notifier, eventRequestId: event.id, eventTitle: event.title });
    return { mailIds, isChanged: true };
  });
  options.notifier.mailer.deliverLater(outcome.mailIds);
  return { sheet: await getOrganiserRunSheet(options), isChanged: outcome.isChanged };
};

/** GET /service-provider/event-requests/{id}/run-sheet: for a provider booked for the event alone (404 otherwise). */
export const getProviderRunSheet = async (options: { db: TDb; provider: TQuotingProvider; eventRequestId: number }): Promise<TRunSheet> => {
  const event = await selectBookedEvent(options.db, { providerId: options.provider.id, eventRequestId: options.eventRequestId });
  if (!event) throw new AppError('NOT_FOUND', RUN_SHEET_MSG.notFound);
  return sheetOf(options.db, event, { kind: 'provider', providerId: options.provider.id });
};

