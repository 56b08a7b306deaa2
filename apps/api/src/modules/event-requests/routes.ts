import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZErrorResponse, ZEventHistoryQuery, ZEventHistoryResponse, ZEventRequestDeleteResponse, ZEventRequestIdParams, ZEventRequestInput,
  ZEventRequestListQuery, ZEventRequestListResponse, ZEventRequestResponse,
} from '@app/contract';
import type { TConfig } from '../../config.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import {
  cancelEventRequest, createEventRequest, deleteEventRequest, getEventRequest, listEventRequestsJson, submitEventRequest, updateEventRequest,
} from './event-request-service.ts';
import { listEventHistory } from './event-history-service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
const tags = ['event-requests'];

/** An answer the database wrote as JSON text: a string with a JSON content type skips the route's serialiser. */
const sendJsonText = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);
const security = [{ bearer: [] }];

const DRAFT_FLAG_NOTE =
  "Draft or not: send `status: 'draft' | 'submitted'` and/or the boolean `is_draft` (alias `draft`); if they disagree the answer is 400. " +
  'Items may use the new shape { name, quantity, notes, categories: [{ category_id, subcategory_id }] } or the older ' +
  '{ name, quantity, notes, category_id, subcategory_ids: [] }. Drafts are checked for types, lengths and consistent ids only; ' +
  'anything else is checked in full (title, description, date at least 3 days after today in New Zealand, a listed location, ' +
  'a category and its specific services, delivery method, budget order, response deadline, organiser details).';

/** The organiser's own event requests (mounted at /api/event-organiser/event-requests). */
export const eventRequestRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  // Authentication before validation: a caller without a valid token learns nothing about the input rules.
  app.addHook('onRequest', app.requireOrganiser);
  const notifier = { mailer: app.mailer, providerPortalUrl: config.providerPortalUrl };
  const owner = (request: Parameters<typeof currentUser>[0]) => ({ db: app.db, organiserId: currentUser(request).id, notifier });

  app.get('/', {
    schema: {
      tags, security, summary: 'List my event requests, newest first, with the My Events tab counts',
      description:
        'Filters: status (one or several, comma-separated) and event_date_to (events on or before that date, for past events). page from 1; limit 20 by default, at most 100. ' +
        '`counts` are my totals per tab (all, draft, active = submitted and active, completed, cancelled) whatever the filter. ' +
        'accepting_quotes says whether providers can still quote (submitted, nothing accepted, before the event date and the response deadline).',
      querystring: ZEventRequestListQuery,
      response: { 200: ZEventRequestListResponse, ...errors },
    },
    // The database writes the answer (ZEventRequestListResponse; event-list.test.ts checks it against the schema).
  }, async (request, reply) => sendJsonText(reply, await listEventRequestsJson({ ...owner(request), query: request.query })));

  // A static path: the router prefers it to /:id whatever the order, so 'history' is never read as an id.
  app.get('/history', {
    schema: {
      tags, security, summary: 'My past events (History), newest event date first, 20 a page',
      description:
        'Completed, cancelled and rejected requests; history_status reads cancelled and rejected as cancelled. Each lists its bookings ' +
        '(accepted quotes) with my review of each provider, what it cost (total_spent), its mean rating and whether a booking still ' +
        'waits for a review (can_review, completed events only). completed_count, cancelled_count and total_spent cover every past event.',
      querystring: ZEventHistoryQuery,
      response: { 200: ZEventHistoryResponse, ...errors },
    },
  }, async (request) => ({ success: true as const, ...(await listEventHistory({ db: app.db, organiserId: currentUser(request).id, query: request.query })) }));

  app.post('/', {
    schema: {
      tags, security, summary: 'Create an event request (submitted, or a draft)', description: `Creating without a draft flag submits. ${DRAFT_FLAG_NOTE}`,
      body: ZEventRequestInput,
      response: { 201: ZEventRequestResponse, ...errors },
    },
  }, async (request, reply) => {
    const result = await createEventRequest({ ...owner(request), input: request.body });
    return reply.status(201).send({ success: true as const, ...result });
  });

  app.get('/:id', {
    schema: { tags, security, summary: 'One of my event requests', params: ZEventRequestIdParams, response: { 200: ZEventRequestResponse, ...errors } },
  }, async (request) => ({ success: true as const, data: await getEventRequest({ ...owner(request), id: request.params.id }) }));

  app.put('/:id', {
    schema: {
      tags, security, summary: 'Edit an event request',
      description:
        'Saving as a draft is allowed for drafts only; otherwise the request keeps its current status (a submitted request stays submitted). ' +
        'Fields left out keep their stored values; `items`, when sent, replaces the list. Cancelled, completed and rejected requests answer 409. ' +
        DRAFT_FLAG_NOTE,
      params: ZEventRequestIdParams,
      body: ZEventRequestInput,
      response: { 200: ZEventRequestResponse, ...errors },
    },
  }, async (request) => ({ success: true as const, ...(await updateEventRequest({ ...owner(request), id: request.params.id, input: request.body })) }));

  app.post('/:id/submit', {
    schema: { tags, security, summary: 'Submit a draft after checking it in full', params: ZEventRequestIdParams, response: { 200: ZEventRequestResponse, ...errors } },
  }, async (request) => ({ success: true as const, ...(await submitEventRequest({ ...owner(request), id: request.params.id })) }));

  app.post('/:id/cancel', {
    schema: {
      tags, security, summary: 'Cancel a draft, submitted or active request (permanent)',
      description: 'Pending quotes on it are closed as rejected; every provider who quoted or was invited is notified and e-mailed.',
      params: ZEventRequestIdParams, response: { 200: ZEventRequestResponse, ...errors },
    },
  }, async (request) => ({ success: true as const, ...(await cancelEventRequest({ ...owner(request), id: request.params.id })) }));

  app.delete('/:id', {
    schema: { tags, security, summary: 'Delete a draft', params: ZEventRequestIdParams, response: { 200: ZEventRequestDeleteResponse, ...errors } },
  }, async (request) => ({ success: true as const, ...(await deleteEventRequest({ ...owner(request), id: request.params.id })) }));
};
