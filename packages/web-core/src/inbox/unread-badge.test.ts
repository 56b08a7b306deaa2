import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from './unread-badge.ts';

describe('unread badge', () => {
  it('is hidden at 0 and caps at 99+', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(null)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(1234)).toBe('99+');
  });

  it('the bell count caps at 99+', () => {
    expect([0, 1, 99, 100].map((count) => unreadBadgeText(count))).toEqual([null, '1', '99', '99+']);
  });
});
