import { Clock } from 'lucide-react';
import { chatExpiry } from '@app/web-core/chat/chat-expiry.ts';
import { cx } from '../cx.ts';

const TONES = {
  expired: 'bg-red-50 text-red-700 ring-red-200',
  urgent: 'bg-amber-100 text-amber-900 ring-amber-300',
  open: 'bg-stone-100 text-stone-700 ring-stone-200',
} as const;

/** A room's expiry status (dashboard.md §3 Chat expiry): Expired in red, hours left in yellow, else days left. */
export const ChatExpiryLabel = ({ expiresAt, now, className }: { expiresAt: string; now?: Date; className?: string }) => {
  const expiry = chatExpiry(expiresAt, now);
  return (
    <span
      data-expiry={expiry.status}
      className={cx('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[expiry.status], className)}
    >
      <Clock className="size-3" aria-hidden="true" />
      {expiry.label}
    </span>
  );
};
