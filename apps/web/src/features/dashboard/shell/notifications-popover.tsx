import { useEffect, useId, useRef, useState } from 'react';
import { Bell, BellOff, X } from 'lucide-react';
import { cx } from '../../../lib/cx.ts';

/**
 * The header's notifications bell: a popover listing notifications. The product has no
 * notification feed yet, so it says so plainly instead of showing made-up items.
 */
export const NotificationsPopover = () => {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        data-tour="notifications"
        aria-label="Notifications"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className={cx(
          'inline-flex size-10 items-center justify-center rounded-full text-stone-700 transition-colors hover:bg-stone-100 hover:text-brand-800',
          isOpen && 'bg-brand-50 text-brand-800',
        )}
      >
        <Bell className="size-5" aria-hidden="true" />
      </button>
      {isOpen && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="z-50 rounded-2xl border border-stone-200 bg-white shadow-xl outline-none max-sm:fixed max-sm:inset-x-3 max-sm:top-[4.25rem] sm:absolute sm:right-0 sm:top-12 sm:w-[22rem]"
        >
          <div className="flex items-center justify-between border-b border-stone-100 px-4 py-3">
            <h2 id={titleId} className="text-base font-bold text-brand-950">
              Notifications
            </h2>
            <button
              type="button"
              onClick={() => {
                setIsOpen(false);
                buttonRef.current?.focus();
              }}
              className="inline-flex size-8 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800"
              aria-label="Close notifications"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          <div className="flex flex-col items-center px-6 py-8 text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <BellOff className="size-6" aria-hidden="true" />
            </span>
            <p className="mt-3 font-semibold text-stone-900">No notifications yet</p>
            <p className="mt-1 text-sm text-stone-600">Updates about your events, quotes and messages will appear here.</p>
          </div>
        </div>
      )}
    </div>
  );
};
