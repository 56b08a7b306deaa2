import type { TProviderSortBy, TProviderSortOrder, TProviderSummary } from '@app/contract';
import type { TListCriteria } from './provider-list-service.ts';

/**
 * One listed provider as the search replica holds it (ADR 011): what its filters, search words and
 * sorts read, and its card. Read from PostgreSQL by listing-replica.ts; `tokens` are the words of its
 * search text exactly as to_tsvector('simple', search_text) makes them, so a search word matches the
 * same providers here as the listing lexemes of migration 0018 do there.
 */
export type TListingRow = {
  id: number;
  business_name: string;
  city: string | null;
  price_range: string | null;
  location_id: number | null;
  years: number | null;
  category_ids: number[];
  rating: number;
  /** created_at in microseconds since 1970 (exact: below 2^53). */
  created: number;
  tokens: string[];
  card: TProviderSummary;
  /** The card's JSON as the contract's checking writer writes it, once per card read, in UTF-8. */
  cardJson: Buffer;
};

/**
 * A word of this many providers' texts also gets a bitset (kept until it falls to half as many):
 * a search for a common word ORs a few bitsets instead of setting tens of thousands of bits.
 */
const DENSE_WORD_POSTINGS = 1_024;

/** The thresholds of the `~y:` lexemes: a minimum a provider's years reach. */
const YEAR_STEPS = [1, 3, 5, 10] as const;

type TBits = Uint32Array;

const hasBit = (bits: TBits, slot: number) => (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;
const setBit = (bits: TBits, slot: number) => {
  bits[slot >>> 5]! |= 1 << (slot & 31);
};
const clearBit = (bits: TBits, slot: number) => {
  bits[slot >>> 5]! &= ~(1 << (slot & 31));
};
const popcount = (x: number) => {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

/** First index in the sorted `items` whose value is not below `value` (compare's order). */
const lowerBound = <T>(items: readonly T[], value: T, compare: (a: T, b: T) => number) => {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(items[mid]!, value) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** The filter values a row is found by, spelled like the listing lexemes' filter tokens. */
export const rowValues = (row: TListingRow): string[] => {
  const values = row.category_ids.map((id) => `k:${id}`);
  if (row.city) values.push(`c:${row.city}`);
  if (row.price_range !== null) values.push(`p:${row.price_range}`);
  if (row.location_id !== null) values.push(`l:${row.location_id}`);
  for (const step of YEAR_STEPS) if (row.years !== null && row.years >= step) values.push(`y:${step}`);
  return values;
};

/** The filter values the criteria ask for: a provider matches when its rowValues hold every one (and every word). */
export const criteriaValues = (c: TListCriteria): string[] => [
  ...(c.city ? [`c:${c.city}`] : []),
  ...(c.priceRange ? [`p:${c.priceRange}`] : []),
  ...(c.locationId ? [`l:${c.locationId}`] : []),
  ...(c.categoryId ? [`k:${c.categoryId}`] : []),
  ...(c.minYears ? [`y:${c.minYears}`] : []),
];

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type TSortKey = TProviderSortBy;
const SORT_KEYS: readonly TSortKey[] = ['business_name', 'avg_rating', 'created_at', 'years_in_operation'];

export type TIndexPage = { rows: TListingRow[]; counted: number };

/**
 * The listed providers of one API node, in memory, answering the provider list's search with the
 * same matches, order and count as listStatement (provider-list-service.ts): per filter value and per
 * search-text word the providers that have it (bitsets and posting lists), the providers in each
 * sort's ascending order, and each card. It never reads the database; listing-replica.ts keeps it
 * current. Each provider has a slot (a small number reused after it leaves), the bit it is in sets.
 */
export class ListingIndex {
  #capacity = 0;
  readonly #slotOf = new Map<number, number>();
  readonly #freeSlots: number[] = [];
  #rows: (TListingRow | undefined)[] = [];
  /** business_name's order (ORDER BY business_name, id in PostgreSQL's collation): rank by slot. */
  #nameRanks = new Float64Array(0);
  #listed: TBits = new Uint32Array(0);
  readonly #valueSets = new Map<string, TBits>();
  /** Every distinct word of the listed providers' texts, sorted, and the slots having each. */
  #words: string[] = [];
  readonly #postings = new Map<string, number[]>();
  readonly #orders: Record<TSortKey, number[]> = { business_name: [], avg_rating: [], created_at: [], years_in_operation: [] };
  /** Each slot's place in each order (rebuilt after the orders change), so a few matches sort as numbers. */
  #positions: Partial<Record<TSortKey, Int32Array>> = {};
  /** Reused per search (a search runs start to end without yielding): no allocation per request. */
  #scratch: { result: TBits; words: TBits[]; nonZero: Int32Array } = { result: new Uint32Array(0), words: [], nonZero: new Int32Array(0) };

  get size() {
    return this.#slotOf.size;
  }

  row(id: number): TListingRow | undefined {
    const slot = this.#slotOf.get(id);
    return slot === undefined ? undefined : this.#rows[slot];
  }

  /** Ascending comparison of two slots by one sort, ties by id (the SQL's ORDER BY, ascending). */
  #compare(sortBy: TSortKey): (a: number, b: number) => number {
    const rows = this.#rows;
    const ranks = this.#nameRanks;
    switch (sortBy) {
      case 'business_name':
        return (a, b) => ranks[a]! - ranks[b]!;
      case 'avg_rating':
        return (a, b) => rows[a]!.rating - rows[b]!.rating || rows[a]!.id - rows[b]!.id;
      case 'created_at':
        return (a, b) => rows[a]!.created - rows[b]!.created || rows[a]!.id - rows[b]!.id;
      case 'years_in_operation':
        // NULLS FIRST ascending (and so NULLS LAST descending): no years counts as the least.
        return (a, b) => (rows[a]!.years ?? -1) - (rows[b]!.years ?? -1) || rows[a]!.id - rows[b]!.id;
    }
  }

  #grow(slots: number) {
    if (slots <= this.#capacity) return;
    // A quarter to spare, in whole 32-bit words: every search passes over the bitsets' full width.
    const capacity = Math.max(1024, Math.ceil((slots * 1.25) / 32) * 32);
    const grown = (bits: TBits) => {
      const next = new Uint32Array(capacity / 32);
      next.set(bits);
      return next;
    };
    this.#listed = grown(this.#listed);
    for (const [key, bits] of this.#valueSets) this.#valueSets.set(key, grown(bits));
    const ranks = new Float64Array(capacity);
    ranks.set(this.#nameRanks);
    this.#nameRanks = ranks;
    this.#scratch = { result: new Uint32Array(capacity / 32), words: [], nonZero: new Int32Array(capacity / 32) };
    this.#capacity = capacity;
  }

  #valueSet(key: string, create: boolean): TBits | undefined {
    let bits = this.#valueSets.get(key);
    if (!bits && create) {
      bits = new Uint32Array(this.#capacity / 32);
      this.#valueSets.set(key, bits);
    }
    return bits;
  }

  #addWords(slot: number, tokens: readonly string[]) {
    const added: string[] = [];
    for (const token of new Set(tokens)) {
      let posting = this.#postings.get(token);
      if (!posting) {
        posting = [];
        this.#postings.set(token, posting);
        added.push(token);
      }
      posting.push(slot);
      const dense = this.#valueSets.get(`w:${token}`);
      if (dense) setBit(dense, slot);
      else if (posting.length === DENSE_WORD_POSTINGS) {
        const bits = this.#valueSet(`w:${token}`, true)!;
        for (const held of posting) setBit(bits, held);
      }
    }
    if (added.length === 0) return;
    if (added.length > 64) {
      this.#words = [...this.#postings.keys()].sort(compareText);
      return;
    }
    for (const token of added) this.#words.splice(lowerBound(this.#words, token, compareText), 0, token);
  }

  #removeWords(slot: number, tokens: readonly string[]) {
    for (const token of new Set(tokens)) {
      const posting = this.#postings.get(token);
      if (!posting) continue;
      const at = posting.indexOf(slot);
      if (at >= 0) {
        posting[at] = posting[posting.length - 1]!;
        posting.pop();
      }
      const dense = this.#valueSets.get(`w:${token}`);
      if (dense) {
        clearBit(dense, slot);
        if (posting.length < DENSE_WORD_POSTINGS / 2) this.#valueSets.delete(`w:${token}`);
      }
      if (posting.length === 0) {
        this.#postings.delete(token);
        const wordAt = lowerBound(this.#words, token, compareText);
        if (this.#words[wordAt] === token) this.#words.splice(wordAt, 1);
      }
    }
  }

  #unlink(slot: number, row: TListingRow, keepOrders: boolean) {
    clearBit(this.#listed, slot);
    for (const value of rowValues(row)) {
      const bits = this.#valueSets.get(value);
      if (bits) clearBit(bits, slot);
    }
    this.#removeWords(slot, row.tokens);
    if (keepOrders) return;
    for (const key of SORT_KEYS) {
      const order = this.#orders[key];
      const at = order.indexOf(slot);
      if (at >= 0) order.splice(at, 1);
    }
  }

  #link(slot: number, row: TListingRow, placeInOrders: boolean) {
    setBit(this.#listed, slot);
    for (const value of rowValues(row)) setBit(this.#valueSet(value, true)!, slot);
    this.#addWords(slot, row.tokens);
    if (!placeInOrders) return;
    for (const key of SORT_KEYS) {
      // business_name's rank comes from PostgreSQL (setNameOrder); until then the slot sorts first.
      const order = this.#orders[key];
      order.splice(lowerBound(order, slot, this.#compare(key)), 0, slot);
    }
  }

  /**
   * Puts listed providers in (new ones, or new facts of known ones). Returns whether the order by
   * name may have changed (a provider new to the list, or a new name): then the caller gives the
   * whole order again with setNameOrder before the next search.
   */
  upsert(rows: readonly TListingRow[]): boolean {
    this.#positions = {};
    let isNameOrderChanged = false;
    const isBulk = rows.length > 1_000;
    this.#grow(this.#slotOf.size + this.#freeSlots.length + rows.length);
    for (const row of rows) {
      let slot = this.#slotOf.get(row.id);
      const previous = slot === undefined ? undefined : this.#rows[slot];
      if (previous) {
        this.#unlink(slot!, previous, isBulk);
        if (previous.business_name !== row.business_name) isNameOrderChanged = true;
      } else {
        slot = this.#freeSlots.pop() ?? this.#slotOf.size;
        this.#slotOf.set(row.id, slot);
        isNameOrderChanged = true;
      }
      this.#rows[slot!] = row;
      this.#link(slot!, row, !isBulk);
    }
    if (isBulk) this.#sortAll();
    return isNameOrderChanged;
  }

  /** Takes providers out (no longer listed, or deleted). */
  remove(ids: Iterable<number>) {
    this.#positions = {};
    for (const id of ids) {
      const slot = this.#slotOf.get(id);
      if (slot === undefined) continue;
      this.#unlink(slot, this.#rows[slot]!, false);
      this.#rows[slot] = undefined;
      this.#slotOf.delete(id);
      this.#freeSlots.push(slot);
    }
  }

  /** Every listed provider's id in PostgreSQL's ORDER BY business_name, id. Ids not held are skipped. */
  setNameOrder(ids: readonly number[]) {
    this.#positions = {};
    const order: number[] = [];
    for (const id of ids) {
      const slot = this.#slotOf.get(id);
      if (slot === undefined) continue;
      this.#nameRanks[slot] = order.length;
      order.push(slot);
    }
    this.#orders.business_name = order;
  }

  #sortAll() {
    const slots = [...this.#slotOf.values()];
    for (const key of SORT_KEYS) this.#orders[key] = [...slots].sort(this.#compare(key));
  }

  #positionsOf(sortBy: TSortKey): Int32Array {
    let positions = this.#positions[sortBy];
    if (!positions) {
      positions = new Int32Array(this.#capacity);
      const order = this.#orders[sortBy];
      for (let at = 0; at < order.length; at += 1) positions[order[at]!] = at;
      this.#positions[sortBy] = positions;
    }
    return positions;
  }

  /** The bitsets' 32-bit words holding slots in use: a search reads no further. */
  #span() {
    return Math.ceil((this.#slotOf.size + this.#freeSlots.length) / 32);
  }

  /**
   * The providers having every word: a word's providers are those of the text words it starts, one
   * run of the sorted words. A run of one common word is its own bitset; otherwise the run is ORed
   * into the scratch bitset of the word's place. Null when no text word starts with it.
   */
  #wordSet(word: string, place: number): TBits | null {
    const from = lowerBound(this.#words, word, compareText);
    let to = from;
    while (to < this.#words.length && this.#words[to]!.startsWith(word)) to += 1;
    if (to === from) return null;
    const only = to - from === 1 ? this.#valueSets.get(`w:${this.#words[from]!}`) : undefined;
    if (only) return only;
    const bits = (this.#scratch.words[place] ??= new Uint32Array(this.#capacity / 32));
    const span = this.#span();
    bits.fill(0, 0, span);
    for (let i = from; i < to; i += 1) {
      const dense = this.#valueSets.get(`w:${this.#words[i]!}`);
      if (dense) for (let k = 0; k < span; k += 1) bits[k]! |= dense[k]!;
      else for (const slot of this.#postings.get(this.#words[i]!)!) setBit(bits, slot);
    }
    return bits;
  }

  /**
   * The providers matching every filter and word, in the scratch bitset, and how many they are; null
   * when a filter value or a word is held by nobody. The sets are ANDed and counted in one pass.
   */
  #matching(c: TListCriteria): { bits: TBits; count: number; nonZero: number } | null {
    // Every filter's and word's set holds listed providers only: `listed` is needed when nothing narrows.
    const sets: TBits[] = [];
    for (const value of criteriaValues(c)) {
      const bits = this.#valueSets.get(value);
      if (!bits) return null;
      sets.push(bits);
    }
    for (const [place, word] of c.words.entries()) {
      const bits = this.#wordSet(word, place);
      if (!bits) return null;
      sets.push(bits);
    }
    if (sets.length === 0) sets.push(this.#listed);
    const { result, nonZero } = this.#scratch;
    const span = this.#span();
    let count = 0;
    let n = 0;
    // The first three sets in one expression (a set ANDed twice changes nothing), any more after.
    const a = sets[0]!;
    const b = sets[1] ?? a;
    const d = sets[2] ?? a;
    const more = sets.length;
    for (let i = 0; i < span; i += 1) {
      let value = a[i]! & b[i]! & d[i]!;
      for (let k = 3; k < more && value !== 0; k += 1) value &= sets[k]![i]!;
      result[i] = value;
      if (value !== 0) {
        nonZero[n] = i;
        n += 1;
        count += popcount(value);
      }
    }
    return { bits: result, count, nonZero: n };
  }


  /**
   * One page of the list and its count up to `countLimit` + 1, as listStatement answers them: the
   * matches in the sort's order (descending is the ascending order reversed, ties by id included),
   * `offset` skipped, `limit` taken. Few matches are sorted; many are found walking the sort's order.
   */
  search(options: { criteria: TListCriteria; sortBy: TProviderSortBy; sortOrder: TProviderSortOrder; offset: number; limit: number; countLimit: number }): TIndexPage {
    const { criteria, sortBy, sortOrder, offset, limit, countLimit } = options;
    const matching = this.#matching(criteria);
    if (!matching) return { rows: [], counted: 0 };
    const { bits, count } = matching;
    const nonZero = this.#scratch.nonZero;
    const counted = Math.min(count, countLimit + 1);
    const end = offset + limit;
    if (offset >= count) return { rows: [], counted };
    const isDescending = sortOrder === 'desc';
    const order = this.#orders[sortBy];
    let slots: number[];
    // Walking the order visits about end x listed / count slots (a bit test each, a few ns);
    // sorting the matches costs about count x 90 ns (a place read out of cache, then the sort):
    // walk unless matches are fewer than about sqrt(end x listed / 32).
    if (count * count * 32 <= end * Math.max(this.size, 1)) {
      const positions = this.#positionsOf(sortBy);
      const places = new Int32Array(count);
      let n = 0;
      for (let w = 0; w < matching.nonZero; w += 1) {
        const word = nonZero[w]!;
        let value = bits[word]!;
        while (value !== 0) {
          const low = value & -value;
          places[n] = positions[word * 32 + 31 - Math.clz32(low)]!;
          n += 1;
          value ^= low;
        }
      }
      places.sort();
      slots = [];
      for (let k = offset; k < Math.min(end, count); k += 1) slots.push(order[places[isDescending ? count - 1 - k : k]!]!);
    } else {
      slots = [];
      let seen = 0;
      for (let k = 0; k < order.length && seen < end; k += 1) {
        const slot = order[isDescending ? order.length - 1 - k : k]!;
        if (!hasBit(bits, slot)) continue;
        if (seen >= offset) slots.push(slot);
        seen += 1;
      }
    }
    return { rows: slots.map((slot) => this.#rows[slot]!), counted };
  }
}
