import { CHAT_MSG, type TChatReadResponse, type TChatRoom } from '@app/contract';
import type { TDb, TDbOrTx } from '../../db/db-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { unreadByRoom } from '../inbox/unread-service.ts';
import { announceMessagesRead, type TListenerErrorLog } from './chat-events.ts';
import { advanceReadPosition, findRoomParties, selectRooms, type TChatUser } from './chat-queries.ts';

type TUserOptions = { db: TDb; user: TChatUser };

/**
 * The room if the user is one of its two parties (its organiser, or the user of its provider);
 * otherwise 404, the same as for a room that does not exist, so room ids tell strangers nothing.
 */
export const roomOfParty = async (db: TDbOrTx, options: { user: TChatUser; roomId: number }) => {
  const room = await findRoomParties(db, options.roomId);
  if (!room || (room.organiserUserId !== options.user.id && room.providerUserId !== options.user.id)) {
    throw new AppError('NOT_FOUND', CHAT_MSG.roomNotFound);
  }
  return room;
};

/** GET /chat/rooms: the user's rooms, newest activity first, with the inbox's unread counts. */
export const listRooms = async (options: TUserOptions): Promise<TChatRoom[]> => {
  const { db, user } = options;
  const [rooms, unread] = await Promise.all([selectRooms(db, user), unreadByRoom({ db, userId: user.id, role: user.role })]);
  const unreadOf = new Map(unread.map((room) => [room.room_id, room.unread_count]));
  return rooms.map((room) => ({ ...room, unread_count: unreadOf.get(room.id) ?? 0 }));
};

/**
 * PATCH /chat/rooms/{roomId}/read: the user has read everything in the room up to its newest
 * message. onMessagesRead's listeners hear of it ('Seen' for the other party).
 */
export const markRoomRead = async (options: TUserOptions & { roomId: number; log: TListenerErrorLog }): Promise<TChatReadResponse['data']> => {
  const { db, user, roomId } = options;
  const { isExpired: _isExpired, ...room } = await roomOfParty(db, { user, roomId });
  const lastRead = await advanceReadPosition(db, { roomId, userId: user.id });
  announceMessagesRead(db, { room, userId: user.id, lastReadMessageId: lastRead }, options.log);
  return { room_id: roomId, last_read_message_id: lastRead, unread_count: 0 };
};
