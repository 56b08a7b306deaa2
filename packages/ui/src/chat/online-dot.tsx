import { cx } from '../cx.ts';

/** The other party's presence: a green dot while any tab of theirs is connected, grey otherwise, with its words for screen readers. */
export const OnlineDot = ({ isOnline, name, className }: { isOnline: boolean; name: string; className?: string }) => (
  <span className={cx('inline-flex items-center', className)}>
    <span className={cx('size-2.5 rounded-full ring-2 ring-white', isOnline ? 'bg-emerald-500' : 'bg-stone-300')} aria-hidden="true" />
    <span className="sr-only">{isOnline ? `${name} is online` : `${name} is offline`}</span>
  </span>
);
