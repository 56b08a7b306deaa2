import { errorText } from '@app/web-core/api-client.ts';

/**
 * What a panel in place of a failed query says and does (LoadError, PageProblem): the server's
 * reason, else a hint to check the connection, and Try Again while it fetches again.
 */
export const failedQueryProps = (query: { error: unknown; refetch(): unknown; isFetching: boolean }) => ({
  body: errorText(query.error, 'Please check your connection and try again.'),
  onRetry: () => void query.refetch(),
  isRetrying: query.isFetching,
});
