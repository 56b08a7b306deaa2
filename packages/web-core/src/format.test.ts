import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime } from './format.ts';

describe('en-NZ formatting', () => {
  it('formats dates day month year, date-only values as that calendar day', () => {
    expect(formatDate('2024-08-24')).toBe('24 Aug 2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('keeps each set of options apart (formatters are reused per set)', () => {
    expect(formatDate('2024-08-24', { month: 'long', year: 'numeric' })).toBe('August 2024');
    expect(formatDate('2024-08-24')).toBe('24 Aug 2024');
    expect(formatDate('2024-08-24', { month: 'long', year: 'numeric' })).toBe('August 2024');
    expect(formatDateTime('2024-08-24T03:05:00')).toBe('24 Aug 2024, 3:05 am');
  });

  it('formats NZD amounts', () => {
    expect(formatCurrency(1500)).toBe('$1,500');
    expect(formatCurrency('1499.5')).toBe('$1,499.50');
    expect(formatCurrency(undefined)).toBe('');
  });
});
