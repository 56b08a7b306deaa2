import { sql } from 'drizzle-orm';
import { ZProviderListPagination, ZProviderSummary, type TProviderListResponse } from '@app/contract';
import { schemaSerializer } from '../../lib/response-serializer.ts';
import { withListBody } from './listing-cache.ts';
import { batchedLookup } from '../../db/batched-lookup.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { liveSessionsSql, type TSessionUser } from '../../lib/sessions.ts';
import type { TDb, TTx } from '../../db/db-types.ts';
import { ListingIndex, type TListingRow } from './listing-index.ts';
import { ListingAnswers, type TListingAnswersStats } from './listing-answers.ts';
import { cardJson, LISTED, paginationOf, type TListCriteria } from './provider-list-service.ts';
import type { TProviderSortBy, TProviderSortOrder } from '@app/contract';

/**
 * The provider list's search replica (ADR 011): the listed providers of the database, held by this
 * API node in a ListingIndex, answering GET /service-providers without a statement of its own.
 *
 * THE INVARIANT. A request is answered only after the replica has applied every change committed
 * before the request asked: provider_listing_state.change_seq is read once per turn of the event
 * loop (after every request of the turn arrived), and the replica catches up to it first, reading
 * which providers changed since the last seq it applied (provider_listing_changes, written by
 * migration 0023's triggers in the writers' own transactions) and those providers' rows, all in one
 * REPEATABLE READ snapshot. So every node answers as the database would at that moment, a second
 * node needs nothing from this one, and nothing is kept that the database does not say is current.
 * listing-replica.test.ts compares its answers with the SQL path's after every kind of write, and
 * fails when a write reaches the list without reaching the change log.
 *
 * The first request loads every listed provider (about 3 s for 100,000); the change log's rows
 * older than an hour are pruned, and a node further behind than that loads everything again.
 */

/** Changes the replica applies one provider at a time; more than this many reload everything. */
const MAX_CHANGES_APPLIED = 5_000;
/** Change log rows are pruned once they are this old... */
const CHANGE_LOG_KEPT = '1 hour';
/** ...by a node at most this often. */
const PRUNE_EVERY_MS = 10 * 60_000;

type TRowRead = Omit<TListingRow, 'created' | 'cardJson'> & { created: string };

/** A listed provider's row for the index, its card as the SQL path writes it. */
const rowsStatement = (ids: readonly number[] | null) => sql`
  SELECT p.id, p.business_name, p.city, p.price_range::text AS price_range, p.location_id, p.years_in_operation AS years, p.category_ids,
    p.avg_rating::float8 AS rating, (extract(epoch FROM p.created_at) * 1000000)::int8::text AS created,
    tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(p.search_text, ''))) AS tokens,
    ${cardJson('p')} AS card
  FROM provider_profiles p
  WHERE ${LISTED}${ids ? sql` AND p.id = ANY(${`{${ids.join(',')}}`}::int[])` : sql``}`;

const nameOrderStatement = sql`
  SELECT coalesce(array_agg(p.id ORDER BY p.business_name, p.id), '{}') AS ids FROM provider_profiles p WHERE ${LISTED}`;

const changesStatement = (after: number) => sql`
  SELECT s.change_seq::text AS seq, s.changes_pruned_through::text AS pruned,
    coalesce((SELECT array_agg(DISTINCT c.provider_id) FROM provider_listing_changes c WHERE c.seq > ${after} AND c.provider_id IS NOT NULL), '{}') AS ids,
    EXISTS (SELECT FROM provider_listing_changes c WHERE c.seq > ${after} AND c.provider_id IS NULL) AS is_everything
  FROM provider_listing_state s WHERE s.id = 1`;

const pruneStatement = sql`
  WITH gone AS (DELETE FROM provider_listing_changes WHERE logged_at < now() - ${CHANGE_LOG_KEPT}::interval RETURNING seq)
  UPDATE provider_listing_state SET changes_pruned_through = greatest(changes_pruned_through, (SELECT max(seq) FROM gone))
  WHERE id = 1 AND EXISTS (SELECT FROM gone)`;

/** Every listed provider's id in PostgreSQL's ORDER BY business_name, id, in the transaction's snapshot. */
const readNameOrder = async (tx: TTx) => (await tx.execute<{ ids: number[] }>(nameOrderStatement)).rows[0]?.ids ?? [];

/** The statements a replica reads providers with (listing-replica.test.ts checks every column they read is logged). */
export const LISTING_REPLICA_STATEMENTS = [rowsStatement(null), nameOrderStatement];

/** Deletes the change log's rows older than CHANGE_LOG_KEPT, recording the last seq deleted. */
export const pruneListingChanges = async (db: TDb) => {
  await db.execute(pruneStatement);
};

/**
 * A list request's session lookup (lib/sessions.ts) reading the last change's seq in the same
 * statement: the lookup runs once the turn of the event loop the request arrived in ends (as every
 * session lookup does), so the seq is read after the request arrived, and a list request needs no
 * statement of its own before it is answered (auth/me reads its user the same way).
 */
const findSessionAndChangeSeq = batchedLookup<Omit<TSessionUser, 'expiresAt'> & { tokenHash: string; changeSeq: string }>(
  'find_session_listing_change_seq',
  liveSessionsSql(`s.token_hash as "tokenHash", s.id as "sessionId", u.id as "userId", u.email, u.role, u.status,
    (select l.change_seq::text from provider_listing_state l where l.id = 1) as "changeSeq"`),
  'tokenHash',
);

/** The live session behind a token (null as for findSessionUser), with the listing's last change seq. */
export const sessionWithChangeSeq = (db: TDb, token: string) => findSessionAndChangeSeq(db, sha256Hex(token));

/** The last change's seq, read once per turn of the event loop for all the requests of that turn. */
const changeSeqOfTurn = batchedLookup<{ id: string; seq: string }>(
  'listing_change_seq',
  'SELECT s.id::text AS id, s.change_seq::text AS seq FROM provider_listing_state s WHERE s.id = ANY($1::int[])',
  'id',
);

const writeCard = schemaSerializer(ZProviderSummary);
const writePagination = schemaSerializer(ZProviderListPagination);

/** A row as the index holds it; its card's JSON is written (and checked against the contract) once, here. */
const asRow = (row: TRowRead): TListingRow => ({ ...row, created: Number(row.created), cardJson: Buffer.from(writeCard(row.card)) });

const HEAD = Buffer.from('{"success":true,"data":[');
const COMMA = Buffer.from(',');
const BETWEEN = Buffer.from('],"pagination":');
const TAIL = Buffer.from('}');

/**
 * The answer and its body: the bytes providerListJson would write for it, joined from the cards'
 * own (a string built from parts is flattened and measured again when sent, which cost more than
 * the search itself).
 */
const answerOf = (rows: TListingRow[], pagination: TProviderListResponse['pagination']): TProviderListResponse => {
  const parts: Buffer[] = [HEAD];
  for (const [i, row] of rows.entries()) {
    if (i > 0) parts.push(COMMA);
    parts.push(row.cardJson);
  }
  parts.push(BETWEEN, Buffer.from(writePagination(pagination)), TAIL);
  return withListBody({ success: true, data: rows.map((row) => row.card), pagination }, Buffer.concat(parts));
};

export type TListingReplicaStats = {
  /** Listed providers held. */
  listed: number; loads: number; catchUps: number; providersApplied: number; answers: TListingAnswersStats | null;
};

export type TListingReplica = {
  readonly stats: Readonly<TListingReplicaStats>;
  /** Loads the listing when nothing is loaded yet (a node that starts listening, before its first request). */
  warm(db: TDb): Promise<void>;
  /** Catches up with the database (every change committed before the call), then searches. */
  list(options: {
    db: TDb; criteria: TListCriteria; sortBy: TProviderSortBy; sortOrder: TProviderSortOrder; page: number; limit: number; countLimit: number;
    /** The last change's seq when the caller read it after the request arrived (sessionWithChangeSeq); read here otherwise. */
    changeSeq?: number;
  }): Promise<TProviderListResponse>;
};

/**
 * One API node's replica (create one per app: tests run many databases in one process). With
 * `keepAnswers`, answers are kept and sent again while no provider they could show changed
 * (listing-answers.ts): PROVIDER_LIST_CACHE.
 */
export const createListingReplica = (options: { keepAnswers: boolean } = { keepAnswers: true }): TListingReplica => {
  const answers = options.keepAnswers ? new ListingAnswers() : null;
  let index: ListingIndex | null = null;
  /** The change_seq the index is current with. */
  let appliedSeq = -1;
  let running: Promise<void> | null = null;
  let lastPrune = 0;
  const stats: TListingReplicaStats = { listed: 0, loads: 0, catchUps: 0, providersApplied: 0, answers: answers?.stats ?? null };

  const loadAll = async (tx: TTx, seq: number) => {
    const next = new ListingIndex();
    const { rows } = await tx.execute<TRowRead>(rowsStatement(null));
    next.upsert(rows.map(asRow));
    next.setNameOrder(await readNameOrder(tx));
    index = next;
    appliedSeq = seq;
    answers?.clear();
    stats.loads += 1;
    stats.listed = next.size;
  };

  /** Applies the changes after appliedSeq, in one snapshot; loads everything when they are too many or pruned. */
  const catchUp = async (db: TDb) => {
    await db.transaction(async (tx) => {
      // A node with nothing loaded reads no changes: the whole log is before what it loads.
      const [state] = (await tx.execute<{ seq: string; pruned: string; ids: number[]; is_everything: boolean }>(
        index ? changesStatement(appliedSeq) : changesStatement(Number.MAX_SAFE_INTEGER))).rows;
      if (!state) throw new Error('provider_listing_state has no row: the migrations have not run');
      const seq = Number(state.seq);
      if (!index || state.is_everything || Number(state.pruned) > appliedSeq || state.ids.length > MAX_CHANGES_APPLIED) {
        await loadAll(tx, seq);
        return;
      }
      if (state.ids.length > 0) {
        const after = new Map((await tx.execute<TRowRead>(rowsStatement(state.ids))).rows.map((row) => [row.id, asRow(row)]));
        answers?.applied(state.ids.map((id) => ({ before: index!.row(id), after: after.get(id) })));
        index.remove(state.ids.filter((id) => !after.has(id)));
        if (index.upsert([...after.values()])) {
          index.setNameOrder(await readNameOrder(tx));
        }
        stats.providersApplied += state.ids.length;
      }
      appliedSeq = seq;
      stats.catchUps += 1;
      stats.listed = index.size;
    }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      // Not awaited: the requests waiting for this catch-up need not wait for old rows to go (the
      // first prune after a bulk import deletes a row per provider it wrote). Retried next catch-up
      // when it fails.
      pruneListingChanges(db).catch(() => {
        lastPrune = 0;
      });
    }
  };

  /** Resolves once the index is current with `seq` (one catch-up at a time, shared by all waiting). */
  const currentWith = async (db: TDb, seq: number): Promise<ListingIndex> => {
    while (!index || appliedSeq < seq) {
      if (!running) running = catchUp(db).finally(() => { running = null; });
      await running;
    }
    return index;
  };

  return {
    stats,
    async warm(db) {
      await currentWith(db, -1);
    },
    async list(options) {
      const { db, criteria, sortBy, sortOrder, page, limit, countLimit } = options;
      let seq = options.changeSeq;
      if (seq === undefined) {
        const state = await changeSeqOfTurn(db, '1');
        seq = state ? Number(state.seq) : Number.MAX_SAFE_INTEGER;
      }
      const current = await currentWith(db, seq);
      const key = answers ? JSON.stringify([criteria, sortBy, sortOrder, page, limit, countLimit]) : '';
      const kept = answers?.get(key);
      if (kept) {
        kept.answer ??= answerOf(kept.page.rows, paginationOf({ page, limit, counted: kept.page.counted, countLimit }));
        return kept.answer;
      }
      const found = current.search({ criteria, sortBy, sortOrder, offset: (page - 1) * limit, limit, countLimit });
      answers?.set(key, criteria, found);
      return answerOf(found.rows, paginationOf({ page, limit, counted: found.counted, countLimit }));
    },
  };
};
