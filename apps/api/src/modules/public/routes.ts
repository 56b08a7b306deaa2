import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, ZCategoriesResponse, ZContactMessageRequest, ZContactMessageResponse, ZErrorResponse, ZLocationsResponse } from '@app/contract';
import type { TConfig } from '../../config.ts';
import { listCategoriesWithSubcategories, listLocations, saveContactMessage } from './public-service.ts';

export const publicRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.get('/locations', {
    schema: { tags: ['public'], summary: 'New Zealand locations, sorted by name', response: { 200: ZLocationsResponse } },
  }, async () => ({ success: true as const, data: await listLocations(app.db) }));

  app.get('/categories/with-subcategories', {
    schema: { tags: ['public'], summary: 'Service categories with their subcategories', response: { 200: ZCategoriesResponse } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { success: true as const, data: await listCategoriesWithSubcategories(app.db) };
  });

  app.post('/contact-messages', {
    schema: { tags: ['public'], summary: 'Send a message to support', body: ZContactMessageRequest, response: { 201: ZContactMessageResponse, 400: ZErrorResponse, 429: ZErrorResponse } },
    config: { rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' } },
  }, async (request, reply) => {
    const id = await saveContactMessage({
      db: app.db,
      mailer: app.mailer,
      supportEmail: config.supportEmail,
      input: request.body,
      client: { ip: request.ip, userAgent: request.headers['user-agent'] },
    });
    return reply.status(201).send({ success: true as const, message: MSG.contactSent, id });
  });
};
