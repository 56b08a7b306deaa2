import { useDeferredValue, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Inbox, SearchX } from 'lucide-react';
import { Button } from '@app/ui/button.tsx';
import { LinkPagination } from '@app/ui/pagination.tsx';
import { ListSpinner, Spinner } from '@app/ui/spinner.tsx';
import { EmptyState, LoadError } from '@app/ui/state-panels.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { VerificationPanel } from '../../../components/verification-notice.tsx';
import { failedQueryProps } from '../../../lib/failed-query.ts';
import { accountStanding, isAwaitingVerification, useProviderAccount } from '../../../lib/api/get-provider-account.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProviderRequests } from '../api/get-provider-requests.ts';
import { RequestCard } from '../components/request-card.tsx';
import { RequestFiltersBar } from '../components/request-filters-bar.tsx';
import { activeFilterCount, dateRangeProblem, filtersToQuery, filtersToSearch, NO_FILTERS, readFilters, type TRequestFilters } from '../request-filters.ts';
import { formatCount } from '@app/contract';

export const REQUESTS_TEXT = {
  title: 'Requests',
  loadFailed: 'Requests could not be loaded',
  emptyTitle: 'No matching requests right now',
  filteredEmptyTitle: 'No requests match these filters',
} as const;

/** /requests: event requests that match the business, newest first; filters and page in the address. */
const RequestsPage = () => {
  useDocumentTitle(REQUESTS_TEXT.title);
  const account = useProviderAccount();
  const standing = accountStanding(account);
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const canQuery = standing === 'can-quote' && !dateRangeProblem(filters);
  const requests = useProviderRequests(filtersToQuery(filters), canQuery);
  const isRefused = requests.isError && isAwaitingVerification(requests.error);
  // The cards render in a transition that yields to the browser every few milliseconds: at once they
  // were a long task on a phone (Lighthouse's TBT).
  const deferredData = useDeferredValue(requests.data);

  // The API says the business may not see requests (yet): the account on screen is out of date.
  useEffect(() => {
    if (isRefused) void queryClient.invalidateQueries({ queryKey: queryKeys.providerAccount });
  }, [isRefused, queryClient]);

  const setFilters = (next: TRequestFilters) => setSearchParams(filtersToSearch(next));
  const pageSearch = (page: number) => {
    const search = filtersToSearch({ ...filters, page }).toString();
    return search ? `?${search}` : '';
  };
  const fromSearch = searchParams.toString() ? `?${searchParams.toString()}` : '';
  const cityText = account.city ? ` in and around ${account.city}` : '';

  const heading = (
    <PageHeading
      title={REQUESTS_TEXT.title}
      description={`Event requests for your services${cityText}, newest first. Open one to see the details and send a quote.`}
    />
  );

  if (standing !== 'can-quote' || isRefused) {
    return (
      <>
        {heading}
        <VerificationPanel standing={standing === 'can-quote' ? 'pending' : standing} screen="requests" />
      </>
    );
  }

  const data = deferredData;
  const hasFilters = activeFilterCount(filters) > 0;

  return (
    <>
      {heading}
      <RequestFiltersBar filters={filters} categories={account.categories} onChange={setFilters} />
      {dateRangeProblem(filters) ? null : !requests.isError && data === undefined ? (
        <ListSpinner label="Loading requests" />
      ) : requests.isError ? (
        <LoadError
          title={REQUESTS_TEXT.loadFailed}
          {...failedQueryProps(requests)}
        />
      ) : data && data.data.length === 0 ? (
        hasFilters ? (
          <EmptyState
            icon={SearchX}
            title={REQUESTS_TEXT.filteredEmptyTitle}
            body="Try another service or wider dates."
            action={
              <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Inbox}
            title={REQUESTS_TEXT.emptyTitle}
            body={`New requests for ${account.categories.map((category) => category.name).join(', ') || 'your services'}${cityText} appear here, and the bell tells you when one arrives. A full profile with photos helps you win them.`}
            action={
              <Link to="/profile" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
                Review your services and city
              </Link>
            }
          />
        )
      ) : data ? (
        <>
          <p className="mb-3 text-sm text-stone-700" aria-live="polite">
            {data.pagination.total === 1 ? '1 request' : `${formatCount(data.pagination.total)} requests`}
            {data.pagination.total_pages > 1 && ` · page ${data.pagination.page} of ${data.pagination.total_pages}`}
            {requests.isPlaceholderData && <Spinner label="Loading" className="ml-2" />}
          </p>
          <ul className="grid gap-3 sm:gap-4 lg:grid-cols-2">
            {data.data.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} fromSearch={fromSearch} />
              </li>
            ))}
          </ul>
          <LinkPagination
            className="mt-6"
            label="Request pages"
            page={data.pagination.page}
            totalPages={data.pagination.total_pages}
            RouteLink={Link}
            pageSearch={pageSearch}
          />
        </>
      ) : null}
    </>
  );
};

export default RequestsPage;
