import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers.ts';

describe('formatCount', () => {
  it('writes whole numbers as en-NZ does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 100000, 1234567, -4200]) expect(formatCount(n)).toBe(n.toLocaleString('en-NZ'));
  });
});
