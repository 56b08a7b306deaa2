import { useEffect, useRef, useState, type ReactNode } from 'react';

type TRenderWhenNearProps = {
  children: ReactNode;
  /** Shown in the children's place until they are near; give it the children's rough height so nothing moves. */
  placeholder: ReactNode;
  /** How far below the window the children start to render (an IntersectionObserver rootMargin). */
  rootMargin?: string;
  /** Checked once on mount: true renders the children at once, wherever they are (e.g. work to resume in them). */
  renderAtOnce?: () => boolean;
};

/**
 * Renders `children` once their place comes within a window's height of the screen: a part far
 * below the fold (and the code it loads) costs nothing on the first load. Where the browser has no
 * IntersectionObserver, the children render at once.
 */
export const RenderWhenNear = ({ children, placeholder, rootMargin = '100% 0px', renderAtOnce }: TRenderWhenNearProps) => {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined' || (renderAtOnce?.() ?? false));
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = anchor.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);

  return isNear ? children : <div ref={anchor}>{placeholder}</div>;
};
