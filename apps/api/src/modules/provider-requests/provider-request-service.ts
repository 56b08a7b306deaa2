import {
  filterDate, nzToday, PROVIDER_REQUEST_MSG, PROVIDER_REQUEST_PAGE_SIZE, type TProviderRequestDetail, type TProviderRequestListResponse,
  type ZProviderRequestListQuery,
} from '@app/contract';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/db-types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TQuotingProvider } from '../provider-account/quoting-provider.ts';
import { countProviderRequests, selectProviderRequestDetail, selectProviderRequestPage, type TProviderRef } from './provider-request-queries.ts';

const ref = (provider: TQuotingProvider): TProviderRef => ({ id: provider.id, locationId: provider.locationId, city: provider.city });

/** GET /service-provider/event-requests: the provider's inbox of open requests it matches or was invited to. */
export const listProviderRequests = async (options: {
  db: TDbOrTx; provider: TQuotingProvider; query: z.output<typeof ZProviderRequestListQuery>; now?: Date;
}): Promise<Omit<TProviderRequestListResponse, 'success'>> => {
  const { db, query } = options;
  const page = query.page ?? 1;
  const limit = query.limit ?? PROVIDER_REQUEST_PAGE_SIZE;
  const filters = {
    categoryId: query.category_id,
    dateFrom: query.date_from ? (filterDate(query.date_from) ?? undefined) : undefined,
    dateTo: query.date_to ? (filterDate(query.date_to) ?? undefined) : undefined,
    invitedOnly: query.invited_only ?? false,
  };
  const today = nzToday(options.now);
  const provider = ref(options.provider);
  const found = await selectProviderRequestPage(db, { provider, today, filters, limit, offset: (page - 1) * limit });
  const total = found.total ?? (page > 1 ? await countProviderRequests(db, { provider, today, filters }) : 0);
  return { data: found.rows, pagination: { page, limit, total, total_pages: Math.ceil(total / limit) } };
};

/** GET /service-provider/event-requests/{id}: 404 unless the provider matches it, was invited, or has quoted on it. */
export const getProviderRequest = async (options: { db: TDbOrTx; provider: TQuotingProvider; id: number; now?: Date }): Promise<TProviderRequestDetail> => {
  const found = await selectProviderRequestDetail(options.db, { provider: ref(options.provider), today: nzToday(options.now), id: options.id });
  if (!found) throw new AppError('NOT_FOUND', PROVIDER_REQUEST_MSG.notFound);
  return found;
};
