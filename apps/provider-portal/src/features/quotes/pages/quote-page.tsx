import { Link, useParams } from 'react-router';
import { ArrowLeft, ArrowRight, FileQuestion } from 'lucide-react';
import { AddToCalendarButton } from '@app/ui/calendar/add-to-calendar-button.tsx';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { PageProblem } from '@app/ui/state-panels.tsx';
import { ApiError } from '@app/web-core/api-client.ts';
import { formatDate } from '@app/web-core/format.ts';
import { VerificationPanel } from '../../../components/verification-notice.tsx';
import { failedQueryProps } from '../../../lib/failed-query.ts';
import { accountStanding, isAwaitingVerification, useProviderAccount } from '../../../lib/api/get-provider-account.ts';
import { parseRouteId, useProviderRequest } from '../../../lib/api/get-provider-request.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useQuote } from '../api/get-quote.ts';
import { QuoteManager } from '../components/quote-manager.tsx';
import { serviceOptions } from '../quote-form-values.ts';

const BackLink = () => (
  <Link to="/quotes" className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 hover:text-brand-950">
    <ArrowLeft className="size-4" aria-hidden="true" />
    Back to quotes
  </Link>
);

/** /quotes/:id: one quote in full, with Edit and Withdraw while it is pending, and Add to calendar once accepted. */
const QuotePage = () => {
  const { id: rawId } = useParams();
  const id = parseRouteId(rawId);
  const account = useProviderAccount();
  const standing = accountStanding(account);
  const quote = useQuote(id ?? 0, standing === 'can-quote' && id !== null);
  // The request's services are the choices when the quote is edited.
  const request = useProviderRequest(quote.data?.event_request_id ?? 0, quote.data?.status === 'submitted');
  useDocumentTitle(quote.data ? `Quote for ${quote.data.event_title}` : 'Quote');

  if (standing !== 'can-quote' || (quote.isError && isAwaitingVerification(quote.error))) {
    return (
      <>
        <BackLink />
        <h1 className="mb-5 mt-2 text-2xl font-bold tracking-tight text-brand-950">Quote</h1>
        <VerificationPanel standing={standing === 'can-quote' ? 'pending' : standing} screen="quotes" />
      </>
    );
  }
  if (id === null || (quote.error instanceof ApiError && (quote.error.status === 404 || quote.error.status === 400))) {
    return (
      <PageProblem icon={FileQuestion} title="Quote not found" body="It is not one of your quotes, or the address is mistyped.">
        <BackLink />
      </PageProblem>
    );
  }
  if (quote.isPending) return <PageSpinner label="Loading the quote" />;
  if (quote.isError) {
    return (
      <PageProblem
        icon={FileQuestion}
        title="The quote could not be loaded"
        {...failedQueryProps(quote)}
      >
        <BackLink />
      </PageProblem>
    );
  }

  const data = quote.data;
  return (
    <article className="mx-auto max-w-3xl">
      <BackLink />
      <header className="mb-5 mt-2">
        <p className="text-sm font-semibold text-stone-600">Quote for</p>
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{data.event_title}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
          {data.event_date && <span>Event on {formatDate(data.event_date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</span>}
          <Link to={`/requests/${data.event_request_id}`} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            View the request
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          {data.status === 'accepted' && (
            <Link to={`/run-sheets/${data.event_request_id}`} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              Run sheet
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          )}
          {data.chat_room_id !== null && (
            <Link to={`/messages?room=${data.chat_room_id}`} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              Message the organiser
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          )}
        </p>
        {data.status === 'accepted' && data.event_date && (
          <AddToCalendarButton path={`/service-provider/calendar/bookings/${data.id}`} title={data.event_title} id={data.id} className="mt-3" />
        )}
      </header>
      <section aria-label="Your quote" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        {data.status === 'submitted' && request.isPending ? (
          <PageSpinner label="Loading the quote" />
        ) : (
          <QuoteManager quote={data} options={request.data ? serviceOptions(request.data) : []} />
        )}
      </section>
    </article>
  );
};

export default QuotePage;
