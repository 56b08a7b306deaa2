import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALENDAR_MSG, ZCalendarBookingParams, ZCalendarEventParams, ZCalendarFeedCreatedResponse, ZCalendarFeedParams, ZCalendarFeedStateResponse,
  ZErrorResponse, ZOkResponse,
} from '@app/contract';
import type { TConfig } from '../../config.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import type { TCalendarLinks } from './calendar-entries.ts';
import { createFeed, getFeedState, renderFeed, revokeFeed } from './calendar-feed-service.ts';
import { organiserEventFile, providerBookingFile, type TCalendarFile } from './calendar-service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const security = [{ bearer: [] }];
const tags = ['calendar'];
const ICS = z.string().describe('text/calendar (RFC 5545): one VCALENDAR with the Pacific/Auckland VTIMEZONE');
/** Requests per minute per client address on the public feed: calendar apps poll every hour or so. */
export const CALENDAR_FEED_PER_MINUTE = 30;

const linksOf = (config: TConfig): TCalendarLinks => ({ appUrl: config.appUrl, providerPortalUrl: config.providerPortalUrl });
const TEXT_CALENDAR = 'text/calendar; charset=utf-8';

const sendFile = (reply: FastifyReply, file: TCalendarFile) =>
  reply
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .type(TEXT_CALENDAR)
    .send(file.body);

/** An organiser's event as a calendar file (mounted at /api/event-organiser/calendar). */
export const organiserCalendarRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.requireOrganiser);
  app.get('/events/:id', {
    schema: {
      tags, security, summary: 'One of my events as an .ics file (Add to calendar)',
      description:
        'An all-day entry on the event date (UID stable per event, so a later download updates it), the booked provider in its description; ' +
        'STATUS:CANCELLED once cancelled. 404 for anyone else\'s event, 409 when it has no date.',
      params: ZCalendarEventParams, response: { 200: ICS, ...errors, 404: ZErrorResponse, 409: ZErrorResponse },
    },
  }, async (request, reply) =>
    sendFile(reply, await organiserEventFile({ db: app.db, organiserId: currentUser(request).id, eventId: request.params.id, links: linksOf(config) })));
};

/** A provider's booking as a calendar file (mounted at /api/service-provider/calendar). */
export const providerCalendarRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.requireProvider);
  app.get('/bookings/:id', {
    schema: {
      tags, security, summary: 'One of my bookings (an accepted quote, by its id) as an .ics file',
      description: '404 for a quote that is not mine or not accepted, or whose organiser deleted their account; 409 when the event has no date.',
      params: ZCalendarBookingParams, response: { 200: ICS, ...errors, 404: ZErrorResponse, 409: ZErrorResponse },
    },
  }, async (request, reply) =>
    sendFile(reply, await providerBookingFile({ db: app.db, providerUserId: currentUser(request).id, quoteId: request.params.id, links: linksOf(config) })));
};

/** My private calendar feed (mounted at /api/calendar): managed with my session, read with its own token. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  const feedBaseUrl = `${config.appUrl}/api/calendar/feed`;

  app.get('/my-feed', {
    onRequest: app.requireUser,
    schema: { tags, security, summary: 'Whether I have a calendar feed, since when, and when a calendar last read it', response: { 200: ZCalendarFeedStateResponse, ...errors } },
  }, async (request) => ({ success: true as const, data: await getFeedState({ db: app.db, userId: currentUser(request).id }) }));

  app.post('/my-feed', {
    onRequest: app.requireUser,
    schema: {
      tags, security, summary: 'Create my calendar feed address, or replace it (the old address stops working)',
      description: 'The address carries a token shown only in this answer; the server keeps its SHA-256 alone.',
      response: { 201: ZCalendarFeedCreatedResponse, ...errors },
    },
  }, async (request, reply) => {
    const data = await createFeed({ db: app.db, userId: currentUser(request).id, feedBaseUrl });
    return reply.status(201).send({ success: true as const, message: CALENDAR_MSG.feedCreated, data });
  });

  app.delete('/my-feed', {
    onRequest: app.requireUser,
    schema: { tags, security, summary: 'Revoke my calendar feed: its address answers 404 from now on', response: { 200: ZOkResponse, ...errors } },
  }, async (request) => {
    await revokeFeed({ db: app.db, userId: currentUser(request).id });
    return { success: true as const, message: CALENDAR_MSG.feedRevoked };
  });

  app.get('/feed/:token', {
    config: { rateLimit: { max: CALENDAR_FEED_PER_MINUTE, timeWindow: '1 minute' } },
    schema: {
      tags, summary: 'A calendar feed (text/calendar) to subscribe to: an organiser\'s booked events or a provider\'s bookings',
      description:
        'No session: the token in the address is the key (an optional .ics suffix is allowed). One all-day VEVENT per booked event, ' +
        'cancelled ones with STATUS:CANCELLED. 404 for an unknown, replaced or revoked token.',
      params: ZCalendarFeedParams, response: { 200: ICS, 400: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse },
    },
  }, async (request, reply) => {
    const body = await renderFeed({ db: app.db, token: request.params.token, links: linksOf(config) });
    return reply.header('cache-control', 'private, no-cache').type(TEXT_CALENDAR).send(body);
  });
};
