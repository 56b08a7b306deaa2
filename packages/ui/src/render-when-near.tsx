import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIsHydrated } from '@app/web-core/hydration.tsx';

type TRenderWhenNearProps = {
  children: ReactNode;
  /** Shown in the children's place until they are near; give it the children's rough height so nothing moves. */
  placeholder: ReactNode;
  /** How far below the window the children start to render (an IntersectionObserver rootMargin). */
  rootMargin?: string;
  /** Checked once on mount: true renders the children at once, wherever they are (e.g. work to resume in them). */
  renderAtOnce?: () => boolean;
};

const isNearAtOnce = (renderAtOnce: (() => boolean) | undefined): boolean => typeof IntersectionObserver === 'undefined' || (renderAtOnce?.() ?? false);

/**
 * Renders `children` once their place comes within a window's height of the screen: a part far
 * below the fold (and the code it loads) costs nothing on the first load. Where the browser has no
 * IntersectionObserver, the children render at once.
 */
export const RenderWhenNear = ({ children, placeholder, rootMargin = '100% 0px', renderAtOnce }: TRenderWhenNearProps) => {
  // A prerendered page holds the placeholder (the build has no window to measure): it is swapped once hydrated.
  const isHydrated = useIsHydrated();
  const [isNear, setIsNear] = useState(() => isHydrated && isNearAtOnce(renderAtOnce));
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = anchor.current;
    if (isNear || !element) return;
    if (isNearAtOnce(renderAtOnce)) {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, rootMargin, renderAtOnce]);

  return isNear ? children : <div ref={anchor}>{placeholder}</div>;
};
