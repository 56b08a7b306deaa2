import { useEffect, useRef } from 'react';

/**
 * For a dialog opened without a Radix trigger: `remember()` (called as it opens) keeps the focused
 * element, and focus goes back to it when `isOpen` turns false, if it is still on the page.
 */
export const useFocusReturn = (isOpen: boolean) => {
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (isOpen || !openerRef.current) return;
    if (openerRef.current.isConnected) openerRef.current.focus();
    openerRef.current = null;
  }, [isOpen]);
  return () => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
};
