import { sql } from 'drizzle-orm';
import type { TEventRequest } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { queryRows } from '../../db/raw-query.ts';
import { VersionedLru } from '../../lib/versioned-lru.ts';

export type TEventListPage = { data: TEventRequest[]; pagination: { total: number; page: number; limit: number; totalPages: number } };

/** One cache per database (tests run many databases in one process; ids repeat between them). */
const caches = new WeakMap<object, VersionedLru<TEventListPage>>();
export const eventListCache = (db: TDb) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new VersionedLru<TEventListPage>(5_000);
    caches.set(db, cache);
  }
  return cache;
};

/** No row yet: nothing the list shows has changed since versions began (or there are no events). */
export const NO_EVENTS_VERSION = '0';

/** The organiser's current event-list version (a primary-key read, prepared). */
export const readEventListVersion = async (db: TDb, organiserId: number): Promise<string> => {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select version::text as version from organiser_event_versions where organiser_id = ${organiserId}`,
    { isPrepared: true },
  );
  return row?.version ?? NO_EVENTS_VERSION;
};

/** The same version as a column of the list query, read in that query's snapshot. */
export const eventListVersionColumn = (organiserId: number) =>
  sql`(select v.version::text from organiser_event_versions v where v.organiser_id = ${organiserId})`;
