// Work that waits for the page to be idle runs in a quiet idle period, not in the short gaps
// between a render's slices.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_IDLE_MS, whenIdle } from './when-page-idle.ts';

type TIdle = (deadline: IdleDeadline) => void;

const fakeIdleCallbacks = () => {
  const pending: TIdle[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: TIdle) => pending.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => pending.splice(0));
  /** Runs the next idle callback with this much of its period left. */
  const idle = (timeRemaining: number, didTimeout = false) => pending.shift()?.({ didTimeout, timeRemaining: () => timeRemaining });
  return { pending, idle };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits past short idle periods (a render yielding between slices) for a quiet one', () => {
    const { pending, idle } = fakeIdleCallbacks();
    const callback = vi.fn();
    whenIdle(callback);
    idle(4);
    idle(QUIET_IDLE_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    expect(pending).toHaveLength(1);
    idle(QUIET_IDLE_MS);
    expect(callback).toHaveBeenCalledOnce();
    expect(pending).toHaveLength(0);
  });

  it('runs anyway once its time is up, and not at all once cancelled', () => {
    vi.useFakeTimers();
    const { idle } = fakeIdleCallbacks();
    const late = vi.fn();
    whenIdle(late, 1_000);
    idle(2);
    vi.advanceTimersByTime(1_000);
    idle(2);
    expect(late).toHaveBeenCalledOnce();
    const timedOut = vi.fn();
    whenIdle(timedOut);
    idle(0, true);
    expect(timedOut).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    idle(50);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
