import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MessageSquareQuote } from 'lucide-react';
import { nzToday, QUOTE_MSG } from '@app/contract';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { EmptyState, LoadError } from '@app/ui/state-panels.tsx';
import { quotesTabPath } from '../../../lib/quotes-tab-params.ts';
import { eventQuotesQueryOptions } from '../api/get-event-quotes.ts';
import { QuoteComparison } from '../components/quote-comparison.tsx';
import { QuoteDecisionDialog } from '../components/quote-decision-dialog.tsx';
import { useQuoteDecision } from '../hooks/use-quote-decision.ts';
import { COMPARE_MAX, COMPARE_PARAMS, defaultCompareIds, pickCompared, readCompareParams, toggleCompared } from '../quote-comparison.ts';
import { formatQuoteAmount, QUOTE_STATUS_LABELS } from '../quote-display.ts';

export const COMPARE_TEXT = {
  title: 'Compare quotes',
  pick: `Quotes to compare (up to ${COMPARE_MAX})`,
  tooFew: 'Tick at least two quotes to see them side by side.',
  noEvent: 'Choose an event on the Quotes page to compare its quotes.',
} as const;

/**
 * /dashboard/quotes/compare?event=12&ids=3,5,9 (issue 17): up to four quotes of one event side by
 * side, Accept and Decline on each. Without ids it takes the event's pending quotes (and writes
 * them to the address, so the page can be shared or reloaded); the ticks above choose others.
 */
const CompareQuotesPage = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const { eventId, ids } = readCompareParams(searchParams);
  const { data: quotes, isPending, isError, isFetching, refetch } = useQuery({ ...eventQuotesQueryOptions(eventId ?? 0), enabled: eventId !== null });
  const today = useMemo(() => nzToday(), []);
  const decision = useQuoteDecision({ isEventBooked: () => !!quotes?.some((quote) => quote.status === 'accepted') });

  const chosen = quotes ? pickCompared(quotes, ids) : [];
  const needsDefault = !!quotes && chosen.length === 0 && quotes.length > 0;
  useEffect(() => {
    if (!needsDefault || !quotes) return;
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(COMPARE_PARAMS.ids, defaultCompareIds(quotes).join(','));
      return next;
    }, { replace: true });
  }, [needsDefault, quotes, setSearchParams]);

  const setChosen = (nextIds: number[]) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(COMPARE_PARAMS.ids, nextIds.join(','));
      return next;
    }, { replace: true });

  const eventTitle = quotes?.[0]?.event_title || 'Untitled event';
  const chosenIds = chosen.map((quote) => quote.id);

  return (
    <section aria-labelledby="compare-title" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to={quotesTabPath({ eventId })} className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-900">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Quotes
      </Link>
      <h1 id="compare-title" className="mt-3 text-3xl font-extrabold tracking-tight text-brand-950">
        {COMPARE_TEXT.title}
      </h1>
      {quotes && quotes.length > 0 && <p className="mt-1 text-stone-700">For {eventTitle}</p>}

      <div className="mt-6">
        {eventId === null ? (
          <EmptyState icon={MessageSquareQuote} title="No event chosen" titleAs="p" body={COMPARE_TEXT.noEvent} />
        ) : isPending || needsDefault ? (
          <PageSpinner label="Loading quotes" />
        ) : isError ? (
          <LoadError title="Unable to load quotes" titleAs="p" body={QUOTE_MSG.loadFailed} onRetry={() => void refetch()} isRetrying={isFetching} busyText="Trying again…" />
        ) : quotes.length === 0 ? (
          <EmptyState icon={MessageSquareQuote} title="No quotes for this event yet" titleAs="p" body="Quotes providers send for this event will appear here." />
        ) : (
          <>
            <fieldset className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
              <legend className="px-1 text-sm font-semibold text-stone-800">{COMPARE_TEXT.pick}</legend>
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {quotes.map((quote) => {
                  const isChosen = chosenIds.includes(quote.id);
                  return (
                    <li key={quote.id}>
                      <label className="flex cursor-pointer items-center gap-2 rounded-lg p-1.5 text-sm text-stone-800 hover:bg-stone-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-stone-500">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-700"
                          checked={isChosen}
                          disabled={!isChosen && chosenIds.length >= COMPARE_MAX}
                          onChange={() => setChosen(toggleCompared(chosenIds, quote.id))}
                        />
                        <span>
                          <span className="font-semibold">{quote.provider.business_name}</span>, {formatQuoteAmount(quote.quote_amount, quote.currency)} ({QUOTE_STATUS_LABELS[quote.status]})
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            {chosen.length < 2 && <p className="mt-4 text-sm text-stone-700">{COMPARE_TEXT.tooFew}</p>}
            {chosen.length > 0 && (
              <div className="mt-6">
                <QuoteComparison quotes={chosen} eventTitle={eventTitle} today={today} onDecide={decision.ask} />
              </div>
            )}
          </>
        )}
      </div>
      <QuoteDecisionDialog decision={decision} />
    </section>
  );
};

export default CompareQuotesPage;
