import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { scrollToSection } from '../../lib/scroll.ts';

/**
 * Scrolls to a landing-page section, first navigating to / when elsewhere. "Elsewhere" is the
 * address bar's path, not the rendered route's: while the next page's chunk loads, the router keeps
 * showing the page before it (a transition), and a click then must still come back to /. The
 * navigation leaves the scroll alone: when the landing page was still on screen, the section's
 * smooth scroll has already begun, and the router's reset to the top would cancel it.
 */
export const useSectionNavigation = () => {
  const navigate = useNavigate();
  return useCallback(
    (sectionId: string) => {
      if (window.location.pathname === '/') {
        void scrollToSection(sectionId);
        return;
      }
      navigate('/', { preventScrollReset: true });
      // A landing page that never showed the section (its chunk failed to load) starts at the top.
      void scrollToSection(sectionId).then((isShown) => isShown || window.scrollTo({ top: 0 }));
    },
    [navigate],
  );
};
