import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EVENT_HISTORY_MSG, type TPastEvent } from '@app/contract';
import { buttonClasses } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { Dialog } from '@app/ui/dialog.tsx';
import { formatCurrency, formatDate } from '@app/web-core/format.ts';
import { reviewsTabPath } from '../../../lib/dashboard-tabs.ts';
import { EVENT_STATUS_LABELS, EVENT_STATUS_STYLES } from '../event-display.ts';
import { HistoryRating } from './history-rating.tsx';

type THistoryDetailsDialogProps = {
  /** The event shown; null keeps the dialog closed. */
  event: TPastEvent | null;
  onClose(): void;
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
    <dt className="text-sm text-stone-600">{label}</dt>
    <dd className="break-words text-sm font-medium text-stone-900">{children}</dd>
  </div>
);

/** The amount in its own currency: NZD as '$1,200', another with its code after it. */
const amountText = (amount: number, currency: string) => {
  const code = currency.trim().toUpperCase();
  return !code || code === 'NZD' ? formatCurrency(amount) : `${formatCurrency(amount)} ${code}`;
};

/** A past event, read-only: what it was, where and when, and each booked provider with the price and the rating given. */
export const HistoryDetailsDialog = ({ event, onClose }: THistoryDetailsDialogProps) => (
  <Dialog
    open={event !== null}
    onOpenChange={(isOpen) => {
      if (!isOpen) onClose();
    }}
    size="lg"
    title={event ? event.title || 'Untitled event' : 'Event'}
    description={event ? `${EVENT_STATUS_LABELS[event.history_status]} event` : undefined}
  >
    {event && <HistoryDetails event={event} />}
  </Dialog>
);

const HistoryDetails = ({ event }: { event: TPastEvent }) => (
  <div className="space-y-5">
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 px-5 py-4">
      <p>
        <span className="block text-xs font-semibold uppercase tracking-wider text-stone-600">Total spent</span>
        <span className="text-3xl font-extrabold tracking-tight text-brand-950">{formatCurrency(event.total_spent)}</span>
      </p>
      <span className={cx('rounded-full bg-white px-2.5 py-1 text-xs font-semibold', EVENT_STATUS_STYLES[event.history_status])}>{EVENT_STATUS_LABELS[event.history_status]}</span>
    </div>

    <dl className="space-y-2">
      <Row label="Date">{formatDate(event.event_date) || 'Date not set'}</Row>
      <Row label="Location">{event.location || 'Location not set'}</Row>
      <Row label="Quotes received">{event.quotes_count}</Row>
      <Row label="Rating">
        <HistoryRating rating={event.overall_rating} />
      </Row>
    </dl>

    {event.description && (
      <section className="border-t border-stone-100 pt-4">
        <h3 className="text-sm font-bold uppercase tracking-wider text-stone-600">Description</h3>
        <p className="mt-2 whitespace-pre-line break-words text-sm leading-6 text-stone-800">{event.description}</p>
      </section>
    )}

    <section className="border-t border-stone-100 pt-4">
      <h3 className="text-sm font-bold uppercase tracking-wider text-stone-600">Providers hired</h3>
      {event.accepted_quotes.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{EVENT_HISTORY_MSG.noProviderBooked}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100 rounded-xl border border-stone-200">
          {event.accepted_quotes.map((booking) => {
            const service = [booking.category_name, booking.subcategory_name].filter(Boolean).join(' · ');
            return (
              <li key={booking.quote_id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-4 py-3">
                <div className="min-w-0">
                  <Link to={`/dashboard/provider/${booking.provider_id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                    {booking.business_name}
                  </Link>
                  {service && <p className="text-sm text-stone-600">{service}</p>}
                  <p className="mt-1 text-sm">{booking.rating === null ? <span className="text-stone-600">Not reviewed yet</span> : <HistoryRating rating={booking.rating} />}</p>
                </div>
                <p className="font-semibold text-stone-900">{amountText(booking.quote_amount, booking.currency)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>

    {event.can_review && (
      <div className="flex border-t border-stone-100 pt-5">
        <Link to={reviewsTabPath(event.id)} className={buttonClasses({ size: 'sm', variant: 'accent' })}>
          Leave Review
        </Link>
      </div>
    )}
  </div>
);
