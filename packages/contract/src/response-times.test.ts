import { describe, expect, it } from 'vitest';
import { replyTimeText } from './response-times.ts';

describe('replyTimeText', () => {
  it('says nothing without a median', () => {
    expect(replyTimeText(null)).toBeNull();
  });

  it('rounds up to the hour under a day, and to the day beyond', () => {
    expect(replyTimeText(0)).toBe('Usually replies within an hour');
    expect(replyTimeText(60)).toBe('Usually replies within an hour');
    expect(replyTimeText(61)).toBe('Usually replies within 2 hours');
    expect(replyTimeText(150)).toBe('Usually replies within 3 hours');
    expect(replyTimeText(23 * 60 + 1)).toBe('Usually replies within 24 hours');
    expect(replyTimeText(24 * 60)).toBe('Usually replies within a day');
    expect(replyTimeText(24 * 60 + 1)).toBe('Usually replies within 2 days');
  });
});
