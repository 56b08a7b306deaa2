import { describe, expect, it } from 'vitest';
import { PROVIDER_MAX_PAGE_BUTTONS } from '@app/contract';
import { formatPriceRange, formatRating, pageWindow, visibleCategories } from './provider-display.ts';

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
