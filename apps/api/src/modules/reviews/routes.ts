import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROVIDER_REVIEWS_PAGE_SIZE, REVIEW_MSG, ZErrorResponse, ZPortalReviewListResponse, ZProviderReviewsQuery, ZProviderReviewsResponse,
  ZReviewCreate, ZReviewDeleteResponse, ZReviewIdParams, ZReviewInput, ZReviewListResponse, ZReviewProviderParams, ZReviewReplyInput,
  ZReviewReplyResponse, ZReviewResponse,
} from '@app/contract';
import type { TConfig } from '../../config.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { quotingProviderGuard } from '../provider-account/provider-guard.ts';
import { listProviderReviews } from '../providers/provider-detail-service.ts';
import { listPortalReviews, saveReviewReply } from './review-reply-service.ts';
import { createReview, deleteReview, listReviewItems, updateReview } from './review-service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const security = [{ bearer: [] }];
const tags = ['reviews'];

/** The organiser's reviews (mounted at /api/event-organiser/reviews): organisers only. */
export const organiserReviewRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app) => {
  app.addHook('onRequest', app.requireOrganiser);
  const mine = (request: Parameters<typeof currentUser>[0]) => ({ db: app.db, organiserId: currentUser(request).id });

  app.get('/', {
    schema: {
      tags, security, summary: 'Every service I booked (an accepted quote on one of my events), with its review once written',
      description: 'Newest event first. service_completed: the event date is before today in New Zealand and the event was not cancelled; can_review: completed and not yet reviewed.',
      response: { 200: ZReviewListResponse, ...errors },
    },
  }, async (request) => ({ success: true as const, data: await listReviewItems(mine(request)) }));

  app.post('/', {
    schema: {
      tags, security, summary: 'Review a provider I booked for an event that has taken place',
      description:
        "404 without an accepted quote of this provider on one of my events; 409 before the event date, for a cancelled event, " +
        "or when I have already reviewed this provider for this event. The provider's rating and count change at once, and the provider is notified.",
      body: ZReviewCreate, response: { 201: ZReviewResponse, ...errors, 409: ZErrorResponse },
    },
  }, async (request, reply) => {
    const data = await createReview({ ...mine(request), input: request.body });
    return reply.status(201).send({ success: true as const, message: REVIEW_MSG.created, data });
  });

  app.put('/:id', {
    schema: {
      tags, security, summary: 'Change the rating and text of one of my reviews',
      description: "404 for anyone else's review. The provider's rating changes at once.",
      params: ZReviewIdParams, body: ZReviewInput, response: { 200: ZReviewResponse, ...errors },
    },
  }, async (request) => ({
    success: true as const, message: REVIEW_MSG.updated, data: await updateReview({ ...mine(request), id: request.params.id, input: request.body }),
  }));

  app.delete('/:id', {
    schema: {
      tags, security, summary: 'Remove one of my reviews (and the reply to it)',
      description: "404 for anyone else's review. The provider's rating and count change at once.",
      params: ZReviewIdParams, response: { 200: ZReviewDeleteResponse, ...errors },
    },
  }, async (request) => {
    await deleteReview({ ...mine(request), id: request.params.id });
    return { success: true as const, message: REVIEW_MSG.deleted };
  });

  app.get('/provider/:providerId', {
    schema: {
      tags, security, summary: "A listed provider's reviews, newest first, with statistics (as the provider page reads them)",
      description: `page from 1; limit 1-50 (default ${PROVIDER_REVIEWS_PAGE_SIZE}). 404 for a provider not listed.`,
      params: ZReviewProviderParams, querystring: ZProviderReviewsQuery, response: { 200: ZProviderReviewsResponse, ...errors },
    },
  }, async (request) => ({
    success: true as const,
    data: await listProviderReviews({ db: app.db, providerId: request.params.providerId, page: request.query.page, limit: request.query.limit }),
  }));
};

/** A provider's reviews and its replies (mounted at /api/service-provider/reviews): verified, active providers only. */
export const providerReviewRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app) => {
  const guard = quotingProviderGuard(app);
  for (const hook of guard.hooks) app.addHook('onRequest', hook);
  const as = (request: Parameters<typeof guard.providerOf>[0]) => ({ db: app.db, provider: guard.providerOf(request) });
  const replyRoute = (mode: 'create' | 'update') => async (request: Parameters<typeof guard.providerOf>[0] & { params: { id: number }; body: { response_text: string } }) => ({
    success: true as const,
    message: REVIEW_MSG.replySaved,
    data: await saveReviewReply({ ...as(request), id: request.params.id, text: request.body.response_text, mode }),
  });

  app.get('/', {
    schema: {
      tags, security, summary: 'My reviews, newest first, with my replies, average and count',
      response: { 200: ZPortalReviewListResponse, ...errors },
    },
  }, async (request) => ({ success: true as const, ...(await listPortalReviews(as(request))) }));

  app.post('/:id/response', {
    schema: {
      tags, security, summary: 'Reply in public to a review of mine (one reply per review)',
      description: "404 for a review of another provider; 409 when I have already replied (edit the reply instead). The organiser is notified.",
      params: ZReviewIdParams, body: ZReviewReplyInput, response: { 201: ZReviewReplyResponse, ...errors, 409: ZErrorResponse },
    },
  }, async (request, reply) => reply.status(201).send(await replyRoute('create')(request)));

  app.put('/:id/response', {
    schema: {
      tags, security, summary: 'Change my reply to a review of mine',
      description: '404 for a review of another provider, or one without a reply yet. The organiser is notified.',
      params: ZReviewIdParams, body: ZReviewReplyInput, response: { 200: ZReviewReplyResponse, ...errors },
    },
  }, replyRoute('update'));
};
