import { useEffect, useRef, useState } from 'react';

/** Counts down once a second from `from` to 0, then calls onDone once. */
export const useCountdown = (from: number, onDone: () => void): number => {
  const [remaining, setRemaining] = useState(from);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (remaining <= 0) {
      done.current();
      return;
    }
    const timer = setTimeout(() => setRemaining((n) => n - 1), 1_000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return remaining;
};
