// A control whose working part comes from a library the first screen does not need (Radix's menus
// and dialogs, 30 KB gzip on a phone's slow network): the page shows a plain look-alike, loads the
// real one once the page is idle (or when the person points at or focuses the look-alike), and the
// real one takes over at the first press, open. The signed-in pages' first screen waits for none of it.
import { useCallback, useEffect, useState } from 'react';
import { whenPageIdle } from './when-page-idle.ts';

/**
 * `real`: `load`'s result once the look-alike has been pressed and it has loaded (null until then),
 * to be drawn open in the look-alike's place; `triggerProps` for the look-alike's button. Pointing at
 * or focusing it starts the load; a press (a pointer down, or a click from the keyboard) asks for the
 * real control. It takes over only at a press, never under a pointer about to press the look-alike.
 * `load` must be a module-level function (a dynamic import); a failed load leaves the look-alike, and
 * the next press tries again.
 */
export const useLoadedOnIntent = <T>(load: () => Promise<T>) => {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const [isAsked, setIsAsked] = useState(false);
  const start = useCallback(() => {
    load().then((value) => setLoaded((current) => current ?? { value }), () => undefined);
  }, [load]);
  useEffect(() => whenPageIdle(start), [start]);
  const ask = () => {
    setIsAsked(true);
    start();
  };
  const triggerProps = {
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: start,
    onFocus: start,
    onPointerDown: ask,
    onClick: ask,
  };
  return { real: isAsked && loaded ? loaded.value : null, triggerProps };
};
