import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate } from './format.ts';

describe('en-NZ formatting', () => {
  it('formats dates day month year, date-only values as that calendar day', () => {
    expect(formatDate('2024-08-24')).toBe('24 Aug 2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats NZD amounts', () => {
    expect(formatCurrency(1500)).toBe('$1,500');
    expect(formatCurrency('1499.5')).toBe('$1,499.50');
    expect(formatCurrency(undefined)).toBe('');
  });
});
