import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, Sparkles } from 'lucide-react';
import { Button } from '@app/ui/button.tsx';
import { CloseButton } from '@app/ui/close-button.tsx';
import { cx } from '@app/ui/cx.ts';
import { findTutorialTarget, TUTORIAL_STEP_LIST } from '../tutorial-steps.ts';
import { markTutorialCompleted } from '../tutorial-storage.ts';

export type TTutorialEnd = 'finished' | 'skipped';

type TDashboardTutorialProps = {
  isOpen: boolean;
  /** The tour ended; the completed flag is already stored. */
  onClose(reason: TTutorialEnd): void;
};

type TBox = { top: number; left: number; width: number; height: number };

const SPOT_PADDING = 6;
const GAP = 14;
const MARGIN = 12;

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** Where the popover goes: below the highlighted element when it fits, else above; centred without one. */
const placePopover = (spot: TBox | null, popover: { width: number; height: number }, viewport: { width: number; height: number }) => {
  if (!spot) {
    return { top: Math.max(MARGIN, (viewport.height - popover.height) / 2), left: Math.max(MARGIN, (viewport.width - popover.width) / 2) };
  }
  const below = spot.top + spot.height + GAP;
  const above = spot.top - GAP - popover.height;
  const top = below + popover.height <= viewport.height - MARGIN || above < MARGIN ? below : above;
  const centred = spot.left + spot.width / 2 - popover.width / 2;
  const left = Math.min(Math.max(MARGIN, centred), Math.max(MARGIN, viewport.width - popover.width - MARGIN));
  return { top, left };
};

/**
 * The dashboard tour: a spotlight on one real element at a time and a popover with Previous,
 * Next/Finish, Skip Tour and close. Escape closes, the arrow keys step, focus stays inside and
 * returns where it was when the tour ends.
 */
export const DashboardTutorial = ({ isOpen, onClose }: TDashboardTutorialProps) => {
  const [index, setIndex] = useState(0);
  const [spot, setSpot] = useState<TBox | null>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const titleId = useId();
  const bodyId = useId();

  const step = TUTORIAL_STEP_LIST[index] ?? TUTORIAL_STEP_LIST[0]!;
  const isFirst = index === 0;
  const isLast = index === TUTORIAL_STEP_LIST.length - 1;

  const end = useCallback(
    (reason: TTutorialEnd) => {
      markTutorialCompleted();
      onClose(reason);
    },
    [onClose],
  );

  // Each opening starts at the first step; focus returns to where it was afterwards.
  useEffect(() => {
    if (!isOpen) return;
    setIndex(0);
    returnFocusRef.current = document.activeElement;
    return () => {
      const previous = returnFocusRef.current;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [isOpen]);

  // Measure the highlighted element (again on resize and scroll) and place the popover.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const target = findTutorialTarget(step);
    if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const measure = () => {
      const element = findTutorialTarget(step);
      const rect = element?.getBoundingClientRect();
      const box = rect
        ? { top: rect.top - SPOT_PADDING, left: rect.left - SPOT_PADDING, width: rect.width + SPOT_PADDING * 2, height: rect.height + SPOT_PADDING * 2 }
        : null;
      setSpot(box);
      const popover = popoverRef.current;
      setPosition(
        placePopover(box, { width: popover?.offsetWidth ?? 340, height: popover?.offsetHeight ?? 220 }, { width: window.innerWidth, height: window.innerHeight }),
      );
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [isOpen, step]);

  // Keep focus in the popover: the main button on each step unless focus is already inside.
  useEffect(() => {
    if (!isOpen) return;
    if (!popoverRef.current?.contains(document.activeElement)) primaryRef.current?.focus();
  }, [isOpen, index]);

  const next = useCallback(() => {
    if (isLast) end('finished');
    else setIndex((i) => i + 1);
  }, [end, isLast]);
  const previous = useCallback(() => setIndex((i) => Math.max(0, i - 1)), []);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        end('skipped');
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [end, isOpen, next, previous]);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !popoverRef.current) return;
    const focusable = [...popoverRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!isOpen) return null;

  return (
    <div className="fixed inset-0 z-[70]" data-testid="dashboard-tutorial">
      {/* Catches clicks so the page underneath stays still while the tour runs. */}
      <div className={cx('absolute inset-0', !spot && 'bg-brand-950/60')} aria-hidden="true" />
      {spot && (
        <div
          aria-hidden="true"
          data-testid="tutorial-spotlight"
          className="pointer-events-none absolute rounded-xl ring-4 ring-accent-300 transition-all duration-200 motion-reduce:transition-none"
          style={{ top: spot.top, left: spot.left, width: spot.width, height: spot.height, boxShadow: '0 0 0 9999px rgba(6, 38, 35, 0.6)' }}
        />
      )}
      <div
        ref={popoverRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={trapTab}
        className="absolute w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-stone-900/10"
        style={position ? { top: position.top, left: position.left } : { visibility: 'hidden' }}
      >
        <CloseButton label="Close tour" onClick={() => end('skipped')} className="absolute right-2.5 top-2.5" />
        <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-brand-700">
          <Sparkles className="size-3.5" aria-hidden="true" />
          Step {index + 1} of {TUTORIAL_STEP_LIST.length}
        </p>
        <h2 id={titleId} className="mt-1.5 pr-8 text-lg font-bold text-brand-950">
          {step.title}
        </h2>
        <p id={bodyId} className="mt-1.5 text-[0.95rem] leading-6 text-stone-700">
          {step.body}
        </p>
        <div className="mt-4 flex gap-1.5" aria-hidden="true">
          {TUTORIAL_STEP_LIST.map((item, i) => (
            <span key={item.id} className={cx('h-1.5 flex-1 rounded-full', i <= index ? 'bg-brand-600' : 'bg-stone-200')} />
          ))}
        </div>
        <div className="mt-5 flex items-center justify-between gap-2">
          <Button variant="ghost" size="sm" onClick={() => end('skipped')} className="-ml-2">
            Skip Tour
          </Button>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={previous} disabled={isFirst}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </Button>
            <Button ref={primaryRef} size="sm" onClick={next}>
              {isLast ? 'Finish' : 'Next'}
              {!isLast && <ChevronRight className="size-4" aria-hidden="true" />}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
};
