import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, FileText } from 'lucide-react';
import type { TQuote } from '@app/contract';
import { cx } from '@app/ui/cx.ts';
import { LinkPagination } from '@app/ui/pagination.tsx';
import { ListSpinner } from '@app/ui/spinner.tsx';
import { EmptyState, LoadError } from '@app/ui/state-panels.tsx';
import { formatCurrency, formatDate } from '@app/web-core/format.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { QuoteStatusBadge } from '../../../components/quote-status-badge.tsx';
import { VerificationPanel } from '../../../components/verification-notice.tsx';
import { failedQueryProps } from '../../../lib/failed-query.ts';
import { accountStanding, isAwaitingVerification, useProviderAccount } from '../../../lib/api/get-provider-account.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useQuotes } from '../api/get-quotes.ts';
import { quoteServiceText } from '../components/quote-details.tsx';
import { EMPTY_TAB_TEXT, QUOTE_TABS, quoteListSearch, readQuoteListParams, tabCount } from '../quote-tabs.ts';

export const QUOTES_TEXT = { title: 'Quotes', loadFailed: 'Quotes could not be loaded' } as const;

const QuoteCard = ({ quote }: { quote: TQuote }) => (
  <article className="group relative flex h-full flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md sm:p-5">
    <div className="flex items-start justify-between gap-3">
      <h2 className="min-w-0 text-base font-bold leading-snug text-brand-950 sm:text-lg">
        <Link
          to={`/quotes/${quote.id}`}
          className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-400"
        >
          {quote.event_title}
        </Link>
      </h2>
      <QuoteStatusBadge status={quote.status} className="shrink-0" />
    </div>
    <p className="text-2xl font-bold tracking-tight text-stone-900">{formatCurrency(quote.quote_amount)}</p>
    <p className="text-sm text-stone-700">{quoteServiceText(quote)}</p>
    <ul className="flex flex-wrap gap-x-4 gap-y-1 border-t border-stone-100 pt-2 text-xs text-stone-600">
      {quote.event_date && (
        <li className="inline-flex items-center gap-1">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          Event {formatDate(quote.event_date)}
        </li>
      )}
      {quote.valid_until && <li>Valid until {formatDate(quote.valid_until)}</li>}
      <li>Updated {formatDate(quote.updated_at)}</li>
    </ul>
  </article>
);

/** /quotes: my quotes by status (tabs with the API's counts), newest first. */
const QuotesPage = () => {
  useDocumentTitle(QUOTES_TEXT.title);
  const account = useProviderAccount();
  const standing = accountStanding(account);
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const params = readQuoteListParams(searchParams);
  const quotes = useQuotes({ status: params.tab === 'all' ? undefined : params.tab, page: params.page }, standing === 'can-quote');
  const isRefused = quotes.isError && isAwaitingVerification(quotes.error);

  useEffect(() => {
    if (isRefused) void queryClient.invalidateQueries({ queryKey: queryKeys.providerAccount });
  }, [isRefused, queryClient]);

  const heading = <PageHeading title={QUOTES_TEXT.title} description="Every quote you have sent, and where it stands." />;
  if (standing !== 'can-quote' || isRefused) {
    return (
      <>
        {heading}
        <VerificationPanel standing={standing === 'can-quote' ? 'pending' : standing} screen="quotes" />
      </>
    );
  }

  const counts = quotes.data?.counts;
  const data = quotes.data;
  return (
    <>
      {heading}
      <nav aria-label="Quote status" className="-mx-4 mb-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-2">
          {QUOTE_TABS.map(({ tab, label }) => {
            const isActive = tab === params.tab;
            const count = tabCount(counts, tab);
            return (
              <li key={tab}>
                <Link
                  to={{ search: quoteListSearch({ tab, page: 1 }) }}
                  aria-current={isActive ? 'page' : undefined}
                  // relative: the count for screen readers (absolutely placed) stays inside the scrolling
                  // row; placed by the page instead, it made the whole page scroll sideways on a phone.
                  className={cx(
                    'relative inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
                    isActive ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600',
                  )}
                >
                  {label}
                  {count !== null && (
                    <>
                      <span className="sr-only">({count})</span>
                      <span aria-hidden="true" className={cx('rounded-full px-2 py-0.5 text-xs', isActive ? 'bg-white/20 text-white' : 'bg-stone-100 text-stone-700')}>
                        {count}
                      </span>
                    </>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {quotes.isPending ? (
        <ListSpinner label="Loading quotes" />
      ) : quotes.isError ? (
        <LoadError
          title={QUOTES_TEXT.loadFailed}
          {...failedQueryProps(quotes)}
        />
      ) : data && data.data.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={params.tab === 'all' ? 'No quotes yet' : `No ${QUOTE_TABS.find((t) => t.tab === params.tab)?.label.toLowerCase()} quotes`}
          body={EMPTY_TAB_TEXT[params.tab]}
          action={
            params.tab === 'all' ? (
              <Link to="/requests" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
                Find a request to quote for
              </Link>
            ) : undefined
          }
        />
      ) : data ? (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            {data.data.map((quote) => (
              <li key={quote.id}>
                <QuoteCard quote={quote} />
              </li>
            ))}
          </ul>
          <LinkPagination
            className="mt-6"
            label="Quote pages"
            page={data.pagination.page}
            totalPages={data.pagination.total_pages}
            RouteLink={Link}
            pageSearch={(page) => quoteListSearch({ tab: params.tab, page })}
          />
        </>
      ) : null}
    </>
  );
};

export default QuotesPage;
