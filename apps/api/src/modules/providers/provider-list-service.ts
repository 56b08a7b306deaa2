import { sql, type SQL } from 'drizzle-orm';
import {
  defaultProviderSortOrder, PROVIDER_LIST_TOTAL_CAP, type TProviderListFilters, type TProviderListPagination, type TProviderListResponse, type TProviderSortBy, type TProviderSortOrder,
} from '@app/contract';
import type { TDb, TDbOrTx } from '../../db/db-types.ts';
import { readProviderList, versionColumns, type TCardsRead, type TListingCache, type TPageRead } from './listing-cache.ts';
import type { TListingReplica } from './listing-replica.ts';
import { LISTING_PREFIX_MAX, LISTING_PREFIX_MIN, searchWords, toLexemeQuery, toPrefixTsQuery } from './search-query.ts';

/** Service images shown on a provider card. */
export const CARD_SERVICE_IMAGES = 4;

/** Only active, verified providers are ever listed; every query starts from this set. */
export const LISTED = sql`p.is_active AND p.is_verified`;

export type TListCriteria = {
  words: string[];
  categoryId: number | null;
  locationId: number | null;
  priceRange: string | null;
  minYears: number | null;
  city: string | null;
};

/**
 * The lexemes (provider_listing_lexemes, migration 0018) a provider must have: each search word
 * (its first 20 letters) and one token per filter. All of them are looked up in the one partial
 * expression GIN index provider_profiles_listed_filters, which PostgreSQL intersects directly.
 */
export const listingLexemes = (c: TListCriteria): string[] => [
  ...c.words.filter((word) => word.length >= LISTING_PREFIX_MIN).map((word) => word.slice(0, LISTING_PREFIX_MAX)),
  ...(c.city ? [`~c:${c.city}`] : []),
  ...(c.priceRange ? [`~p:${c.priceRange}`] : []),
  ...(c.locationId ? [`~l:${c.locationId}`] : []),
  ...(c.categoryId ? [`~k:${c.categoryId}`] : []),
  ...(c.minYears ? [`~y:${c.minYears}`] : []),
];

/** The indexed expression of provider_profiles_listed_filters, spelled as the index spells it. */
const LISTING_LEXEMES = sql`provider_listing_lexemes(p.search_text, p.city, p.price_range, p.location_id, p.years_in_operation, p.category_ids)`;

/**
 * The listed set, narrowed by every filter as one condition on the expression GIN index:
 *   search      'word' (its 1-20 letter prefix is a lexeme, so 'cater' finds Catering)
 *   city        '~c:{city}'        priceRange  '~p:{range}'     locationId  '~l:{id}'
 *   categoryId  '~k:{id}'          minYearsExperience '~y:{1|3|5|10}'
 * A word longer than 20 letters is also checked in full with a prefix query on the text of the rows
 * found, so matches are exactly "every word starts a word of the provider's text". Exact lexemes
 * need no recheck, so the expression is never computed while reading.
 * With no search and no filter the query reads the listed set through the sort's partial index.
 */
const conditionsOf = (c: TListCriteria): SQL[] => {
  const conditions: SQL[] = [LISTED];
  const lexemes = listingLexemes(c);
  if (lexemes.length > 0) conditions.push(sql`${LISTING_LEXEMES} @@ ${toLexemeQuery(lexemes)}::tsquery`);
  const checkedInFull = c.words.filter((word) => word.length > LISTING_PREFIX_MAX);
  // Not indexed: computed only for the rows the lexemes found.
  if (checkedInFull.length > 0) conditions.push(sql`to_tsvector('simple'::regconfig, p.search_text) @@ to_tsquery('simple', ${toPrefixTsQuery(checkedInFull)})`);
  return conditions;
};

export const whereClause = (c: TListCriteria): SQL => sql.join(conditionsOf(c), sql` AND `);

/**
 * The same set as whereClause, as conditions on the row's own columns, for walking a sort's index
 * when matches are common: each costs microseconds per row, where computing the lexemes costs about
 * 0.2 ms. The words as prefixes of the text's words are exactly what the lexemes hold.
 */
export const rowWhereClause = (c: TListCriteria): SQL => {
  const conditions: SQL[] = [LISTED];
  if (c.city) conditions.push(sql`p.city = ${c.city}`);
  if (c.priceRange) conditions.push(sql`p.price_range = ${c.priceRange}`);
  if (c.locationId) conditions.push(sql`p.location_id = ${c.locationId}`);
  if (c.categoryId) conditions.push(sql`p.category_ids @> ARRAY[${c.categoryId}::int]`);
  if (c.minYears) conditions.push(sql`p.years_in_operation >= ${c.minYears}`);
  if (c.words.length > 0) {
    // A substring test first (a word holds only letters and digits, so nothing in it is a LIKE
    // wildcard): the text's words are computed only for rows that contain every word somewhere.
    for (const word of c.words) conditions.push(sql`p.search_text ILIKE ${`%${word}%`}`);
    conditions.push(sql`to_tsvector('simple'::regconfig, p.search_text) @@ to_tsquery('simple', ${toPrefixTsQuery(c.words)})`);
  }
  return sql.join(conditions, sql` AND `);
};

/** A search or a filter narrows the listed set (matches come from a GIN index, not a sort's walk). */
const isNarrowed = (c: TListCriteria) => conditionsOf(c).length > 1;

/**
 * ORDER BY for each sort, id breaking ties in the same direction, written to match the partial
 * indexes on the listed set exactly (provider_profiles_listed_*), so a page is read off an index.
 * Providers without years of operation count as the least experienced: last when sorting by most
 * experienced, first the other way.
 */
export const orderBy = (alias: 'p' | 'page' | 'f', sortBy: TProviderSortBy, sortOrder: TProviderSortOrder): SQL => {
  const a = sql.raw(alias);
  const dir = sql.raw(sortOrder === 'asc' ? 'ASC' : 'DESC');
  switch (sortBy) {
    case 'avg_rating':
      return sql`${a}.avg_rating ${dir}, ${a}.id ${dir}`;
    case 'created_at':
      return sql`${a}.created_at ${dir}, ${a}.id ${dir}`;
    case 'years_in_operation':
      return sortOrder === 'desc'
        ? sql`${a}.years_in_operation DESC NULLS LAST, ${a}.id DESC NULLS LAST`
        : sql`${a}.years_in_operation ASC NULLS FIRST, ${a}.id ASC NULLS FIRST`;
    case 'business_name':
      return sql`${a}.business_name ${dir}, ${a}.id ${dir}`;
  }
};

/**
 * A provider card as JSON, for the row `alias` of provider_profiles: its categories, profile
 * picture and first service images are read by index for that row only.
 */
export const cardJson = (alias: string): SQL => {
  const a = sql.raw(alias);
  return sql`json_build_object(
    'provider_id', ${a}.id,
    'business_name', ${a}.business_name,
    'avg_rating', ${a}.avg_rating::float8,
    'review_count', ${a}.review_count,
    'median_reply_minutes', ${a}.median_reply_minutes,
    'description', ${a}.description,
    'categories', coalesce((
      SELECT json_agg(c.name ORDER BY c.sort_order, c.name)
      FROM provider_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE pc.provider_id = ${a}.id), '[]'::json),
    'city', ${a}.city,
    'years_in_operation', ${a}.years_in_operation,
    'price_range', ${a}.price_range,
    'profile_picture', (
      SELECT json_build_object('file_url', f.file_url) FROM attachments f
      WHERE f.provider_id = ${a}.id AND f.kind = 'profile_picture'
      ORDER BY f.sort_order, f.id LIMIT 1),
    'service_images', coalesce((
      SELECT json_agg(json_build_object('file_url', s.file_url) ORDER BY s.sort_order, s.id)
      FROM (SELECT f.file_url, f.sort_order, f.id FROM attachments f
            WHERE f.provider_id = ${a}.id AND f.kind = 'service_image'
            ORDER BY f.sort_order, f.id LIMIT ${CARD_SERVICE_IMAGES}) s), '[]'::json))`;
};

type TPageQuery = {
  criteria: TListCriteria; sortBy: TProviderSortBy; sortOrder: TProviderSortOrder; limit: number; offset: number;
  /** Count the matches up to this many and one more (see countLimitOf); null when the total is known (the page still counts to the cap to choose its plan). */
  countLimit: number | null;
  /** Tests: sort at most this many matches before walking a sort's index (sortAllUpTo otherwise). */
  sortAllLimit?: number;
};

/**
 * How far a page's total is counted: the cap, or the end of the page asked for when that lies
 * further, so every page up to the one asked for, and the next one when there are more, is known.
 */
export const countLimitOf = (options: { offset: number; limit: number; cap: number }) => Math.max(options.cap, options.offset + options.limit);

/**
 * The number of listed providers matching the criteria, counted up to `countLimit` + 1: a result
 * above `countLimit` means "more than countLimit". Counting stops there, so a common word costs
 * at most that many row visits instead of tens of thousands (ADR 008).
 */
export const totalStatement = (criteria: TListCriteria, countLimit: number): SQL =>
  sql`SELECT count(*)::int AS n FROM (SELECT FROM provider_profiles p WHERE ${whereClause(criteria)} LIMIT ${countLimit + 1}) matched`;

/** The pagination of a page whose matches were counted up to `countLimit` + 1 (see totalStatement). */
export const paginationOf = (options: { page: number; limit: number; counted: number; countLimit: number }): TProviderListPagination => {
  const { page, limit, counted, countLimit } = options;
  if (counted <= countLimit) return { page, limit, total: counted, totalPages: totalPagesOf(counted, limit), isTotalCapped: false };
  // At least countLimit + 1 match: every page holding one of them exists.
  return { page, limit, total: countLimit, totalPages: totalPagesOf(countLimit + 1, limit), isTotalCapped: true };
};

/**
 * How many matches a search takes from the GIN index before it walks a sort's index instead: at
 * least the count's limit + 1, and about where sorting every match costs what walking does. A walk
 * reads about (offset + limit) x listed / matches rows, each dearer than a visit, so the two meet
 * near 2 x sqrt((offset + limit) x listed): 2,800 matches for page 1 of 20 among 100,000.
 */
const sortAllUpTo = (countLimit: number, end: number): SQL =>
  sql`greatest(${countLimit + 1}, (2 * sqrt(${end}::float8 * greatest((SELECT c.reltuples FROM pg_class c WHERE c.oid = 'provider_profiles'::regclass), 1)))::int)`;

/** A provider's id and the column its sort reads. */
const sortColumns = (sortBy: TProviderSortBy): SQL => sql.raw(`p.id, p.${sortBy}`);

/**
 * One statement, one round trip: the page's cards in order (and their ids), the capped total, and
 * the listing versions of the snapshot all of it was read from (ADR 008).
 * - A search or filter: the GIN index gives the first matches (`firsts`, at most sortAllUpTo, each
 *   row visited once for its id and sort column; the lexemes are never computed). Their number,
 *   capped at `countLimit` + 1, is the total. When that is all of them, the page is a top-N sort of
 *   `firsts`; when there are more, the matches are common and the page is read off the sort's
 *   index, each row checked with rowWhereClause. The branch not taken never runs (its condition
 *   is a one-time filter).
 * - Neither: the page is read off the sort's partial index and the count stops at the cap.
 * The cards are then read for the page's providers only.
 */
export const listStatement = (options: TPageQuery): SQL => {
  const { criteria, sortBy, sortOrder, limit, offset } = options;
  const countLimit = options.countLimit ?? PROVIDER_LIST_TOTAL_CAP;
  const where = whereClause(criteria);
  const sortAll = options.sortAllLimit === undefined ? sortAllUpTo(countLimit, offset + limit) : sql`${Math.max(options.sortAllLimit, countLimit + 1)}`;
  const pages = isNarrowed(criteria)
    ? sql`firsts AS MATERIALIZED (SELECT ${sortColumns(sortBy)} FROM provider_profiles p WHERE ${where} LIMIT ${sortAll}),
      counted AS (SELECT least(count(*), ${countLimit + 1})::int AS n, count(*) < ${sortAll} AS is_all FROM firsts),
      page AS (
        (SELECT f.* FROM firsts f WHERE (SELECT is_all FROM counted) ORDER BY ${orderBy('f', sortBy, sortOrder)} LIMIT ${limit} OFFSET ${offset})
        UNION ALL
        (SELECT ${sortColumns(sortBy)} FROM provider_profiles p WHERE ${rowWhereClause(criteria)} AND NOT (SELECT is_all FROM counted)
         ORDER BY ${orderBy('p', sortBy, sortOrder)} LIMIT ${limit} OFFSET ${offset}))`
    : sql`counted AS (${totalStatement(criteria, countLimit)}),
      page AS (SELECT ${sortColumns(sortBy)} FROM provider_profiles p WHERE ${where} ORDER BY ${orderBy('p', sortBy, sortOrder)} LIMIT ${limit} OFFSET ${offset})`;
  return sql`
    WITH ${pages}
    SELECT
      ${versionColumns},
      ${options.countLimit === null ? sql`NULL::int` : sql`(SELECT n FROM counted)`} AS total,
      coalesce((SELECT json_agg(${cardJson('p')} ORDER BY ${orderBy('page', sortBy, sortOrder)})
                FROM page JOIN provider_profiles p ON p.id = page.id), '[]'::json) AS items,
      coalesce((SELECT json_agg(page.id ORDER BY ${orderBy('page', sortBy, sortOrder)}) FROM page), '[]'::json) AS ids`;
};

/** The cards of known providers in a known order (a page whose order is still valid), with the versions. */
export const cardsStatement = (ids: readonly number[]): SQL => sql`
  SELECT ${versionColumns},
    coalesce((SELECT json_agg(${cardJson('p')} ORDER BY u.ord)
              FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS u(id, ord)
              JOIN provider_profiles p ON p.id = u.id), '[]'::json) AS items`;

const queryPage = async (options: TPageQuery & { db: TDbOrTx }): Promise<TPageRead> => {
  const { rows } = await options.db.execute<TPageRead>(listStatement(options));
  const row = rows[0];
  return { version: row?.version ?? null, membership: row?.membership ?? null, total: row?.total ?? null, items: row?.items ?? [], ids: row?.ids ?? [] };
};

const queryCards = async (db: TDbOrTx, ids: readonly number[]): Promise<TCardsRead> => {
  const { rows } = await db.execute<TCardsRead>(cardsStatement(ids));
  const row = rows[0];
  return { version: row?.version ?? null, membership: row?.membership ?? null, items: row?.items ?? [] };
};

/** The filters that decide which providers match (not the order or the page): the key of a total. */
export const criteriaFrom = (filters: TProviderListFilters): TListCriteria => ({
  words: searchWords(filters.search),
  categoryId: filters.categoryId ?? null,
  locationId: filters.locationId ?? null,
  priceRange: filters.priceRange ?? null,
  minYears: filters.minYearsExperience ?? null,
  city: filters.city || null,
});

export const totalPagesOf = (total: number, limit: number) => (total === 0 ? 0 : Math.ceil(total / limit));

/**
 * GET /service-providers: one page of listed providers with its total counted up to the cap (ADR
 * 008). With a replica (ADR 011, listing-replica.ts) the node's in-memory copy answers it; without,
 * the page and the total are read in one statement. listing-cache.ts decides what of it can be
 * reused (the whole answer, the total of the filters, the order of the page) and for how long.
 * `totalCap` is PROVIDER_LIST_TOTAL_CAP and `sortAllLimit` sortAllUpTo's; tests pass small ones.
 */
export const listProviders = async (options: {
  db: TDb; cache: TListingCache | null; replica?: TListingReplica | null; filters: TProviderListFilters; totalCap?: number; sortAllLimit?: number;
  /** The replica's change seq read with the request's session (listing-replica.ts sessionWithChangeSeq). */
  changeSeq?: number;
}): Promise<TProviderListResponse> => {
  const { db, filters } = options;
  const criteria = criteriaFrom(filters);
  const sortBy = filters.sortBy ?? 'business_name';
  const sortOrder = filters.sortOrder ?? defaultProviderSortOrder(sortBy);
  const { page, limit } = filters;
  const offset = (page - 1) * limit;
  const countLimit = countLimitOf({ offset, limit, cap: options.totalCap ?? PROVIDER_LIST_TOTAL_CAP });
  if (options.replica) return options.replica.list({ db, criteria, sortBy, sortOrder, page, limit, countLimit, changeSeq: options.changeSeq });
  return readProviderList({
    db,
    cache: options.cache,
    read: {
      pageKey: JSON.stringify([criteria, sortBy, sortOrder, page, limit]),
      countKey: JSON.stringify([criteria, countLimit]),
      isRatingOrder: sortBy === 'avg_rating',
      readPage: (needTotal) => queryPage({ db, criteria, sortBy, sortOrder, limit, offset, countLimit: needTotal ? countLimit : null, sortAllLimit: options.sortAllLimit }),
      readCards: (ids) => queryCards(db, ids),
      answerOf: (items, counted) => ({ success: true, data: items, pagination: paginationOf({ page, limit, counted, countLimit }) }),
    },
  });
};
