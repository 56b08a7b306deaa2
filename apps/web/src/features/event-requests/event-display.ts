// How My Events shows an event's status and budget (dashboard.md §2 My Events page).
import type { TEventStatus } from '@app/contract';
import { formatCurrency } from '@app/web-core/format.ts';

export const EVENT_STATUS_LABELS: Record<TEventStatus, string> = {
  draft: 'Draft',
  submitted: 'Active',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
};

export const EVENT_STATUS_STYLES: Record<TEventStatus, string> = {
  draft: 'bg-stone-100 text-stone-700',
  submitted: 'bg-brand-50 text-brand-800',
  active: 'bg-brand-50 text-brand-800',
  completed: 'bg-accent-50 text-accent-700',
  cancelled: 'bg-clay-50 text-clay-700',
  rejected: 'bg-clay-50 text-clay-700',
};

/** 'Not specified', 'From $x', 'Up to $y' or '$x - $y'. */
export const budgetText = (min: number | null, max: number | null): string => {
  if (min === null && max === null) return 'Not specified';
  if (max === null) return `From ${formatCurrency(min)}`;
  if (min === null) return `Up to ${formatCurrency(max)}`;
  return `${formatCurrency(min)} - ${formatCurrency(max)}`;
};
