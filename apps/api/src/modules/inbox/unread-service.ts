import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { TUserRole } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { chatMessages, chatReadState, chatRooms, providerProfiles } from '../../db/schema.ts';

/**
 * Unread text messages from the other party, per room the user takes part in. System messages and
 * the user's own messages never count. One grouped query.
 */
export const unreadByRoom = async (options: { db: TDb; userId: number; role: TUserRole }) => {
  const { db, userId } = options;
  const isParticipant =
    options.role === 'service_provider'
      ? sql`${chatRooms.provider_id} IN (SELECT ${providerProfiles.id} FROM ${providerProfiles} WHERE ${providerProfiles.user_id} = ${userId})`
      : eq(chatRooms.organiser_id, userId);
  const rows = await db
    .select({ room_id: chatRooms.id, unread_count: sql<number>`count(${chatMessages.id})::int` })
    .from(chatRooms)
    .innerJoin(chatMessages, eq(chatMessages.chat_room_id, chatRooms.id))
    .leftJoin(chatReadState, and(eq(chatReadState.chat_room_id, chatRooms.id), eq(chatReadState.user_id, userId)))
    .where(and(
      isParticipant,
      eq(chatMessages.message_type, 'text'),
      or(isNull(chatMessages.sender_user_id), ne(chatMessages.sender_user_id, userId)),
      gt(chatMessages.id, sql`coalesce(${chatReadState.last_read_message_id}, 0)`),
    ))
    .groupBy(chatRooms.id)
    .orderBy(chatRooms.id);
  return rows;
};
