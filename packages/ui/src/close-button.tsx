import { X } from 'lucide-react';
import { cx } from './cx.ts';

/** A round ✕ button that closes or clears something; its label says what ('Close tour', 'Clear search'). className places it. */
export const CloseButton = ({ label, onClick, className }: { label: string; onClick(): void; className?: string }) => (
  <button
    type="button"
    onClick={onClick}
    className={cx('inline-flex size-9 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800', className)}
    aria-label={label}
  >
    <X className="size-5" aria-hidden="true" />
  </button>
);
