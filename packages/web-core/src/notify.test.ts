import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DURATION_MS } from '@app/contract';
import { getToasts, notify } from './notify.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('notify', () => {
  it('shows a toast for 3 seconds by default', () => {
    vi.useFakeTimers();
    notify('Saved', 'success');
    expect(getToasts()).toMatchObject([{ message: 'Saved', type: 'success', durationMs: NOTIFICATION_DURATION_MS }]);
    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS);
    expect(getToasts()).toEqual([]);
  });

  it('keeps a longer toast for its own duration, and does not repeat the same one', () => {
    vi.useFakeTimers();
    notify('Welcome', 'info', 5_000);
    notify('Welcome', 'info', 5_000);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(4_000);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(getToasts()).toHaveLength(0);
  });
});
