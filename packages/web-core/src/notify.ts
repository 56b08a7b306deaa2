// Toast notifications: a tiny store any code can push to (hooks, the API client) and the
// <Toaster> renders. Toasts hide after NOTIFICATION_DURATION_MS unless told otherwise.
import { NOTIFICATION_DURATION_MS } from '@app/contract';

export type TNotificationType = 'success' | 'error' | 'warning' | 'info';
export type TToast = { id: number; message: string; type: TNotificationType; durationMs: number };
export type TNotify = (message: string, type?: TNotificationType, durationMs?: number) => void;

let toasts: readonly TToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const emit = () => {
  for (const listener of listeners) listener();
};

export const dismissToast = (id: number): void => {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
};

/** Shows a toast. The same message and type already on screen is not repeated, only re-timed. */
export const notify: TNotify = (message, type = 'info', durationMs = NOTIFICATION_DURATION_MS) => {
  const existing = toasts.find((t) => t.message === message && t.type === type);
  const id = existing?.id ?? nextId++;
  if (!existing) {
    toasts = [...toasts, { id, message, type, durationMs }];
    emit();
  }
  const previous = timers.get(id);
  if (previous) clearTimeout(previous);
  timers.set(id, setTimeout(() => dismissToast(id), durationMs));
};

export const subscribeToasts = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const getToasts = (): readonly TToast[] => toasts;

/** Removes every toast (tests). */
export const clearToasts = (): void => {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toasts = [];
  emit();
};

/** The notification helper: (message, type = 'info', durationMs = 3000). */
export const useNotify = (): TNotify => notify;
