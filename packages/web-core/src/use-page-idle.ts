import { useEffect, useState } from 'react';
import { whenPageIdle } from './when-page-idle.ts';

/** Once the page has been idle, it stays so for every component mounted later. */
let hasBeenIdle = false;

/**
 * False until the page has loaded and the main thread has been idle once (whenPageIdle), then true:
 * for the reads a first screen does not show (the header's badges), so that on a slow phone they do
 * not compete with the page's own requests and first render (Lighthouse counts every request made
 * before the largest paint as delaying it).
 */
export const usePageIdle = (): boolean => {
  const [isIdle, setIsIdle] = useState(hasBeenIdle);
  useEffect(() => {
    if (isIdle) return undefined;
    return whenPageIdle(() => {
      hasBeenIdle = true;
      setIsIdle(true);
    });
  }, [isIdle]);
  return isIdle;
};
