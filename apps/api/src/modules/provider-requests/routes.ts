import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZProviderRequestDetailResponse, ZProviderRequestIdParams, ZProviderRequestListQuery, ZProviderRequestListResponse } from '@app/contract';
import type { TConfig } from '../../config.ts';
import { quotingProviderGuard } from '../provider-account/provider-guard.ts';
import { getProviderRequest, listProviderRequests } from './provider-request-service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const tags = ['provider-requests'];
const security = [{ bearer: [] }];

/** The provider portal's requests inbox (mounted at /api/service-provider/event-requests). */
export const providerRequestRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app) => {
  const guard = quotingProviderGuard(app);
  for (const hook of guard.hooks) app.addHook('onRequest', hook);

  app.get('/', {
    schema: {
      tags, security, summary: 'Open event requests I match (my categories in my city) or was invited to, newest first',
      description:
        'Submitted, not cancelled, no quote accepted, the event not past and the response deadline (or 30 days after submission) not past. ' +
        'Invited requests are flagged and shown whatever their category or city. Filters: category_id, date_from/date_to (event date), invited_only. ' +
        'Only a verified, active provider (403 otherwise). Never the organiser\'s e-mail or phone.',
      querystring: ZProviderRequestListQuery, response: { 200: ZProviderRequestListResponse, ...errors },
    },
  }, async (request) => ({ success: true as const, ...(await listProviderRequests({ db: app.db, provider: guard.providerOf(request), query: request.query })) }));

  app.get('/:id', {
    schema: {
      tags, security, summary: 'One request I match, was invited to or have quoted on',
      description: "Everything the organiser wrote; the organiser's contact details only once one of my quotes on it is accepted. 404 for any other request.",
      params: ZProviderRequestIdParams, response: { 200: ZProviderRequestDetailResponse, ...errors },
    },
  }, async (request) => ({ success: true as const, data: await getProviderRequest({ db: app.db, provider: guard.providerOf(request), id: request.params.id }) }));
};
