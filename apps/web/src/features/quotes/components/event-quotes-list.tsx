import { useState } from 'react';
import { Link } from 'react-router';
import { Columns3, MessageSquareQuote } from 'lucide-react';
import { buttonClasses } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { QUOTE_MSG, type TQuote } from '@app/contract';
import { ListSpinner } from '@app/ui/spinner.tsx';
import { EmptyState, LoadError } from '@app/ui/state-panels.tsx';
import { useEventQuotes } from '../api/get-event-quotes.ts';
import { compareQuotesPath } from '../quote-comparison.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { useQuoteDecision } from '../hooks/use-quote-decision.ts';
import { QuoteCard } from './quote-card.tsx';
import { QuoteDecisionDialog } from './quote-decision-dialog.tsx';
import { QuoteDetailDialog } from './quote-detail-dialog.tsx';

/**
 * The quotes of one event, for the Quotes tab of the event details modal (dashboard.md §2): each card
 * opens the quote detail modal, where a pending quote is accepted or rejected. The list holds every
 * quote of the event, so it knows by itself whether one is accepted already.
 */
export const EventQuotesList = ({ eventRequestId }: { eventRequestId: number }) => {
  const { data: quotes, isPending, isError, isFetching, refetch } = useEventQuotes(eventRequestId);
  const [openQuote, setOpenQuote] = useState<TQuote | null>(null);
  const rememberOpener = useFocusReturn(openQuote !== null);
  const decision = useQuoteDecision({
    isEventBooked: () => !!quotes?.some((quote) => quote.status === 'accepted'),
    onDecided: (decided) => setOpenQuote((current) => (current?.id === decided.id ? decided : current)),
  });

  if (isPending) return <ListSpinner label="Loading quotes" />;
  if (isError) {
    return <LoadError title="Unable to load quotes" titleAs="p" body={QUOTE_MSG.loadFailed} onRetry={() => void refetch()} isRetrying={isFetching} busyText="Trying again…" />;
  }
  if (quotes.length === 0) {
    return <EmptyState icon={MessageSquareQuote} title="No quotes yet" titleAs="p" body="Quotes providers send for this event will appear here." />;
  }
  return (
    <>
      {quotes.length >= 2 && (
        <Link to={compareQuotesPath(eventRequestId)} className={cx(buttonClasses({ variant: 'outline', size: 'sm' }), 'mb-4')}>
          <Columns3 className="size-4" aria-hidden="true" />
          Compare Quotes
        </Link>
      )}
      <ul aria-label="Quotes for this event" className="grid gap-4">
        {quotes.map((quote) => (
          <li key={quote.id}>
            <QuoteCard
              quote={quote}
              onOpen={(opened) => {
                rememberOpener();
                setOpenQuote(opened);
              }}
            />
          </li>
        ))}
      </ul>
      <QuoteDetailDialog quote={openQuote} onClose={() => setOpenQuote(null)} onDecide={decision.ask} />
      <QuoteDecisionDialog decision={decision} />
    </>
  );
};
