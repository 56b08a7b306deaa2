import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Bell, BellOff, X } from 'lucide-react';
import type { TNotification } from '@app/contract';
import { formatDateTime } from '@app/web-core/format.ts';
import { notificationTarget } from '@app/web-core/inbox/notification-link.ts';
import { unreadBadgeText } from '@app/web-core/inbox/unread-badge.ts';
import { cx } from './cx.ts';

const TYPE_DOT: Record<TNotification['type'], string> = {
  success: 'bg-emerald-600',
  info: 'bg-sky-600',
  warning: 'bg-amber-500',
  error: 'bg-red-600',
};

const messageClasses = 'text-sm font-medium text-stone-900';

type TNotificationsMenuProps = {
  /** The latest notifications, newest first. */
  notifications: readonly TNotification[];
  unreadCount: number;
  onMarkRead(id: number): void;
  onMarkAllRead(): void;
  /** The router's Link: how a notification that leads to a page of this site navigates. */
  RouteLink: ComponentType<{ to: string; className: string; onClick(): void; children: ReactNode }>;
  /** How the bell shows that some are unread: their count (capped at 99+) or a red dot. */
  unreadMark: 'count' | 'dot';
  /** What the empty panel says will appear here. */
  emptyText: string;
  /** The bell button's size. */
  buttonClassName?: string;
  /** The dashboard tour's anchor on the bell. */
  tourAnchor?: string;
};

/**
 * The header's notifications bell on either site: the unread count or dot on it, and the latest
 * notifications (unread ones marked) in a panel that closes on Escape, a click outside, or opening
 * one. A notification that leads somewhere is marked read as it is opened; one that does not has
 * its own Mark read.
 */
export const NotificationsMenu = ({
  notifications,
  unreadCount,
  onMarkRead,
  onMarkAllRead,
  RouteLink,
  unreadMark,
  emptyText,
  buttonClassName = 'size-11',
  tourAnchor,
}: TNotificationsMenuProps) => {
  const countText = unreadBadgeText(unreadCount);
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

  const close = () => setIsOpen(false);
  const open = (item: TNotification) => {
    if (!item.is_read) onMarkRead(item.id);
    close();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        data-tour={tourAnchor}
        aria-label={unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications'}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((isNowOpen) => !isNowOpen)}
        className={cx(
          'relative inline-flex items-center justify-center rounded-full text-stone-700 transition-colors hover:bg-stone-100 hover:text-brand-800',
          buttonClassName,
          isOpen && 'bg-brand-50 text-brand-800',
        )}
      >
        <Bell className="size-5" aria-hidden="true" />
        {countText &&
          (unreadMark === 'count' ? (
            <span
              data-testid="bell-count"
              aria-hidden="true"
              className="absolute right-0.5 top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[0.7rem] font-bold leading-none text-white ring-2 ring-white"
            >
              {countText}
            </span>
          ) : (
            <span className="absolute right-2 top-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white" aria-hidden="true" />
          ))}
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
            {unreadCount > 0 && (
              <button type="button" onClick={onMarkAllRead} className="ml-auto mr-2 rounded-md px-2 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50">
                Mark all read
              </button>
            )}
            <button
              type="button"
              onClick={() => {
                close();
                buttonRef.current?.focus();
              }}
              className="inline-flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-800"
              aria-label="Close notifications"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          {notifications.length === 0 ? (
            <div className="flex flex-col items-center px-6 py-8 text-center">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <BellOff className="size-6" aria-hidden="true" />
              </span>
              <p className="mt-3 font-semibold text-stone-900">No notifications yet</p>
              <p className="mt-1 text-sm text-stone-600">{emptyText}</p>
            </div>
          ) : (
            <ul className="max-h-[min(24rem,calc(100dvh-8rem))] divide-y divide-stone-100 overflow-y-auto">
              {notifications.map((item) => {
                const target = notificationTarget(item.link, window.location.origin);
                return (
                  <li key={item.id} className={cx('flex gap-3 px-4 py-3', !item.is_read && 'bg-brand-50/60')}>
                    <span className={cx('mt-1.5 size-2 shrink-0 rounded-full', TYPE_DOT[item.type])} aria-hidden="true" />
                    <div className="min-w-0 flex-1">
                      {target?.kind === 'route' ? (
                        <RouteLink to={target.to} onClick={() => open(item)} className={cx(messageClasses, 'underline-offset-2 hover:underline')}>
                          {item.message}
                        </RouteLink>
                      ) : target?.kind === 'external' ? (
                        <a href={target.href} onClick={() => open(item)} className={cx(messageClasses, 'underline-offset-2 hover:underline')}>
                          {item.message}
                        </a>
                      ) : (
                        <p className={messageClasses}>{item.message}</p>
                      )}
                      <p className="mt-0.5 text-xs text-stone-600">
                        {formatDateTime(item.created_at)}
                        {!item.is_read && <span className="sr-only"> (unread)</span>}
                      </p>
                    </div>
                    {!item.is_read && !target && (
                      <button type="button" onClick={() => onMarkRead(item.id)} className="self-start rounded px-1.5 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100">
                        Mark read
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
};
