// GET /api/chat/unread-count (dashboard.md §7 Chat): the Messages tab badge, polled every
// UNREAD_POLL_MS. A server without the endpoint (404, e.g. an older API node) hides the badge and
// stops polling; no count is ever invented.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UNREAD_POLL_MS } from '@app/contract';
import { z } from 'zod';
import { api, ApiError } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const ZUnreadCountResponse = z.object({ data: z.object({ unread_count: z.coerce.number().int().min(0) }) });

export const getUnreadCount = async ({ signal }: { signal?: AbortSignal } = {}): Promise<number> => {
  const body = await api.get('/chat/unread-count', { schema: ZUnreadCountResponse, signal });
  return body.data.unread_count;
};

const isUnavailable = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 405);

export const unreadCountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.unreadCount(token),
    queryFn: ({ signal }) => getUnreadCount({ signal }),
    enabled: !!token,
    retry: false,
    staleTime: UNREAD_POLL_MS,
    refetchInterval: (query) => (isUnavailable(query.state.error) ? false : UNREAD_POLL_MS),
    refetchOnWindowFocus: false,
  });

/** The unread message count, or 0 when unknown (no token, failure, or no chat service yet). */
export const useUnreadCount = (token: string | null): number => {
  const { data, isError } = useQuery(unreadCountQueryOptions(token));
  // A failed fetch resets the count to 0 (dashboard.md §8 Chat).
  return isError ? 0 : (data ?? 0);
};
