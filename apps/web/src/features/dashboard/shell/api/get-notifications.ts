// GET /api/notifications and the two ways to mark them read: the header's bell.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UNREAD_POLL_MS, ZNotificationsResponse } from '@app/contract';
import { api } from '../../../../lib/api-client.ts';

const NOTIFICATIONS_KEY = ['notifications'] as const;

export const getNotifications = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get('/notifications', { schema: ZNotificationsResponse, query: { limit: 20 }, signal })).data;

export const notificationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, token],
    queryFn: ({ signal }) => getNotifications({ signal }),
    enabled: !!token,
    staleTime: 30_000,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: false,
  });

export const useNotifications = (token: string | null) => useQuery(notificationsQueryOptions(token));

export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  return {
    markOne: useMutation({ mutationFn: (id: number) => api.patch(`/notifications/${id}/read`), onSettled: refresh }),
    markAll: useMutation({ mutationFn: () => api.post('/notifications/read-all'), onSettled: refresh }),
  };
};
