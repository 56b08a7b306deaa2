import { describe, expect, it } from 'vitest';
import { PROVIDER_MAX_PAGE_BUTTONS } from '@app/contract';
import { formatPriceRange, formatRating, pageWindow, visibleCategories } from './provider-display.ts';
import { DEFAULT_LIST_STATE, readListState, toProviderQuery, writeListState } from './provider-list-params.ts';

describe('price range', () => {
  it('title-cases words joined by underscores and says Price on request when absent', () => {
    expect(formatPriceRange('mid_range')).toBe('Mid Range');
    expect(formatPriceRange('budget')).toBe('Budget');
    expect(formatPriceRange('luxury')).toBe('Luxury');
    expect(formatPriceRange(null)).toBe('Price on request');
    expect(formatPriceRange(undefined)).toBe('Price on request');
    expect(formatPriceRange('')).toBe('Price on request');
  });
});

describe('categories on a card', () => {
  const categories = ['Catering & Food', 'Venues', 'Music & Entertainment', 'Photography', 'Decor'];
  it('shows 2 in grid view and 3 in list view, the rest as +N', () => {
    expect(visibleCategories(categories, 'grid')).toEqual({ shown: ['Catering & Food', 'Venues'], extra: 3 });
    expect(visibleCategories(categories, 'list')).toEqual({ shown: ['Catering & Food', 'Venues', 'Music & Entertainment'], extra: 2 });
    expect(visibleCategories(['Venues'], 'grid')).toEqual({ shown: ['Venues'], extra: 0 });
    expect(visibleCategories([], 'list')).toEqual({ shown: [], extra: 0 });
  });
});

describe('rating', () => {
  it('has one decimal', () => {
    expect(formatRating(4.75)).toBe('4.8');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(0)).toBe('0.0');
  });
});

describe('pagination window', () => {
  it('never shows more than 5 page buttons, keeping the current page in view', () => {
    expect(PROVIDER_MAX_PAGE_BUTTONS).toBe(5);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(0, 0)).toEqual([]);
    for (let total = 1; total <= 30; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const pages = pageWindow(page, total);
        expect(pages.length).toBeLessThanOrEqual(5);
        expect(pages).toContain(page);
      }
    }
  });
});

describe('list settings in the address', () => {
  it('round-trips through the query string and drops defaults', () => {
    const state = { ...DEFAULT_LIST_STATE, search: 'cater', categoryId: '2', minYears: '5', sort: 'avg_rating-desc', page: 3, limit: 12, view: 'list' as const };
    const params = writeListState(state);
    expect(params.toString()).toBe('tab=providers&q=cater&category=2&experience=5&sort=avg_rating-desc&page=3&limit=12&view=list');
    expect(readListState(params)).toEqual(state);
    expect(writeListState(DEFAULT_LIST_STATE).toString()).toBe('tab=providers');
  });

  it('ignores values the API would refuse', () => {
    const state = readListState(new URLSearchParams('limit=13&page=-2&price=cheap&experience=4&sort=nope&category=abc'));
    expect(state).toEqual(DEFAULT_LIST_STATE);
  });

  it('sends only non-empty values, with the default sort business_name ascending', () => {
    expect(toProviderQuery(DEFAULT_LIST_STATE)).toEqual({ page: 1, limit: 20, sortBy: 'business_name', sortOrder: 'asc' });
    expect(
      toProviderQuery({ ...DEFAULT_LIST_STATE, search: '  cater ', locationId: '4', priceRange: 'mid_range', city: 'Nelson', sort: 'years_in_operation-desc' }),
    ).toEqual({ page: 1, limit: 20, sortBy: 'years_in_operation', sortOrder: 'desc', search: 'cater', locationId: 4, priceRange: 'mid_range', city: 'Nelson' });
  });
});
