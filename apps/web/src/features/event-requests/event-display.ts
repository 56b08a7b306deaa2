// How My Events shows an event's status and budget (dashboard.md §2 My Events page).
import type { TEventRequest, TEventStatus } from '@app/contract';
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

/** '1 quote received', '3 quotes received'. */
export const quotesReceivedText = (count: number): string => `${count} ${count === 1 ? 'quote' : 'quotes'} received`;

/** A submitted event that no longer takes quotes (its deadline, date or an acceptance has passed). */
export const isClosedToQuotes = (event: Pick<TEventRequest, 'status' | 'accepting_quotes'>): boolean =>
  event.status === 'submitted' && !event.accepting_quotes;

/** A stored value with underscores as spaces, first letter capitalised: on_site is 'On site'. */
export const wordsOf = (value: string): string => {
  const words = value.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export type TTimelineRow = { id: 'created' | 'submitted' | 'quotes' | 'accepted' | 'completed' | 'cancelled'; title: string; detail: string; at: string | null };

/**
 * The details modal's timeline (dashboard.md §2): created; submitted and quotes received with their
 * count (once sent: not for drafts); the acceptance, completion and cancellation once they happened.
 */
export const timelineRows = (event: TEventRequest): TTimelineRow[] => {
  const rows: TTimelineRow[] = [{ id: 'created', title: 'Event Created', detail: 'Saved in your events', at: event.created_at }];
  if (event.status !== 'draft' && event.submitted_at) {
    rows.push({ id: 'submitted', title: 'Event Submitted', detail: 'Sent to service providers', at: event.submitted_at });
  }
  if (event.submitted_at || event.quotes_count > 0) {
    rows.push({ id: 'quotes', title: 'Quotes Received', detail: quotesReceivedText(event.quotes_count), at: event.first_quote_at });
  }
  if (event.accepted_at) rows.push({ id: 'accepted', title: 'Quote Accepted', detail: 'A provider is booked', at: event.accepted_at });
  if (event.completed_at) rows.push({ id: 'completed', title: 'Event Completed', detail: 'The event date has passed', at: event.completed_at });
  if (event.cancelled_at) {
    const detail = event.submitted_at ? 'No longer open to service providers' : 'Cancelled before it was sent';
    rows.push({ id: 'cancelled', title: 'Event Cancelled', detail, at: event.cancelled_at });
  }
  return rows;
};

/** The event's title, or 'Untitled event' for a draft saved without one. */
export const eventTitle = (event: Pick<TEventRequest, 'title'>): string => event.title.trim() || 'Untitled event';
