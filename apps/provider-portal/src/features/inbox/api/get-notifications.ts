// GET /api/notifications and the two ways to mark them read: the header's bell, polled like the
// organiser site's.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UNREAD_POLL_MS, ZNotificationsResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const NOTIFICATIONS_LIMIT = 20;

export const getNotifications = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get('/notifications', { schema: ZNotificationsResponse, query: { limit: NOTIFICATIONS_LIMIT }, signal })).data;

export const notificationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.notificationsFor(token),
    queryFn: ({ signal }) => getNotifications({ signal }),
    enabled: !!token,
    staleTime: 30_000,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: false,
  });

export const useNotifications = (token: string | null) => useQuery(notificationsQueryOptions(token));

export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  return {
    markOne: useMutation({ mutationFn: (id: number) => api.patch(`/notifications/${id}/read`), onSettled: refresh }),
    markAll: useMutation({ mutationFn: () => api.post('/notifications/read-all'), onSettled: refresh }),
  };
};
