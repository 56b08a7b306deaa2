import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZErrorResponse, ZNotificationIdParams, ZNotificationsQuery, ZNotificationsResponse, ZOkResponse, ZUnreadCountResponse, ZUnreadRoomsResponse,
} from '@app/contract';
import { currentUser } from '../../plugins/auth-guard.ts';
import { unreadByRoom } from './unread-service.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notification-service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const security = [{ bearer: [] }];

/** Unread chat counts (mounted at /api/chat). */
export const unreadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get('/unread-count', {
    schema: { tags: ['chat'], security, summary: 'Unread messages across my chat rooms', response: { 200: ZUnreadCountResponse, ...errors } },
  }, async (request) => {
    const user = currentUser(request);
    const rooms = await unreadByRoom({ db: app.db, userId: user.id, role: user.role });
    return { success: true as const, data: { unread_count: rooms.reduce((sum, room) => sum + room.unread_count, 0) } };
  });

  app.get('/unread-counts-per-room', {
    schema: { tags: ['chat'], security, summary: 'Unread messages per chat room (rooms with none are left out)', response: { 200: ZUnreadRoomsResponse, ...errors } },
  }, async (request) => {
    const user = currentUser(request);
    return { success: true as const, data: { unread_rooms: await unreadByRoom({ db: app.db, userId: user.id, role: user.role }) } };
  });
};

/** The notifications bell (mounted at /api/notifications). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get('/', {
    schema: { tags: ['notifications'], security, summary: 'My latest notifications, newest first', querystring: ZNotificationsQuery, response: { 200: ZNotificationsResponse, ...errors } },
  }, async (request) => ({ success: true as const, data: await listNotifications({ db: app.db, userId: currentUser(request).id, limit: request.query.limit }) }));

  app.patch('/:id/read', {
    schema: { tags: ['notifications'], security, summary: 'Mark one notification read', params: ZNotificationIdParams, response: { 200: ZOkResponse, ...errors } },
  }, async (request) => {
    await markNotificationRead({ db: app.db, userId: currentUser(request).id, id: request.params.id });
    return { success: true as const };
  });

  app.post('/read-all', {
    schema: { tags: ['notifications'], security, summary: 'Mark all my notifications read', response: { 200: ZOkResponse, ...errors } },
  }, async (request) => {
    await markAllNotificationsRead({ db: app.db, userId: currentUser(request).id });
    return { success: true as const };
  });
};
