// GET /api/event-organiser/event-requests?status=draft,submitted,active : the events a provider
// could be invited to (submitted and active), and the drafts that must be submitted first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EVENT_REQUEST_MAX_PAGE_SIZE, ZEventRequestListResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const INVITABLE_STATUSES = ['submitted', 'active'] as const;

export const getOpenEventRequests = (signal?: AbortSignal) =>
  api.get('/event-organiser/event-requests', {
    query: { page: 1, limit: EVENT_REQUEST_MAX_PAGE_SIZE, status: 'draft,submitted,active' },
    schema: ZEventRequestListResponse,
    signal,
  });

export const openEventRequestsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.openEventRequests, queryFn: ({ signal }) => getOpenEventRequests(signal) });

export const useOpenEventRequests = () => useQuery(openEventRequestsQueryOptions());
