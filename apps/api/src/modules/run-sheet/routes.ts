import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RUN_SHEET_MAX_LINES, RUN_SHEET_MSG, RUN_SHEET_TEXT_MAX, ZErrorResponse, ZEventRequestIdParams, ZRunSheetInput, ZRunSheetResponse, ZRunSheetSaveResponse,
} from '@app/contract';
import type { TConfig } from '../../config.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { quotingProviderGuard } from '../provider-account/provider-guard.ts';
import { getOrganiserRunSheet, getProviderRunSheet, saveRunSheet } from './run-sheet-service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const security = [{ bearer: [] }];
const tags = ['run-sheet'];

/** The run sheet of an organiser's event (mounted at /api/event-organiser/event-requests): organisers only. */
export const organiserRunSheetRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.requireOrganiser);
  const notifier = { mailer: app.mailer, providerPortalUrl: config.providerPortalUrl };

  app.get('/:id/run-sheet', {
    schema: {
      tags, security, summary: 'The day-of run sheet of one of my events, with the providers booked for it',
      description: "Version 0 and no lines until the first save. 404 for anyone else's event.",
      params: ZEventRequestIdParams, response: { 200: ZRunSheetResponse, ...errors },
    },
  }, async (request) => ({
    success: true as const,
    data: await getOrganiserRunSheet({ db: app.db, organiserId: currentUser(request).id, eventRequestId: request.params.id }),
  }));

  app.put('/:id/run-sheet', {
    schema: {
      tags, security, summary: 'Save the whole run sheet of one of my events, in order',
      description:
        `At most ${RUN_SHEET_MAX_LINES} lines; time HH:MM (24-hour); what happens 1-${RUN_SHEET_TEXT_MAX} characters on one line; ` +
        'provider_id null (me) or a provider booked for the event (an accepted quote), else 400. `version` is the one the sheet was read at: ' +
        "409 when it has been saved since (nothing is changed). 409 unless the event is submitted or active; 404 for anyone else's event. " +
        'Each booked provider is notified and e-mailed once per save that changes the sheet.',
      params: ZEventRequestIdParams, body: ZRunSheetInput, response: { 200: ZRunSheetSaveResponse, ...errors, 409: ZErrorResponse },
    },
  }, async (request) => {
    const { sheet, isChanged } = await saveRunSheet({
      db: app.db, organiserId: currentUser(request).id, eventRequestId: request.params.id, input: request.body, notifier,
    });
    return { success: true as const, message: isChanged ? RUN_SHEET_MSG.saved : RUN_SHEET_MSG.unchanged, data: sheet };
  });
};

/** The run sheets of the events a provider is booked for (mounted at /api/service-provider/event-requests): verified, active providers only. */
export const providerRunSheetRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app) => {
  const guard = quotingProviderGuard(app);
  for (const hook of guard.hooks) app.addHook('onRequest', hook);

  app.get('/:id/run-sheet', {
    schema: {
      tags, security, summary: 'The run sheet of an event I am booked for (read-only), my lines marked is_mine',
      description: 'Only for a provider whose quote on the event was accepted: 404 for any other.',
      params: ZEventRequestIdParams, response: { 200: ZRunSheetResponse, ...errors },
    },
  }, async (request) => ({
    success: true as const,
    data: await getProviderRunSheet({ db: app.db, provider: guard.providerOf(request), eventRequestId: request.params.id }),
  }));
};
