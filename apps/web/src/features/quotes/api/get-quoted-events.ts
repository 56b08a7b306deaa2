// GET /api/event-organiser/event-requests: the organiser's events, for the Quotes tab's event
// filter (the events that have quotes) and to know which of them already have an accepted quote.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EVENT_REQUEST_MAX_PAGE_SIZE, ZEventRequestListResponse, type TEventRequestListResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type TQuotedEvent = { id: number; title: string; isBooked: boolean };

const EVENTS_LIMIT = EVENT_REQUEST_MAX_PAGE_SIZE;

export const getQuotedEvents = (signal?: AbortSignal) =>
  api.get('/event-organiser/event-requests', { query: { page: 1, limit: EVENTS_LIMIT }, schema: ZEventRequestListResponse, signal });

const withQuotes = (body: TEventRequestListResponse): TQuotedEvent[] =>
  body.data.filter((event) => event.quotes_count > 0).map((event) => ({ id: event.id, title: event.title, isBooked: event.accepted_quotes_count > 0 }));

export const quotedEventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myEventRequests(EVENTS_LIMIT), queryFn: ({ signal }) => getQuotedEvents(signal), select: withQuotes });

export const useQuotedEvents = () => useQuery(quotedEventsQueryOptions());
