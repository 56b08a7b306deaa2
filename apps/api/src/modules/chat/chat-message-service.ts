import { CHAT_MSG, CHAT_PAGE_SIZE_MAX, type TChatMessage, type TChatMessagesResponse, type ZChatMessagesQuery, type ZChatSendBody } from '@app/contract';
import type { z } from 'zod';
import type { TDb } from '../../db/db-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadQuotingProvider } from '../provider-account/quoting-provider.ts';
import { announceMessageStored, type TListenerErrorLog } from './chat-events.ts';
import {
  advanceReadPosition, findMessageByClientId, insertTextMessage, selectMessagesAfter, selectMessagesBefore, selectReadPosition, type TChatRoomParties, type TChatUser,
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
 * Sending a message, for HTTP and any other way in. In one transaction: the user must be one of the
 * room's parties (404); a send whose client_message_id the sender already used in the room is
 * answered with that message (duplicate, even once the room has expired, as it was sent in time);
 * an expired room refuses (403 expired); the provider must still be allowed to work on the
 * marketplace (verified and active: loadQuotingProvider's 403); then the message is stored (the
 * unique index settles two identical retries at once), the room's last_message_at moves and the
 * sender's read position moves to it. After the commit, onMessageStored's listeners hear of a new
 * message (chat-events.ts).
 */
export const sendMessage = async (options: TRoomOptions & { input: z.output<typeof ZChatSendBody>; log: TListenerErrorLog }): Promise<TSentMessage> => {
  const { db, user, roomId, input } = options;
  const sent = await db.transaction(async (tx): Promise<TSentMessage> => {
    const { isExpired, ...room } = await roomOfParty(tx, { user, roomId });
    const byClientId = input.client_message_id === null ? null : { roomId, senderUserId: user.id, clientMessageId: input.client_message_id };
    const earlier = byClientId && (await findMessageByClientId(tx, byClientId));
    if (earlier) return { message: earlier, duplicate: true, room };
    if (isExpired) throw new AppError('FORBIDDEN', CHAT_MSG.expired);
    if (user.id === room.providerUserId) await loadQuotingProvider(tx, user.id);
    const message = await insertTextMessage(tx, { roomId, senderUserId: user.id, content: input.message_content, clientMessageId: input.client_message_id });
    // Nothing stored: the same send, committed by another request while this one waited on the index.
    if (!message) return { message: (await findMessageByClientId(tx, byClientId!))!, duplicate: true, room };
    await advanceReadPosition(tx, { roomId, userId: user.id, upTo: message.id });
    return { message, duplicate: false, room };
  });
  if (!sent.duplicate) announceMessageStored(db, { message: sent.message, room: sent.room }, options.log);
  return sent;
};
