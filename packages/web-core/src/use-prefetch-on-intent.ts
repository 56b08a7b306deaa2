// Code a page may need next (a dialog's forms, the event wizard) is fetched when the person first
// points, touches or types, or once the page has been idle a while, so opening it is instant; not
// as the page starts, where running it held a slow phone's main thread (Lighthouse's TBT).
import { useEffect } from 'react';
import { whenIdle } from './when-page-idle.ts';

const INTENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * Calls `prefetch` once while `isWanted`: on the first pointer, touch, focus or key, or `afterMs`
 * later in an idle moment.
 */
export const usePrefetchOnIntent = (prefetch: () => void, afterMs: number, isWanted = true): void => {
  useEffect(() => {
    if (!isWanted) return;
    let cancelIdle: (() => void) | undefined;
    const run = () => {
      stop();
      prefetch();
    };
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(run);
    }, afterMs);
    const stop = () => {
      clearTimeout(timer);
      cancelIdle?.();
      for (const type of INTENTS) document.removeEventListener(type, run, true);
    };
    for (const type of INTENTS) document.addEventListener(type, run, { capture: true, passive: true });
    return stop;
    // `prefetch` and `afterMs` are module-level constants in every use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isWanted]);
};
