import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  QUOTE_MSG, ZErrorResponse, ZEventQuoteParams, ZEventQuotesResponse, ZEventRequestIdParams, ZOrganiserQuoteListQuery, ZProviderQuoteListQuery,
  ZQuoteCreate, ZQuoteDecisionResponse, ZQuoteIdParams, ZQuoteInput, ZQuoteListResponse, ZQuoteResponse,
} from '@app/contract';
import type { TConfig } from '../../config.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { quotingProviderGuard } from '../provider-account/provider-guard.ts';
import { acceptQuote, rejectQuote } from './organiser-quote-decision-service.ts';
import { listEventQuotes, listOrganiserQuotes } from './organiser-quote-service.ts';
import { createQuote, getProviderQuote, listProviderQuotes, updateQuote, withdrawQuote } from './provider-quote-service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const security = [{ bearer: [] }];

/** A provider's own quotes (mounted at /api/service-provider/quotes): verified, active providers only. */
export const providerQuoteRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  const guard = quotingProviderGuard(app);
  for (const hook of guard.hooks) app.addHook('onRequest', hook);
  const tags = ['quotes'];
  const notifier = { mailer: app.mailer, appUrl: config.appUrl, providerPortalUrl: config.providerPortalUrl };
  const as = (request: Parameters<typeof guard.providerOf>[0]) => ({ db: app.db, provider: guard.providerOf(request) });

  app.get('/', {
    schema: {
      tags, security, summary: 'My quotes, one status at a time, newest first, with the count of every status',
      description: 'A submitted quote whose valid_until has passed is listed, counted and filtered as expired.',
      querystring: ZProviderQuoteListQuery, response: { 200: ZQuoteListResponse, ...errors },
    },
  }, async (request) => ({ success: true as const, ...(await listProviderQuotes({ ...as(request), query: request.query })) }));

  app.post('/', {
    schema: {
      tags, security, summary: 'Send a quote for a request I match or was invited to',
      description:
        'The request must be submitted, not past its response deadline or event date, with no quote accepted (409 with the reason); ' +
        'one live quote per request (409). The category must be one the request asks for that I offer (any of mine when invited). ' +
        "Opens the request's chat room with the organiser, and notifies and e-mails them.",
      body: ZQuoteCreate, response: { 201: ZQuoteResponse, ...errors, 409: ZErrorResponse },
    },
  }, async (request, reply) => {
    const data = await createQuote({ ...as(request), notifier, input: request.body });
    return reply.status(201).send({ success: true as const, message: QUOTE_MSG.sent, data });
  });

  app.get('/:id', {
    schema: { tags, security, summary: 'One of my quotes', params: ZQuoteIdParams, response: { 200: ZQuoteResponse, ...errors } },
  }, async (request) => ({ success: true as const, data: await getProviderQuote({ ...as(request), id: request.params.id }) }));

  app.put('/:id', {
    schema: {
      tags, security, summary: 'Change one of my quotes while it is pending',
      description: 'Only a submitted quote that has not expired, on a request still open (409 otherwise). The organiser is notified.',
      params: ZQuoteIdParams, body: ZQuoteInput, response: { 200: ZQuoteResponse, ...errors, 409: ZErrorResponse },
    },
  }, async (request) => ({
    success: true as const,
    message: QUOTE_MSG.updated,
    data: await updateQuote({ ...as(request), notifier, id: request.params.id, input: request.body }),
  }));

  app.post('/:id/withdraw', {
    schema: {
      tags, security, summary: 'Withdraw one of my quotes while it is pending',
      params: ZQuoteIdParams, response: { 200: ZQuoteResponse, ...errors, 409: ZErrorResponse },
    },
  }, async (request) => ({
    success: true as const,
    message: QUOTE_MSG.withdrawn,
    data: await withdrawQuote({ ...as(request), notifier, id: request.params.id }),
  }));
};

/** The quotes on an organiser's events (mounted at /api/event-organiser): organisers only. */
export const organiserQuoteRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.requireOrganiser);
  const tags = ['quotes'];
  const notifier = { mailer: app.mailer, appUrl: config.appUrl, providerPortalUrl: config.providerPortalUrl };
  const decision = (request: Parameters<typeof currentUser>[0] & { params: { id: number; quoteId: number } }) => ({
    db: app.db, organiserId: currentUser(request).id, eventRequestId: request.params.id, quoteId: request.params.quoteId, notifier,
  });
  const decisionRules =
    "404 for anyone else's request, a quote not on it or a withdrawn one; 409 when the request is not submitted or active, " +
    'or its date has passed, or the quote is not pending (a submitted quote past its valid_until is expired). The provider is notified and e-mailed.';

  app.get('/event-requests/:id/quotes', {
    schema: {
      tags, security, summary: 'The quotes on one of my event requests, newest first',
      description: 'Withdrawn quotes are left out; a submitted quote past its valid_until reads as expired. 404 for anyone else\'s request.',
      params: ZEventRequestIdParams, response: { 200: ZEventQuotesResponse, ...errors },
    },
  }, async (request) => ({
    success: true as const,
    data: await listEventQuotes({ db: app.db, organiserId: currentUser(request).id, eventRequestId: request.params.id }),
  }));

  app.post('/event-requests/:id/quotes/:quoteId/accept', {
    schema: {
      tags, security, summary: 'Accept a pending quote on one of my event requests',
      description:
        `One accepted quote per request (409 when one already is, also for two accepts at once). ${decisionRules} ` +
        "The request becomes active if it was submitted; every other pending quote on it is closed as rejected and its provider told it was not chosen.",
      params: ZEventQuoteParams, response: { 200: ZQuoteDecisionResponse, ...errors, 409: ZErrorResponse },
    },
  }, async (request) => ({ success: true as const, message: QUOTE_MSG.accepted, ...(await acceptQuote(decision(request))) }));

  app.post('/event-requests/:id/quotes/:quoteId/reject', {
    schema: {
      tags, security, summary: 'Decline a pending quote on one of my event requests',
      description: `${decisionRules} The request keeps its status.`,
      params: ZEventQuoteParams, response: { 200: ZQuoteDecisionResponse, ...errors, 409: ZErrorResponse },
    },
  }, async (request) => ({ success: true as const, message: QUOTE_MSG.rejected, ...(await rejectQuote(decision(request))) }));

  app.get('/quotes', {
    schema: {
      tags, security, summary: 'Every quote on my events, filtered by event and status, with the count of every status',
      description: 'Withdrawn quotes are left out (their count is 0); a submitted quote past its valid_until is listed, counted and filtered as expired.',
      querystring: ZOrganiserQuoteListQuery, response: { 200: ZQuoteListResponse, ...errors },
    },
  }, async (request) => ({ success: true as const, ...(await listOrganiserQuotes({ db: app.db, organiserId: currentUser(request).id, query: request.query })) }));
};
