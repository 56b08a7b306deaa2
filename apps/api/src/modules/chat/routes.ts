import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ZChatMessagesQuery, ZChatMessagesResponse, ZChatReadResponse, ZChatRoomIdParams, ZChatRoomsResponse, ZChatSendBody, ZChatSendResponse, ZErrorResponse,
} from '@app/contract';
import { currentUser } from '../../plugins/auth-guard.ts';
import { listMessages, sendMessage } from './chat-message-service.ts';
import { listRooms, markRoomRead } from './chat-room-service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const security = [{ bearer: [] }];
const PARTIES_ONLY =
  "Only the room's organiser and provider: anyone else gets 404, as for a room that does not exist. " +
  'A provider reads its rooms whether or not its business is verified and active; sending needs both.';

/**
 * Chat rooms between an organiser and a provider (mounted at /api/chat, beside the inbox's unread
 * counts): organisers and providers alike, each in the rooms they take part in.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const tags = ['chat'];
  const as = (request: FastifyRequest) => {
    const { id, role } = currentUser(request);
    return { db: app.db, user: { id, role } };
  };

  app.get('/rooms', {
    schema: {
      tags, security, summary: 'My chat rooms, the newest activity first',
      description:
        "The rooms where I am the organiser, or the provider through my business. Each has the other party's name, the event's title and date, " +
        'when it expires (is_expired once past: read-only), its last message (text cut to 120 characters), my unread count and the other party\'s read position. ' +
        'Rooms are in data.data.',
      response: { 200: ZChatRoomsResponse, ...errors },
    },
  }, async (request) => ({ success: true as const, data: { data: await listRooms(as(request)) } }));

  app.get('/rooms/:roomId/messages', {
    schema: {
      tags, security, summary: 'A page of one room\'s messages, oldest first',
      description:
        'Without `before`, the newest `limit` messages (default 50, at most 100); with it, those before that message id. ' +
        `has_more tells whether older ones exist; next_before is the \`before\` of the page before this one. ${PARTIES_ONLY}`,
      params: ZChatRoomIdParams, querystring: ZChatMessagesQuery, response: { 200: ZChatMessagesResponse, ...errors },
    },
  }, async (request) => ({
    success: true as const,
    data: await listMessages({ ...as(request), roomId: request.params.roomId, query: request.query }),
  }));

  app.post('/rooms/:roomId/messages', {
    schema: {
      tags, security, summary: 'Send a message to one of my rooms',
      description:
        'message_content is trimmed, must not be blank and has at most 5,000 characters. A send with a client_message_id this sender already used in ' +
        'the room stores nothing and answers 200 with the stored message and duplicate: true (201 otherwise), so a retry is safe. ' +
        'An expired room answers 403 (This chat has expired and messages can no longer be sent); so does a provider whose business is awaiting ' +
        `verification or not active. ${PARTIES_ONLY}`,
      params: ZChatRoomIdParams, body: ZChatSendBody, response: { 200: ZChatSendResponse, 201: ZChatSendResponse, ...errors },
    },
  }, async (request, reply) => {
    const sent = await sendMessage({ ...as(request), roomId: request.params.roomId, input: request.body, log: request.log });
    return reply.status(sent.duplicate ? 200 : 201).send({ success: true as const, data: sent.message, duplicate: sent.duplicate });
  });

  app.patch('/rooms/:roomId/read', {
    schema: {
      tags, security, summary: 'Mark one of my rooms read up to its newest message',
      description: `My read position never moves back. ${PARTIES_ONLY}`,
      params: ZChatRoomIdParams, response: { 200: ZChatReadResponse, ...errors },
    },
  }, async (request) => ({ success: true as const, data: await markRoomRead({ ...as(request), roomId: request.params.roomId, log: request.log }) }));
};
