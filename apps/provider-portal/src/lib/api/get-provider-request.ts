// GET /service-provider/event-requests/{id}: one request as this provider may see it. Shared by the
// request page and the quote page (which needs the request's services to edit a quote).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PG_INT_MAX, ZProviderRequestDetailResponse, type TProviderRequestDetail } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../query-keys.ts';

export const getProviderRequest = async (id: number, { signal }: { signal?: AbortSignal } = {}): Promise<TProviderRequestDetail> =>
  (await api.get(`/service-provider/event-requests/${id}`, { schema: ZProviderRequestDetailResponse, signal })).data;

export const providerRequestQueryOptions = (id: number, isEnabled = true) =>
  queryOptions({
    queryKey: queryKeys.providerRequest(id),
    queryFn: ({ signal }) => getProviderRequest(id, { signal }),
    enabled: isEnabled && Number.isInteger(id) && id > 0,
  });

export const useProviderRequest = (id: number, isEnabled = true) => useQuery(providerRequestQueryOptions(id, isEnabled));

/** A route's :id as a positive whole number, or null. */
export const parseRouteId = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= PG_INT_MAX ? id : null;
};
