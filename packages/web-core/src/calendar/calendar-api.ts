// The calendar calls both sites make (docs/calendar.md): an .ics download through the API client
// (the bearer session goes with it), and my private feed's state, creation and revocation.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCalendarFeedCreatedResponse, ZCalendarFeedStateResponse, ZOkResponse } from '@app/contract';
import { api } from '../api-client.ts';
import { useAuth } from '../auth/auth-context.ts';
import { calendarKeys } from '../query-keys.ts';

const FEED_PATH = '/calendar/my-feed';

/** Fetches an .ics with the session and hands it to the browser as a file download. */
export const downloadCalendarFile = async (options: { path: string; fileName: string }) => {
  const text = await api.get<string>(options.path, { headers: { Accept: 'text/calendar' } });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = options.fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};

export const calendarFeedQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: calendarKeys.calendarFeed(token),
    queryFn: async ({ signal }) => (await api.get(FEED_PATH, { schema: ZCalendarFeedStateResponse, signal })).data,
    enabled: !!token,
  });

/** My feed's state, and the two ways to change it; the address is in `create.data` once made. */
export const useCalendarFeed = () => {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarKeys.calendarFeed(token) });
  const state = useQuery(calendarFeedQueryOptions(token));
  const create = useMutation({
    mutationFn: async () => (await api.post(FEED_PATH, undefined, { schema: ZCalendarFeedCreatedResponse })).data,
    onSuccess: refresh,
  });
  const revoke = useMutation({ mutationFn: () => api.delete(FEED_PATH, { schema: ZOkResponse }), onSuccess: refresh });
  return { state, create, revoke };
};
