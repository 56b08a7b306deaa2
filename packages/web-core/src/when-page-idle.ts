// Work a page needs soon but not for its first screen (the chat's live connection) waits until the
// page has loaded and the main thread is idle: on a slow phone it otherwise competed with the first
// render (Lighthouse's TBT and LCP).

/** The longest wait for an idle moment once the page has loaded. */
export const IDLE_TIMEOUT_MS = 2_000;

/** Runs `callback` after the window's load event and the next idle period; returns a cancel function. */
export const whenPageIdle = (callback: () => void): (() => void) => {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onIdle = () => {
    idle = undefined;
    timer = undefined;
    callback();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(onIdle, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(onIdle, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
};
