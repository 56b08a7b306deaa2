import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { scrollToSection } from '../../lib/scroll.ts';

/** Scrolls to a landing-page section, first navigating to / when elsewhere. */
export const useSectionNavigation = () => {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (sectionId: string) => {
      if (location.pathname !== '/') navigate('/');
      void scrollToSection(sectionId);
    },
    [location.pathname, navigate],
  );
};
