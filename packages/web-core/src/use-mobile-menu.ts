import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** A mobile menu's open state: it closes on every navigation and on Escape. */
export const useMobileMenu = () => {
  const location = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  // Every navigation closes it, one to the address already shown too (a tap on the current page's
  // link): the router gives each navigation a new key, even when the address stays the same.
  useEffect(() => {
    setIsMenuOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMenuOpen]);

  return [isMenuOpen, setIsMenuOpen] as const;
};
