// GET /api/event-organiser/event-requests (dashboard.md §7): the organiser's events for My Events.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEventRequestListResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MY_EVENTS_LIMIT = 50;

export const getMyEventRequests = (signal?: AbortSignal) =>
  api.get('/event-organiser/event-requests', { query: { page: 1, limit: MY_EVENTS_LIMIT }, schema: ZEventRequestListResponse, signal });

export const myEventRequestsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myEventRequests(MY_EVENTS_LIMIT), queryFn: ({ signal }) => getMyEventRequests(signal) });

export const useMyEventRequests = () => useQuery(myEventRequestsQueryOptions());
