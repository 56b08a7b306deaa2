import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Columns3, MessageSquareQuote } from 'lucide-react';
import { QUOTE_MSG, type TQuote } from '@app/contract';
import { Button, buttonClasses } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { inputClasses } from '@app/ui/input.tsx';
import { LinkPagination } from '@app/ui/pagination.tsx';
import { ListSpinner } from '@app/ui/spinner.tsx';
import { EmptyState, LoadError } from '@app/ui/state-panels.tsx';
import { dashboardTabPath } from '../../../lib/dashboard-tabs.ts';
import { useQuotes } from '../api/get-quotes.ts';
import { useQuotedEvents, type TQuotedEvent } from '../api/get-quoted-events.ts';
import { QuoteCard } from '../components/quote-card.tsx';
import { QuoteDecisionDialog } from '../components/quote-decision-dialog.tsx';
import { QuoteDetailDialog } from '../components/quote-detail-dialog.tsx';
import { Tabs } from '@app/ui/tabs.tsx';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { useQuoteDecision } from '../hooks/use-quote-decision.ts';
import { compareQuotesPath } from '../quote-comparison.ts';
import { QUOTE_TAB_LABELS, QUOTE_TABS, readQuoteListState, tabCount, toQuoteQuery, writeQuoteListState, type TQuoteListState, type TQuoteTab } from '../quote-list-params.ts';

export const QUOTES_TEXT = {
  title: 'Quotes & Proposals',
  loadErrorTitle: 'Unable to load quotes',
  loadError: QUOTE_MSG.loadFailed,
} as const;

/** What each tab says when it has nothing to list. */
const EMPTY_TEXT: Record<TQuoteTab, { title: string; body: string }> = {
  all: { title: 'No quotes yet', body: 'When providers answer your event requests, their quotes will appear here so you can compare them.' },
  submitted: { title: 'No pending quotes', body: 'Quotes waiting for your decision will appear here.' },
  accepted: { title: 'No accepted quotes', body: 'Quotes you accept will appear here.' },
  rejected: { title: 'No rejected quotes', body: 'Quotes you decline will appear here.' },
};

const selectChevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2357534e' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
};

/** The events to filter by: those with quotes, plus the one the address names when the list does not hold it. */
const eventChoices = (events: TQuotedEvent[], selectedId: number | null, quotes: TQuote[]): TQuotedEvent[] => {
  if (selectedId === null || events.some((event) => event.id === selectedId)) return events;
  const title = quotes.find((quote) => quote.event_request_id === selectedId)?.event_title ?? `Event #${selectedId}`;
  return [...events, { id: selectedId, title, isBooked: false }];
};

/**
 * The Quotes & Proposals page (dashboard.md §2): every quote on the organiser's events, filtered by
 * event and status in the address, with each card opening the quote detail dialog; pending quotes are
 * declined or accepted from the card or the dialog through one decision (and confirm dialog).
 * Expired quotes are listed under All only, with their Expired pill, and take no decision.
 */
export const QuotesTab = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readQuoteListState(searchParams);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useQuotes(toQuoteQuery(state));
  const { data: events = [] } = useQuotedEvents();
  const [openQuote, setOpenQuote] = useState<TQuote | null>(null);
  // The dialog has no Radix trigger, so focus goes back by hand to the button that opened it.
  const rememberOpener = useFocusReturn(openQuote !== null);
  const openDetails = (quote: TQuote) => {
    rememberOpener();
    setOpenQuote(quote);
  };
  const quotes = data?.data ?? [];
  const decision = useQuoteDecision({
    // The events list knows every event's acceptance; the quotes on screen may know of a newer one.
    isEventBooked: (eventId) =>
      events.some((event) => event.id === eventId && event.isBooked) || quotes.some((quote) => quote.event_request_id === eventId && quote.status === 'accepted'),
    onDecided: (decided) => setOpenQuote((current) => (current?.id === decided.id ? decided : current)),
  });
  const tabsId = useId();
  const eventSelectId = useId();

  const update = (patch: Partial<TQuoteListState>) =>
    setSearchParams((current) => writeQuoteListState({ ...state, page: 1, ...patch }, current), { replace: true });

  // A page past the last one (an old link, or quotes that moved tab) shows the last page instead.
  const totalPages = data?.pagination.total_pages ?? 0;
  const isPastLastPage = !!data && !isPlaceholderData && state.page > Math.max(1, totalPages);
  useEffect(() => {
    if (!isPastLastPage) return;
    setSearchParams((current) => writeQuoteListState({ ...readQuoteListState(current), page: Math.max(1, totalPages) }, current), { replace: true });
  }, [isPastLastPage, totalPages, setSearchParams]);

  const counts = Object.fromEntries(QUOTE_TABS.map((tab) => [tab, tabCount(data?.counts, tab)]));
  const choices = eventChoices(events, state.eventId, quotes);
  const empty = EMPTY_TEXT[state.tab];

  return (
    <section aria-labelledby="quotes-title" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="quotes-title" className="text-3xl font-extrabold tracking-tight text-brand-950">
            {QUOTES_TEXT.title}
          </h1>
          <p className="mt-1 text-stone-700">Compare what providers offer for each of your events.</p>
        </div>
        {state.eventId !== null && (data?.counts.all ?? 0) >= 2 && (
          <Link to={compareQuotesPath(state.eventId)} className={cx(buttonClasses({ variant: 'outline' }), 'sm:order-last')}>
            <Columns3 className="size-4" aria-hidden="true" />
            Compare Quotes
          </Link>
        )}
        <div className="w-full sm:w-72">
          <label htmlFor={eventSelectId} className="mb-1.5 block text-sm font-semibold text-stone-800">
            Event
          </label>
          <select
            id={eventSelectId}
            value={state.eventId ?? ''}
            onChange={(event) => update({ eventId: event.target.value ? Number(event.target.value) : null })}
            className={cx(inputClasses, 'appearance-none bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat pr-9')}
            style={selectChevron}
          >
            <option value="">All events</option>
            {choices.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title || 'Untitled event'}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-6">
        <Tabs idPrefix={tabsId} label="Quote status" tabs={QUOTE_TABS.map((id) => ({ id, label: QUOTE_TAB_LABELS[id], count: counts[id] }))} selected={state.tab} onSelect={(tab) => update({ tab })} isFitted panelClassName="pt-6">
          {isPending ? (
            <ListSpinner label="Loading quotes" />
          ) : isError && !data ? (
            <LoadError title={QUOTES_TEXT.loadErrorTitle} body={QUOTES_TEXT.loadError} onRetry={() => void refetch()} isRetrying={isFetching} busyText="Trying again…" />
          ) : quotes.length === 0 ? (
            <EmptyState
              icon={MessageSquareQuote}
              title={state.eventId !== null && state.tab === 'all' ? 'No quotes for this event yet' : empty.title}
              body={empty.body}
              action={
                state.eventId !== null ? (
                  <Button variant="outline" onClick={() => update({ eventId: null })}>
                    Show All Events
                  </Button>
                ) : state.tab === 'all' ? (
                  <Link to={dashboardTabPath('events')} replace className={buttonClasses({ variant: 'outline' })}>
                    See My Events
                  </Link>
                ) : undefined
              }
            />
          ) : (
            <>
              <ul aria-label="Quotes" aria-busy={isPlaceholderData || undefined} className={cx('grid gap-4 md:grid-cols-2', isPlaceholderData && 'opacity-60')}>
                {quotes.map((quote) => (
                  // Cards below the fold are laid out and painted only when scrolled to (the first paint after the list arrives is the page's budget).
                  <li key={quote.id} className="[contain-intrinsic-size:auto_26rem] [content-visibility:auto]">
                    <QuoteCard quote={quote} onOpen={openDetails} onDecide={decision.ask} />
                  </li>
                ))}
              </ul>
              <LinkPagination
                className="mt-8"
                label="Quote pages"
                page={data?.pagination.page ?? state.page}
                totalPages={totalPages}
                RouteLink={Link}
                pageSearch={(page) => `?${writeQuoteListState({ ...state, page }, searchParams).toString()}`}
                isReplacing
              />
            </>
          )}
        </Tabs>
      </div>

      <QuoteDetailDialog quote={openQuote} onClose={() => setOpenQuote(null)} onDecide={decision.ask} />
      <QuoteDecisionDialog decision={decision} />
    </section>
  );
};
