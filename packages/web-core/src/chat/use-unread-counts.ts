// GET /api/chat/unread-count and /chat/unread-counts-per-room (dashboard.md §4 Unread count, §7 Chat):
// polled together every UNREAD_POLL_MS as a fallback; the socket moves them live in between
// (chat-cache.ts). A server without the endpoint (404) hides the badge and stops polling; a failed
// fetch counts as 0 and no rooms (§8 Chat); no count is ever invented.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UNREAD_POLL_MS } from '@app/contract';
import { ApiError } from '../api-client.ts';
import { usePageIdle } from '../use-page-idle.ts';
import { chatKeys } from '../query-keys.ts';
import { getUnreadCount, getUnreadRooms } from './chat-api.ts';

const isUnavailable = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 405);

const polled = { enabled: false, retry: false, staleTime: UNREAD_POLL_MS, refetchOnWindowFocus: false } as const;

export const unreadCountQueryOptions = (token: string | null) =>
  queryOptions({
    ...polled,
    queryKey: chatKeys.unreadCount(token),
    queryFn: ({ signal }) => getUnreadCount({ signal }),
    enabled: !!token,
    refetchInterval: (query) => (isUnavailable(query.state.error) ? false : UNREAD_POLL_MS),
  });

export const unreadRoomsQueryOptions = (token: string | null) =>
  queryOptions({
    ...polled,
    queryKey: chatKeys.unreadRooms(token),
    queryFn: ({ signal }) => getUnreadRooms({ signal }),
    enabled: !!token,
    refetchInterval: (query) => (isUnavailable(query.state.error) ? false : UNREAD_POLL_MS),
  });

/** The unread message count, or 0 when unknown (no token, failure, or no chat service yet); first asked once the page is idle. */
export const useUnreadCount = (token: string | null): number => {
  const isIdle = usePageIdle();
  const { data, isError } = useQuery({ ...unreadCountQueryOptions(token), enabled: !!token && isIdle });
  return isError ? 0 : (data ?? 0);
};

/** Per room, its unread count (rooms with none are absent); first asked once the page is idle. */
export const useUnreadRooms = (token: string | null) => {
  const isIdle = usePageIdle();
  const { data, isError } = useQuery({ ...unreadRoomsQueryOptions(token), enabled: !!token && isIdle });
  return isError ? [] : (data ?? []);
};
