import type { TProviderListResponse } from '@app/contract';
import type { TListingRow } from './listing-index.ts';
import type { TListCriteria } from './provider-list-service.ts';

/**
 * Whether a listed provider's row matches the criteria: the same test as ListingIndex's bitsets,
 * one row at a time (a word matches when it starts a word of the text).
 */
export const rowMatches = (row: TListingRow, c: TListCriteria): boolean =>
  (!c.city || row.city === c.city)
  && (!c.priceRange || row.price_range === c.priceRange)
  && (!c.locationId || row.location_id === c.locationId)
  && (!c.categoryId || row.category_ids.includes(c.categoryId))
  && (!c.minYears || (row.years !== null && row.years >= c.minYears))
  && c.words.every((word) => row.tokens.some((token) => token.startsWith(word)));

/** More changed providers than this at once drop every answer instead of checking each. */
const MAX_CHANGES_CHECKED = 100;

type TEntry = { criteria: TListCriteria; answer: TProviderListResponse };

export type TListingAnswersStats = { hits: number; misses: number; dropped: number };

/**
 * The search replica's answers, kept per node (ADR 011): the one place that decides when an answer
 * computed earlier is sent again. An answer depends only on the providers matching its criteria
 * (which they are, their order among themselves, their cards), so it stays exact across any change
 * to providers that match its criteria neither before nor after the change: the replica hands every
 * changed provider's old and new row to `applied`, which drops each answer either row matches. A full
 * load drops everything. listing-replica.test.ts compares answers with the SQL path after every kind
 * of write with these kept, so an answer kept wrongly fails there.
 */
export class ListingAnswers {
  readonly #entries = new Map<string, TEntry>();
  /** Keys asked for once and not kept: an answer is kept when its key is asked for again. */
  readonly #seen = new Set<string>();
  readonly #max: number;
  readonly stats: TListingAnswersStats = { hits: 0, misses: 0, dropped: 0 };

  constructor(max = 2_000) {
    this.#max = max;
  }

  get size() {
    return this.#entries.size;
  }

  get(key: string): TProviderListResponse | undefined {
    const entry = this.#entries.get(key);
    if (!entry) {
      this.stats.misses += 1;
      return undefined;
    }
    // Most recently used last: the first entry is the one to evict.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.stats.hits += 1;
    return entry.answer;
  }

  /**
   * Keeps the answer when its key was asked for before: a query asked once (most of those a person
   * types) costs no kept entry, whose churn cost more than it saved (bench/README.md).
   */
  set(key: string, criteria: TListCriteria, answer: TProviderListResponse) {
    if (!this.#seen.delete(key)) {
      if (this.#seen.size >= this.#max * 8) this.#seen.clear();
      this.#seen.add(key);
      return;
    }
    this.#entries.delete(key);
    this.#entries.set(key, { criteria, answer });
    if (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value!);
  }

  /** Changed providers' rows, before (undefined: was not listed) and after (undefined: no longer listed). */
  applied(changes: readonly { before: TListingRow | undefined; after: TListingRow | undefined }[]) {
    if (changes.length === 0) return;
    if (changes.length > MAX_CHANGES_CHECKED) {
      this.clear();
      return;
    }
    for (const [key, { criteria }] of this.#entries) {
      const isTouched = changes.some(({ before, after }) => (before !== undefined && rowMatches(before, criteria)) || (after !== undefined && rowMatches(after, criteria)));
      if (isTouched) {
        this.#entries.delete(key);
        this.stats.dropped += 1;
      }
    }
  }

  clear() {
    this.stats.dropped += this.#entries.size;
    this.#entries.clear();
  }
}
