// Work a page needs soon but not for its first screen (the chat's live connection) waits until the
// page has loaded and the main thread is idle: on a slow phone it otherwise competed with the first
// render (Lighthouse's TBT and LCP).

/** The longest wait for an idle moment once the page has loaded. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * How much of an idle period must be left for it to count as the page being idle. React renders in
 * 5 ms slices with short idle periods between them: a callback run in one of those started the
 * header's reads in the middle of the dashboard's first render, and their answers put that render
 * off (its largest paint came 250 ms later). A quiet main thread gives periods of up to 50 ms.
 */
export const QUIET_IDLE_MS = 40;

/** Runs `callback` in the browser's next quiet idle period (within `timeoutMs` at most); returns a cancel function. */
export const whenIdle = (callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const until = Date.now() + timeoutMs;
    let idle = 0;
    const onIdle = (deadline: IdleDeadline) => {
      if (deadline.didTimeout || deadline.timeRemaining() >= QUIET_IDLE_MS || Date.now() >= until) return callback();
      idle = window.requestIdleCallback(onIdle, { timeout: Math.max(1, until - Date.now()) });
    };
    idle = window.requestIdleCallback(onIdle, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
};

/** Runs `callback` after the window's load event and the next idle period; returns a cancel function. */
export const whenPageIdle = (callback: () => void): (() => void) => {
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    cancelIdle = whenIdle(callback);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
};
