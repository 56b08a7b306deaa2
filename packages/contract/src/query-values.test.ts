import { describe, expect, it } from 'vitest';
import { filterDate, isIsoDate } from './event-requests.ts';
import { hasControlCharacter, PG_INT_MAX, positiveInt } from './query-values.ts';

describe('positiveInt', () => {
  const id = positiveInt('bad id');
  it('takes JSON whole numbers and digit strings from 1 to PG_INT_MAX', () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse('42')).toBe(42);
    expect(id.parse(String(PG_INT_MAX))).toBe(PG_INT_MAX);
  });
  it('refuses anything else with its message instead of coercing it', () => {
    for (const value of [0, -1, 1.5, PG_INT_MAX + 1, '2147483648', '99999999999999999999', '1e3', '0x10', '1.0', '', 'abc', true, [5], null, {}]) {
      const result = id.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('bad id');
    }
  });
});

describe('dates', () => {
  it('refuse year 0000, in dates and in list filters', () => {
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0001-01-01')).toBe(true);
    expect(filterDate('0000-01-01T00:00:00Z')).toBeNull();
    expect(filterDate('-271821-04-20')).toBeNull();
    expect(filterDate('+275760-09-13')).toBeNull();
    expect(filterDate('2025-06-30T13:00:00Z')).toBe('2025-07-01');
  });
});

describe('hasControlCharacter', () => {
  it('finds C0 control characters but lets tab, LF and CR through', () => {
    expect(hasControlCharacter('a\u0000b')).toBe(true);
    expect(hasControlCharacter('\u001f')).toBe(true);
    expect(hasControlCharacter('\u000b')).toBe(true);
    expect(hasControlCharacter('line\r\nnext\tcell')).toBe(false);
    expect(hasControlCharacter('Kia ora, Māori text ✓')).toBe(false);
  });
});
