import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarCheck, History, Wallet } from 'lucide-react';
import { EVENT_HISTORY_MSG, type TPastEvent } from '@app/contract';
import { buttonClasses } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { LinkPagination } from '@app/ui/pagination.tsx';
import { ListSpinner } from '@app/ui/spinner.tsx';
import { EmptyState, LoadError } from '@app/ui/state-panels.tsx';
import { formatCurrency } from '@app/web-core/format.ts';
import { dashboardTabPath } from '../../../lib/dashboard-tabs.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { useEventHistory } from '../api/get-event-history.ts';
import { HistoryDetailsDialog } from '../components/history-details-dialog.tsx';
import { HistoryEventCard } from '../components/history-event-card.tsx';

/** History's page in the address (/dashboard?tab=history&history_page=2). */
export const HISTORY_PAGE_PARAM = 'history_page';

const PAGE = /^[1-9]\d{0,8}$/;

const readPage = (params: URLSearchParams): number => {
  const value = params.get(HISTORY_PAGE_PARAM);
  return value && PAGE.test(value) ? Number(value) : 1;
};

const pageSearch = (current: URLSearchParams, page: number): string => {
  const next = new URLSearchParams(current);
  if (page > 1) next.set(HISTORY_PAGE_PARAM, String(page));
  else next.delete(HISTORY_PAGE_PARAM);
  return `?${next.toString()}`;
};

const SummaryTile = ({ icon: Icon, label, value }: { icon: typeof Wallet; label: string; value: string }) => (
  // A <dl>'s <div> may hold only its <dt> and <dd>, so the icon sits in the <dt>, placed beside both.
  <div className="relative min-w-0 rounded-2xl border border-stone-200 bg-white py-4 pl-[4.75rem] pr-5 shadow-sm">
    <dt className="text-sm font-semibold text-stone-600">
      <span className="absolute left-5 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      {label}
    </dt>
    <dd className="text-2xl font-extrabold tracking-tight text-brand-950">{value}</dd>
  </div>
);

/**
 * The History page (dashboard.md §2): the organiser's past events (completed, cancelled or rejected),
 * newest first, with the completed count and everything spent at the top; each event opens its
 * details, and a booked provider still to review opens the review dialog (`onLeaveReview`, composed
 * in app/) or, without it, the Reviews tab on that event.
 */
export const HistoryTab = ({ onLeaveReview }: { onLeaveReview?: (event: TPastEvent) => void } = {}) => {
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useEventHistory(page);
  const [openEvent, setOpenEvent] = useState<TPastEvent | null>(null);
  // The dialog has no Radix trigger, so focus goes back by hand to the button that opened it.
  const rememberOpener = useFocusReturn(openEvent !== null);
  const openDetails = (event: TPastEvent) => {
    rememberOpener();
    setOpenEvent(event);
  };

  const events = data?.data ?? [];

  return (
    <section aria-labelledby="history-title" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 id="history-title" className="text-3xl font-extrabold tracking-tight text-brand-950">
        Event History
      </h1>
      <p className="mt-1 text-stone-700">Your past events, the providers you hired and what you spent.</p>

      {data && (
        <dl aria-label="Summary" className="mt-6 grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <SummaryTile icon={CalendarCheck} label="Completed events" value={String(data.completed_count)} />
          <SummaryTile icon={Wallet} label="Total spent" value={formatCurrency(data.total_spent)} />
        </dl>
      )}

      <div className="mt-6">
        {isPending ? (
          <ListSpinner label="Loading your past events" />
        ) : isError && !data ? (
          <LoadError title="Unable to load event history" body={EVENT_HISTORY_MSG.loadFailed} onRetry={() => void refetch()} isRetrying={isFetching} busyText="Trying again…" />
        ) : events.length === 0 ? (
          <EmptyState
            icon={History}
            title={EVENT_HISTORY_MSG.empty}
            body="Completed and cancelled events will appear here with the providers you hired, what you spent and a way to review them."
            action={
              <Link to={dashboardTabPath('events')} replace className={buttonClasses({ variant: 'outline' })}>
                See My Events
              </Link>
            }
          />
        ) : (
          <>
            <ul aria-label="Past events" aria-busy={isPlaceholderData || undefined} className={cx('grid gap-4 md:grid-cols-2', isPlaceholderData && 'opacity-60')}>
              {events.map((event) => (
                <li key={event.id}>
                  <HistoryEventCard event={event} onViewDetails={openDetails} onLeaveReview={onLeaveReview} />
                </li>
              ))}
            </ul>
            <LinkPagination
              className="mt-8"
              label="History pages"
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              RouteLink={Link}
              pageSearch={(next) => pageSearch(searchParams, next)}
              isReplacing
            />
          </>
        )}
      </div>

      <HistoryDetailsDialog event={openEvent} onClose={() => setOpenEvent(null)} />
    </section>
  );
};
