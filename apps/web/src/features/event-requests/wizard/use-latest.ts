import { useLayoutEffect, useRef } from 'react';

/** A ref that always holds the latest value, for effects and callbacks that must not re-run on it. */
export const useLatest = <T,>(value: T) => {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
};
