import { useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { dismissToast, getToasts, subscribeToasts, type TNotificationType } from '@app/web-core/notify.ts';
import { cx } from './cx.ts';

const STYLES: Record<TNotificationType, { box: string; icon: typeof Info }> = {
  success: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: CircleCheck },
  error: { box: 'border-clay-100 bg-clay-50 text-clay-700', icon: CircleAlert },
  warning: { box: 'border-accent-200 bg-accent-50 text-accent-700', icon: TriangleAlert },
  info: { box: 'border-stone-200 bg-white text-stone-800', icon: Info },
};

/**
 * Renders the toasts pushed through notify()/useNotify(). Mount once. The region is a live region
 * from the start: a modal dialog hides everything outside it from screen readers except live
 * regions that exist when it opens, so a toast shown while a dialog is open is still announced.
 */
export const Toaster = () => {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section aria-label="Notifications" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-3 sm:inset-x-auto sm:right-4 sm:items-end">
      {toasts.map((toast) => {
        const { box, icon: Icon } = STYLES[toast.type];
        return (
          <div
            key={toast.id}
            role={toast.type === 'error' ? 'alert' : 'status'}
            data-type={toast.type}
            className={cx('pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 shadow-lg animate-toast-in', box)}
          >
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p className="flex-1 text-sm font-medium leading-5">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full opacity-75 hover:bg-black/5 hover:opacity-100"
              aria-label="Dismiss notification"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </section>
  );
};
