// GET /api/notifications and the two ways to mark them read: the header's bell on both sites,
// polled like the unread counts.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UNREAD_POLL_MS, ZNotificationsResponse } from '@app/contract';
import { api } from '../api-client.ts';
import { useAuth } from '../auth/auth-context.ts';
import { inboxKeys } from '../query-keys.ts';
import { usePageIdle } from '../use-page-idle.ts';

export const NOTIFICATIONS_LIMIT = 20;

export const getNotifications = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get('/notifications', { schema: ZNotificationsResponse, query: { limit: NOTIFICATIONS_LIMIT }, signal })).data;

export const notificationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: inboxKeys.notificationsFor(token),
    queryFn: ({ signal }) => getNotifications({ signal }),
    enabled: !!token,
    staleTime: 30_000,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: false,
  });

/** The bell's notifications, first asked once the page is idle (the first screen does not show them). */
export const useNotifications = (token: string | null) => {
  const isIdle = usePageIdle();
  return useQuery({ ...notificationsQueryOptions(token), enabled: !!token && isIdle });
};

export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: inboxKeys.notifications });
  return {
    markOne: useMutation({ mutationFn: (id: number) => api.patch(`/notifications/${id}/read`), onSettled: refresh }),
    markAll: useMutation({ mutationFn: () => api.post('/notifications/read-all'), onSettled: refresh }),
  };
};

/** The signed-in person's latest notifications and unread count, with the ways to mark them read: what the bell (@app/ui/notifications-menu.tsx) shows. */
export const useNotificationsMenu = () => {
  const { token } = useAuth();
  const { data } = useNotifications(token);
  const { markOne, markAll } = useMarkNotificationsRead();
  return {
    notifications: data?.notifications ?? [],
    unreadCount: data?.unread_count ?? 0,
    onMarkRead: (id: number) => markOne.mutate(id),
    onMarkAllRead: () => markAll.mutate(),
  };
};
