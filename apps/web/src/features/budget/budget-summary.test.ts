import { describe, expect, it } from 'vitest';
import type { TEventRequestItem } from '@app/contract';
import { budgetRangeText, budgetSentence, lineOfQuote, median, summariseBudget, type TBudgetQuote } from './budget-summary.ts';

const item = (id: number, name: string | null, categories: [number, number | null, string][]): TEventRequestItem => ({
  id, name, quantity: 1, notes: null,
  categories: categories.map(([category_id, subcategory_id, label]) => ({ category_id, category_name: label, subcategory_id, subcategory_name: subcategory_id ? label : null })),
  category_id: categories[0]?.[0] ?? null, category_name: null, subcategory_ids: [],
});
const ITEMS = [item(1, 'Dinner and bar', [[2, 21, 'Buffet'], [2, 23, 'Bar']]), item(2, null, [[5, 51, 'Photography']]), item(3, 'Flowers', [[7, null, 'Florals']])];
let nextId = 1;
const q = (category_id: number | null, subcategory_id: number | null, quote_amount: number, status: TBudgetQuote['status'] = 'submitted'): TBudgetQuote =>
  ({ id: nextId++, category_id, subcategory_id, quote_amount, status });

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 10, 6])).toBe(5);
  });
});

describe('lineOfQuote', () => {
  it('matches the subcategory first, then the category, else none', () => {
    expect(lineOfQuote(ITEMS, { category_id: 2, subcategory_id: 23 })).toBe(1);
    expect(lineOfQuote(ITEMS, { category_id: 2, subcategory_id: 99 })).toBe(1);
    expect(lineOfQuote(ITEMS, { category_id: 7, subcategory_id: 71 })).toBe(3);
    expect(lineOfQuote(ITEMS, { category_id: 9, subcategory_id: null })).toBe('other');
    expect(lineOfQuote(ITEMS, { category_id: null, subcategory_id: null })).toBe('other');
  });
});

describe('summariseBudget', () => {
  it('gives each line its quotes received, lowest, median and accepted amount, and totals them', () => {
    const summary = summariseBudget({ budget_min: 4000, budget_max: 5000, items: ITEMS }, [
      q(2, 21, 3000), q(2, 23, 3600, 'accepted'), q(2, 21, 4200, 'rejected'), q(5, 51, 1250.5), q(5, 51, 1400), q(9, 91, 300), q(2, 21, 9000, 'withdrawn'),
    ]);
    expect(summary.lines).toEqual([
      { key: 1, name: 'Dinner and bar', received: 3, lowest: 3000, median: 3600, accepted: 3600 },
      { key: 2, name: 'Photography', received: 2, lowest: 1250.5, median: 1325.25, accepted: null },
      { key: 3, name: 'Flowers', received: 0, lowest: null, median: null, accepted: null },
      { key: 'other', name: 'Other services', received: 1, lowest: 300, median: 300, accepted: null },
    ]);
    expect(summary.totals).toEqual({ received: 6, lowest: 4550.5, median: 5225.25, accepted: 3600 });
  });
});

describe('budgetSentence', () => {
  const sentence = (max: number | null, accepted: number | null, quotes: TBudgetQuote[] = []) =>
    budgetSentence(summariseBudget({ budget_min: 1000, budget_max: max, items: ITEMS }, [...quotes, ...(accepted === null ? [] : [q(2, 21, accepted, 'accepted')])]));

  it('says how far under, over or at the maximum the accepted quotes are', () => {
    expect(sentence(5000, 4850)).toBe('Your accepted quotes total $4,850, $150 under your maximum.');
    expect(sentence(5000, 5120.5)).toBe('Your accepted quotes total $5,120.50, $120.50 over your maximum.');
    expect(sentence(5000, 5000)).toBe('Your accepted quotes total $5,000, exactly your maximum.');
    expect(sentence(null, 5000)).toBe('Your accepted quotes total $5,000; you did not set a maximum budget.');
  });
  it('says when no quote is accepted yet', () => {
    expect(sentence(5000, null, [q(2, 21, 3000), q(5, 51, 1200)])).toBe('No quote accepted yet. The lowest quotes received total $4,200, against your maximum of $5,000.');
    expect(sentence(null, null)).toBe('No quote accepted yet. No quotes have arrived yet.');
  });
});

describe('budgetRangeText', () => {
  it('writes the range, one end, or nothing', () => {
    expect(budgetRangeText({ min: 2500, max: 4500 })).toBe('$2,500 to $4,500');
    expect(budgetRangeText({ min: null, max: 4500 })).toBe('up to $4,500');
    expect(budgetRangeText({ min: 2500, max: null })).toBe('from $2,500');
    expect(budgetRangeText({ min: null, max: null })).toBeNull();
  });
});
