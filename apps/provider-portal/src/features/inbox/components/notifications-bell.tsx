import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Bell, BellOff, X } from 'lucide-react';
import type { TNotification } from '@app/contract';
import { cx } from '@app/ui/cx.ts';
import { formatDateTime } from '@app/web-core/format.ts';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { useMarkNotificationsRead, useNotifications } from '../api/get-notifications.ts';
import { bellCountText, notificationTarget } from '../notification-link.ts';

const TYPE_DOT: Record<TNotification['type'], string> = {
  success: 'bg-emerald-600',
  info: 'bg-sky-600',
  warning: 'bg-amber-500',
  error: 'bg-red-600',
};

const messageClasses = 'text-sm font-medium text-stone-900';

/** The header's bell: the unread count on it, and the latest notifications (unread ones marked) in a panel. */
export const NotificationsBell = () => {
  const { token } = useAuth();
  const { data } = useNotifications(token);
  const { markOne, markAll } = useMarkNotificationsRead();
  const notifications = data?.notifications ?? [];
  const unread = data?.unread_count ?? 0;
  const countText = bellCountText(unread);
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
    if (!item.is_read) markOne.mutate(item.id);
    close();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((isNowOpen) => !isNowOpen)}
        className={cx(
          'relative inline-flex size-11 items-center justify-center rounded-full text-stone-700 transition-colors hover:bg-stone-100 hover:text-brand-800',
          isOpen && 'bg-brand-50 text-brand-800',
        )}
      >
        <Bell className="size-5" aria-hidden="true" />
        {countText && (
          <span
            data-testid="bell-count"
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[0.7rem] font-bold leading-none text-white ring-2 ring-white"
          >
            {countText}
          </span>
        )}
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
            {unread > 0 && (
              <button type="button" onClick={() => markAll.mutate()} className="ml-auto mr-2 rounded-md px-2 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50">
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
              <p className="mt-1 text-sm text-stone-600">New requests for you, and news of your quotes, will appear here.</p>
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
                        <Link to={target.to} onClick={() => open(item)} className={cx(messageClasses, 'underline-offset-2 hover:underline')}>
                          {item.message}
                        </Link>
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
                      <button type="button" onClick={() => markOne.mutate(item.id)} className="self-start rounded px-1.5 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100">
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
