import { unreadBadgeText } from '@app/web-core/inbox/unread-badge.ts';
import { cx } from '../cx.ts';

/** The red unread-messages badge beside Messages (dashboard.md §2): hidden at 0, 99+ above 99. */
export const UnreadCountBadge = ({ count, className }: { count: number; className?: string }) => {
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <span data-testid="unread-badge" className={cx('inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[0.7rem] font-bold leading-none text-white', className)}>
      {text}
      <span className="sr-only"> unread</span>
    </span>
  );
};
