import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { LIVE_QUOTE_STATUSES, QUOTE_MSG, ZQuoteStatus, type TProviderRequestDetail } from '@app/contract';
import { Spinner } from '@app/ui/spinner.tsx';
import { Button } from '@app/ui/button.tsx';
import { errorText } from '@app/web-core/api-client.ts';
import { notify } from '@app/web-core/notify.ts';
import { QuoteStatusBadge } from '../../../components/quote-status-badge.tsx';
import { closedReason } from '../../../lib/request-rules.ts';
import { useQuote } from '../api/get-quote.ts';
import { useCreateQuote } from '../api/save-quote.ts';
import { newQuoteValues, serviceOptions } from '../quote-form-values.ts';
import { QuoteForm } from './quote-form.tsx';
import { QuoteManager } from './quote-manager.tsx';

const Panel = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section aria-labelledby="quote-panel-title" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
    <h2 id="quote-panel-title" className="mb-4 text-lg font-bold text-brand-950">
      {title}
    </h2>
    {children}
  </section>
);

const isLive = (status: string) => {
  const known = ZQuoteStatus.safeParse(status);
  return known.success && LIVE_QUOTE_STATUSES.includes(known.data);
};

/** My live quote on this request, loaded in full. */
const LiveQuote = ({ quoteId, request }: { quoteId: number; request: TProviderRequestDetail }) => {
  const quote = useQuote(quoteId);
  if (quote.isPending) return <Spinner label="Loading your quote" className="text-2xl text-brand-700" />;
  if (quote.isError) {
    return (
      <div role="alert" className="text-sm text-clay-700">
        <p>{errorText(quote.error, 'Your quote could not be loaded.')}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void quote.refetch()} isBusy={quote.isFetching}>
          Try Again
        </Button>
      </div>
    );
  }
  return <QuoteManager quote={quote.data} options={serviceOptions(request)} />;
};

/**
 * The request page's quote side: my live quote (Edit and Withdraw while it is pending), else the
 * form while the request is open, else why it is closed.
 */
export const RequestQuotePanel = ({ request }: { request: TProviderRequestDetail }) => {
  const create = useCreateQuote();
  const mine = request.my_quote;

  if (mine && isLive(mine.status)) {
    return (
      <Panel title="Your quote">
        <LiveQuote quoteId={mine.id} request={request} />
      </Panel>
    );
  }

  const earlier = mine && (
    <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-stone-700">
      Your earlier quote: <QuoteStatusBadge status={mine.status} />
      <Link to={`/quotes/${mine.id}`} className="font-semibold text-brand-700 underline underline-offset-4">
        View it
      </Link>
    </p>
  );

  const reason = closedReason(request);
  if (reason) {
    return (
      <Panel title="Quoting is closed">
        {earlier}
        <p className="flex gap-3 rounded-xl bg-stone-100 px-4 py-3 text-[0.95rem] text-stone-800">
          <Lock className="mt-0.5 size-5 shrink-0 text-stone-600" aria-hidden="true" />
          {reason}
        </p>
      </Panel>
    );
  }

  const options = serviceOptions(request);
  return (
    <Panel title="Send a quote">
      {earlier}
      <QuoteForm
        mode="send"
        defaultValues={newQuoteValues(options)}
        options={options}
        isBusy={create.isPending}
        onSubmit={async (input) => {
          const answer = await create.mutateAsync({ ...input, event_request_id: request.id });
          notify(answer.message ?? QUOTE_MSG.sent, 'success');
        }}
      />
    </Panel>
  );
};
