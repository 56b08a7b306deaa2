import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROVIDER_DEFAULT_PAGE_SIZE, PROVIDER_LIST_TOTAL_CAP, PROVIDER_MIN_YEARS_OPTIONS, PROVIDER_PAGE_SIZES, PROVIDER_REVIEWS_PAGE_SIZE, ZErrorResponse,
  ZProviderCategoriesResponse, ZProviderDetailResponse, ZProviderFilterOptionsResponse, ZProviderIdParams, ZProviderListQuery,
  ZProviderListResponse, ZProviderLocationsResponse, ZProviderReviewsQuery, ZProviderReviewsResponse,
} from '@app/contract';
import type { TConfig } from '../../config.ts';
import { createListingCache, providerListBody } from './listing-cache.ts';
import { createListingReplica, sessionWithChangeSeq } from './listing-replica.ts';
import { requireOrganiserWith } from '../../plugins/auth-guard.ts';
import { getProviderDetail, listProviderReviews } from './provider-detail-service.ts';
import { listProviders } from './provider-list-service.ts';
import { getFilterOptions, listCategoryOptions, listLocationOptions } from './provider-options-service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const tags = ['service-providers'];
const security = [{ bearer: [] }];

const LIST_DESCRIPTION =
  `Only active, verified providers. page from 1; limit one of ${PROVIDER_PAGE_SIZES.join(', ')} (default ${PROVIDER_DEFAULT_PAGE_SIZE}). ` +
  'sortBy business_name (default, A-Z), avg_rating, years_in_operation or created_at; sortOrder asc or desc (default asc for names, desc otherwise; ' +
  'providers without years of operation count as least experienced). search matches business name, description and category names, ' +
  "every word as a prefix ('cater' finds Catering). Filters: categoryId, locationId, priceRange (budget, mid_range, premium, luxury), " +
  `minYearsExperience (${PROVIDER_MIN_YEARS_OPTIONS.join(', ')}), city (exact name from /filter-options). Empty values are ignored. ` +
  `pagination.total is exact up to ${PROVIDER_LIST_TOTAL_CAP} matches (or to the end of the page asked for); beyond, pagination.isTotalCapped is true, ` +
  'total is that lower bound and totalPages reaches one page past it.';

/** Browsing providers (mounted at /api/event-organiser/service-providers). */
export const providerRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  const cache = config.caches.providerList ? createListingCache() : null;
  const replica = config.caches.providerSearchReplica ? createListingReplica({ keepAnswers: config.caches.providerList }) : null;
  // Authentication before validation (each route's onRequest): a caller without a token gets 401,
  // whatever the query. The list's session lookup also reads the replica's change seq.
  const guard = { onRequest: app.requireOrganiser };
  const changeSeqs = new WeakMap<FastifyRequest, number>();
  const listGuard = replica
    ? {
      onRequest: async (request: FastifyRequest) => {
        const found = await requireOrganiserWith(request, (token) => sessionWithChangeSeq(app.db, token));
        changeSeqs.set(request, Number(found.changeSeq));
      },
    }
    : guard;
  if (replica) {
    // A node that starts listening loads the listing at once, not on its first organiser's request
    // (seconds at 100,000 providers). Requests made before it finishes wait for the same load.
    app.addHook('onListen', async () => {
      const started = Date.now();
      replica.warm(app.db).then(
        () => app.log.info({ providers: replica.stats.listed, ms: Date.now() - started }, 'provider search replica loaded'),
        (error: unknown) => app.log.error({ err: error }, 'provider search replica: the first load failed'),
      );
    });
  }

  app.get('/', {
    ...listGuard,
    schema: { tags, security, summary: 'List service providers', description: LIST_DESCRIPTION, querystring: ZProviderListQuery, response: { 200: ZProviderListResponse, ...errors } },
  }, async (request, reply) => {
    const answer = await listProviders({ db: app.db, cache, replica, filters: request.query, changeSeq: changeSeqs.get(request) });
    // Serialised once per answer (or per card), checked against the same schema (see providerListBody).
    const body = providerListBody(answer);
    reply.type('application/json; charset=utf-8');
    if (typeof body === 'string') return reply.serializer(() => body).send(answer);
    // The bytes of this answer as the same schema's writer writes it (listing-replica.ts): sent as they are.
    return (reply as FastifyReply).send(body);
  });

  app.get('/filter-options', {
    ...guard,
    schema: { tags, security, summary: 'Price ranges and cities of listed providers, with counts', response: { 200: ZProviderFilterOptionsResponse, ...errors } },
  }, async () => ({ success: true as const, data: await getFilterOptions({ db: app.db, cache }) }));

  app.get('/categories', {
    ...guard,
    schema: { tags, security, summary: 'Categories with their number of listed providers', response: { 200: ZProviderCategoriesResponse, ...errors } },
  }, async () => ({ success: true as const, data: await listCategoryOptions({ db: app.db, cache }) }));

  app.get('/locations', {
    ...guard,
    schema: { tags, security, summary: 'Locations with their number of listed providers', response: { 200: ZProviderLocationsResponse, ...errors } },
  }, async () => ({ success: true as const, data: await listLocationOptions({ db: app.db, cache }) }));

  app.get('/:id', {
    ...guard,
    schema: {
      tags, security, summary: 'One listed provider with categories, subcategories and pictures',
      params: ZProviderIdParams, response: { 200: ZProviderDetailResponse, ...errors, 404: ZErrorResponse },
    },
  }, async (request) => ({ success: true as const, data: await getProviderDetail({ db: app.db, providerId: request.params.id }) }));

  app.get('/:id/reviews', {
    ...guard,
    schema: {
      tags, security, summary: "A listed provider's reviews, newest first, with statistics",
      description: `page from 1; limit 1-50 (default ${PROVIDER_REVIEWS_PAGE_SIZE}).`,
      params: ZProviderIdParams, querystring: ZProviderReviewsQuery, response: { 200: ZProviderReviewsResponse, ...errors, 404: ZErrorResponse },
    },
  }, async (request) => ({
    success: true as const,
    data: await listProviderReviews({ db: app.db, providerId: request.params.id, page: request.query.page, limit: request.query.limit }),
  }));
};
