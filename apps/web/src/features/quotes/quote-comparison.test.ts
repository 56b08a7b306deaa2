import { describe, expect, it } from 'vitest';
import { bestValues, compareQuotesPath, countdownText, defaultCompareIds, pickCompared, readCompareParams, toggleCompared } from './quote-comparison.ts';
import { kauriQuote, quote } from './testing/quote-fixtures.ts';

const TODAY = '2030-01-20';

describe('the comparison address', () => {
  it('names the event and the quotes, and reads them back (whole ids, each once, at most four)', () => {
    expect(compareQuotesPath(12, [3, 5, 9])).toBe('/dashboard/quotes/compare?event=12&ids=3,5,9');
    expect(compareQuotesPath(12)).toBe('/dashboard/quotes/compare?event=12');
    expect(readCompareParams(new URLSearchParams('event=12&ids=3,5,x,3,-1,7,8,9'))).toEqual({ eventId: 12, ids: [3, 5, 7, 8] });
    expect(readCompareParams(new URLSearchParams('event=abc'))).toEqual({ eventId: null, ids: [] });
  });
});

describe('choosing the quotes', () => {
  const quotes = [
    quote({ id: 1, status: 'rejected' }), quote({ id: 2 }), quote({ id: 3, status: 'accepted' }), quote({ id: 4 }), quote({ id: 5 }), quote({ id: 6 }),
  ];
  it('takes pending quotes first, then the accepted one, at most four', () => {
    expect(defaultCompareIds(quotes)).toEqual([2, 4, 5, 6]);
    expect(defaultCompareIds(quotes.slice(0, 3))).toEqual([2, 3, 1]);
  });
  it('keeps the named order and drops ids of other events', () => {
    expect(pickCompared(quotes, [5, 99, 2]).map((q) => q.id)).toEqual([5, 2]);
  });
  it('ticks up to four and unticks any', () => {
    expect(toggleCompared([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleCompared([1, 2, 3, 4], 5)).toEqual([1, 2, 3, 4]);
    expect(toggleCompared([1, 2, 3], 2)).toEqual([1, 3]);
  });
});

describe('countdownText', () => {
  it('counts the days to valid_until in words', () => {
    expect(countdownText('2030-01-31', TODAY)).toBe('11 days left');
    expect(countdownText('2030-01-21', TODAY)).toBe('1 day left');
    expect(countdownText(TODAY, TODAY)).toBe('Last day today');
    expect(countdownText('2030-01-19', TODAY)).toBe('Expired');
    expect(countdownText(null, TODAY)).toBe('No end date given');
  });
});

describe('bestValues', () => {
  const provider = (avg_rating: number, review_count: number, median_reply_minutes: number | null = null) => ({ ...quote().provider, avg_rating, review_count, median_reply_minutes });
  const a = quote({ id: 1, quote_amount: 4850, includes_setup: true, includes_cleanup: false, valid_until: '2030-02-10', provider: provider(4.8, 23, 150) });
  const b = kauriQuote({ id: 2, quote_amount: 3900, includes_setup: true, includes_cleanup: true, valid_until: '2030-01-25', provider: provider(4.9, 7, 45) });
  const c = quote({ id: 3, quote_amount: 3900, includes_setup: true, includes_cleanup: false, valid_until: null, provider: provider(0, 0) });

  it('marks the lowest amount, setup and cleanup included, the longest validity, the highest rating and the most reviews', () => {
    const best = bestValues([a, b, c], TODAY);
    expect([...best.amount]).toEqual([2, 3]);
    expect([...best.cleanup]).toEqual([2]);
    expect([...best.validity]).toEqual([1]);
    expect([...best.rating]).toEqual([2]);
    expect([...best.reviews]).toEqual([1]);
    // The shortest usual reply time; a provider without one (too few invitations) is not compared.
    expect([...best.replyTime]).toEqual([2]);
  });
  it('marks nothing on a row where every quote is the same, or only one has a value', () => {
    const best = bestValues([a, b, c], TODAY);
    expect(best.setup.size).toBe(0);
    expect(bestValues([a], TODAY).amount.size).toBe(0);
    expect(bestValues([a, c], TODAY).rating.size).toBe(0);
  });
});
