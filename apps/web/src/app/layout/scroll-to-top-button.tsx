import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { scrollToTop } from '../../lib/scroll.ts';
import { supportChat } from '@app/web-core/support-chat.ts';
import { cx } from '@app/ui/cx.ts';

const SHOW_AFTER_PX = 400;

/** A round button that appears once the page is scrolled down and takes it back to the top. */
export const ScrollToTopButton = () => {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setIsVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!isVisible) return null;
  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label="Scroll to top"
      className={cx(
        'fixed right-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg animate-fade-in hover:bg-brand-800',
        supportChat.isEnabled ? 'bottom-24' : 'bottom-5',
      )}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
};
