import { CHAT_MSG, CHAT_PAGE_SIZE_MAX, type TChatMessage, type TChatMessagesResponse, type ZChatMessagesQuery, type ZChatSendBody } from '@app/contract';
import type { z } from 'zod';
import type { TDb } from '../../db/db-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadQuotingProvider } from '../provider-account/quoting-provider.ts';
import { announceMessageStored, type TListenerErrorLog } from './chat-events.ts';
import {
  findMessageByClientId, insertTextMessage, selectMessagesAfter, selectMessagesBefore, selectReadPosition, type TChatRoomParties, type TChatUser,
} from './chat-queries.ts';
import { roomOfParty } from './chat-room-service.ts';

type TRoomOptions = { db: TDb; user: TChatUser; roomId: number };

/**
 * GET /chat/rooms/{roomId}/messages: one page, oldest first, of the messages before `before` (the
 * newest page without it), so a conversation opens at its end and scrolls back page by page.
 */
export const listMessages = async (options: TRoomOptions & { query: z.output<typeof ZChatMessagesQuery> }): Promise<TChatMessagesResponse['data']> => {
  const { db, user, roomId, query } = options;
  await roomOfParty(db, { user, roomId });
  const { newestFirst, hasMore } = await selectMessagesBefore(db, { roomId, before: query.before, limit: query.limit });
  const data = newestFirst.reverse();
  return { data, has_more: hasMore, next_before: hasMore ? data[0]!.id : null };
};

/**
 * Opening a room live (the real-time join): the room if the user is a party (404 otherwise), the
 * other party, their read position ('Seen'), and the messages after `lastSeenId` (oldest first, at
 * most CHAT_PAGE_SIZE_MAX) for a client catching up after a reconnect; none without it.
 */
export const openRoomFeed = async (options: TRoomOptions & { lastSeenId?: number }) => {
  const { db, user, roomId, lastSeenId } = options;
  const { isExpired: _isExpired, ...room } = await roomOfParty(db, { user, roomId });
  const otherUserId = room.organiserUserId === user.id ? room.providerUserId : room.organiserUserId;
  const [otherLastReadMessageId, missed] = await Promise.all([
    selectReadPosition(db, { roomId, userId: otherUserId }),
    lastSeenId === undefined ? Promise.resolve([]) : selectMessagesAfter(db, { roomId, after: lastSeenId, limit: CHAT_PAGE_SIZE_MAX }),
  ]);
  return { room, otherUserId, otherLastReadMessageId, missed };
};

export type TSentMessage = {
  message: TChatMessage;
  /** A retried send (same sender, room and client_message_id): the message stored the first time. */
  duplicate: boolean;
  room: TChatRoomParties;
};

/**
 * Sending a message, for HTTP and any other way in. The user must be one of the room's parties
 * (404). An expired room refuses (403 expired), except a send whose client_message_id the sender
 * already used in the room: that is answered with the stored message (duplicate), as it was sent in
 * time. The provider must still be allowed to work on the marketplace (verified and active:
 * loadQuotingProvider's 403). Then one statement stores the message, moves the room's
 * last_message_at and the sender's read position, or stores nothing when the sender already used
 * the client_message_id in the room (the unique index settles two identical retries at once): that
 * send is answered with the stored message. After the commit, onMessageStored's listeners hear of a
 * new message (chat-events.ts). The checks and the write are separate statements, not one
 * transaction: a room that expires, or a business deactivated, in the milliseconds between them
 * lets that one message in, which its sender had every reason to think went in time.
 */
export const sendMessage = async (options: TRoomOptions & { input: z.output<typeof ZChatSendBody>; log: TListenerErrorLog }): Promise<TSentMessage> => {
  const { db, user, roomId, input } = options;
  const { isExpired, ...room } = await roomOfParty(db, { user, roomId });
  const byClientId = input.client_message_id === null ? null : { roomId, senderUserId: user.id, clientMessageId: input.client_message_id };
  const earlier = async () => (byClientId ? findMessageByClientId(db, byClientId) : null);
  let sent: TSentMessage;
  if (isExpired) {
    const stored = await earlier();
    if (!stored) throw new AppError('FORBIDDEN', CHAT_MSG.expired);
    sent = { message: stored, duplicate: true, room };
  } else {
    if (user.id === room.providerUserId) await loadQuotingProvider(db, user.id);
    const message = await insertTextMessage(db, { roomId, senderUserId: user.id, content: input.message_content, clientMessageId: input.client_message_id });
    sent = message ? { message, duplicate: false, room } : { message: (await earlier())!, duplicate: true, room };
  }
  if (!sent.duplicate) announceMessageStored(db, { message: sent.message, room: sent.room }, options.log);
  return sent;
};
