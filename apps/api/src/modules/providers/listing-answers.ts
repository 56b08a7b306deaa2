import type { TProviderListResponse } from '@app/contract';
import { criteriaValues, rowValues, type TIndexPage, type TListingRow } from './listing-index.ts';
import type { TListCriteria } from './provider-list-service.ts';

/**
 * Whether a listed provider's row matches the criteria: the same test as ListingIndex's bitsets
 * (the same filter values), one row at a time (a word matches when it starts a word of the text).
 */
export const rowMatches = (row: TListingRow, c: TListCriteria): boolean => {
  const values = rowValues(row);
  return criteriaValues(c).every((value) => values.includes(value))
    && c.words.every((word) => row.tokens.some((token) => token.startsWith(word)));
};

/** More changed providers than this at once drop every answer instead of checking each. */
const MAX_CHANGES_CHECKED = 100;

/** A kept search result, and once it is asked for again, the answer written from it (its body included). */
export type TKeptAnswer = { criteria: TListCriteria; page: TIndexPage; answer: TProviderListResponse | null };
type TEntry = TKeptAnswer;

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
  /** Search results kept once, without their answer, the oldest dropped first: a query asked once (most that people type) leaves soon. */
  readonly #probation = new Map<string, TEntry>();
  /** Results asked for again, with their answer, least recently used dropped first. */
  readonly #kept = new Map<string, TEntry>();
  readonly #max: number;
  readonly #maxProbation: number;
  readonly stats: TListingAnswersStats = { hits: 0, misses: 0, dropped: 0 };

  constructor(limits: { max?: number; probation?: number } = {}) {
    this.#max = limits.max ?? 2_000;
    this.#maxProbation = limits.probation ?? 8_192;
  }

  get size() {
    return this.#kept.size + this.#probation.size;
  }

  /** The kept result of `key`, moved among those asked for again; the caller writes its answer when it has none. */
  get(key: string): TKeptAnswer | undefined {
    const entry = this.#kept.get(key) ?? this.#probation.get(key);
    if (!entry) {
      this.stats.misses += 1;
      return undefined;
    }
    // Most recently used last: the first entry is the one to drop.
    this.#probation.delete(key);
    this.#kept.delete(key);
    this.#kept.set(key, entry);
    if (this.#kept.size > this.#max) this.#kept.delete(this.#kept.keys().next().value!);
    this.stats.hits += 1;
    return entry;
  }

  /**
   * Keeps a search result on probation, without its answer (its cards' rows, a few hundred bytes):
   * asked for again before 8,192 newer ones arrive, it is kept among the 2,000 with its answer;
   * otherwise it goes. Answers' bodies (tens of KB outside the JavaScript heap) kept for queries
   * asked once made the garbage collector's work grow with every such query: all-new queries' p95
   * doubled; and with 256 on probation most of the realistic mix's less common queries left before
   * they were asked again (bench/README.md).
   */
  set(key: string, criteria: TListCriteria, page: TIndexPage) {
    this.#probation.set(key, { criteria, page, answer: null });
    if (this.#probation.size > this.#maxProbation) this.#probation.delete(this.#probation.keys().next().value!);
  }

  /** Changed providers' rows, before (undefined: was not listed) and after (undefined: no longer listed). */
  applied(changes: readonly { before: TListingRow | undefined; after: TListingRow | undefined }[]) {
    if (changes.length === 0) return;
    if (changes.length > MAX_CHANGES_CHECKED) {
      this.clear();
      return;
    }
    for (const entries of [this.#kept, this.#probation]) {
      for (const [key, { criteria }] of entries) {
        const isTouched = changes.some(({ before, after }) => (before !== undefined && rowMatches(before, criteria)) || (after !== undefined && rowMatches(after, criteria)));
        if (isTouched) {
          entries.delete(key);
          this.stats.dropped += 1;
        }
      }
    }
  }

  clear() {
    this.stats.dropped += this.size;
    this.#kept.clear();
    this.#probation.clear();
  }
}
