import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { scrollToSection } from '../../lib/scroll.ts';

/**
 * Scrolls to a landing-page section, first navigating to / when elsewhere. "Elsewhere" is the
 * address bar's path, not the rendered route's: while the next page's chunk loads, the router keeps
 * showing the page before it (a transition), and a click then must still come back to /.
 */
export const useSectionNavigation = () => {
  const navigate = useNavigate();
  return useCallback(
    (sectionId: string) => {
      if (window.location.pathname !== '/') navigate('/');
      void scrollToSection(sectionId);
    },
    [navigate],
  );
};
