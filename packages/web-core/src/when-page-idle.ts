// Work a page needs soon but not for its first screen (the chat's live connection) waits until the
// page has loaded and the main thread is idle: on a slow phone it otherwise competed with the first
// render (Lighthouse's TBT and LCP).

/** The longest wait for an idle moment once the page has loaded. */
export const IDLE_TIMEOUT_MS = 2_000;

/** Runs `callback` in the browser's next idle period (within `timeoutMs`); returns a cancel function. */
export const whenIdle = (callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(callback, { timeout: timeoutMs });
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
