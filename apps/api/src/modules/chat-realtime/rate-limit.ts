/**
 * A token bucket: `burst` at once, then `perSecond` on average. take() answers whether one more
 * is allowed now. One per socket and kind of event.
 */
export const tokenBucket = (perSecond: number, burst: number) => {
  let tokens = burst;
  let at = Date.now();
  return {
    take: (): boolean => {
      const now = Date.now();
      tokens = Math.min(burst, tokens + ((now - at) / 1000) * perSecond);
      at = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
};
