import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZQuoteRequestCreate, ZQuoteRequestListQuery, ZQuoteRequestListResponse, ZQuoteRequestResponse } from '@app/contract';
import type { TConfig } from '../../config.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { createQuoteRequest, listQuoteRequests } from './quote-request-service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const tags = ['quote-requests'];
const security = [{ bearer: [] }];

/** Asking one provider for a quote (mounted at /api/event-organiser/quote-requests). */
export const quoteRequestRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  // Authentication before validation: a caller without a token learns nothing about the body rules.
  app.addHook('onRequest', app.requireOrganiser);

  app.post('/', {
    schema: {
      tags, security, summary: 'Invite a provider to quote for one of my events',
      description:
        'The event must be mine and submitted (or active): a draft answers 409. The provider must be listed (active and verified). ' +
        'Opens the chat room for the event and provider with a system message (and my message, when given), notifies the provider ' +
        'and e-mails them. Asking again for the same event and provider answers 200 with the existing invitation (created: false).',
      body: ZQuoteRequestCreate,
      response: { 201: ZQuoteRequestResponse, 200: ZQuoteRequestResponse, ...errors, 409: ZErrorResponse },
    },
  }, async (request, reply) => {
    const result = await createQuoteRequest({
      db: app.db, mailer: app.mailer, providerPortalUrl: config.providerPortalUrl, organiserId: currentUser(request).id, input: request.body,
    });
    return reply.status(result.created ? 201 : 200).send({ success: true as const, ...result });
  });

  app.get('/', {
    schema: {
      tags, security, summary: 'My invitations (to one provider, for one event, when given), newest first',
      description: 'Each with replied_at (the provider\'s first quote or message for the event) and reminded_at (the one e-mail reminder after 24 hours without a reply).',
      querystring: ZQuoteRequestListQuery, response: { 200: ZQuoteRequestListResponse, ...errors },
    },
  }, async (request) => ({
    success: true as const,
    data: await listQuoteRequests({
      db: app.db, organiserId: currentUser(request).id, providerId: request.query.provider_id, eventRequestId: request.query.event_request_id,
    }),
  }));
};
