import { sql } from 'drizzle-orm';
import { QUOTE_REQUEST_CHAT_DAYS, QUOTE_REQUEST_CHAT_DAYS_AFTER_EVENT } from '@app/contract';
import type { TDbOrTx } from '../db/db-types.ts';

export type TChatLine = { senderUserId: number | null; content: string | null; type: 'text' | 'system' };

/**
 * The chat room of one event and one provider, opened or reused (unique per event and provider, so
 * two requests at once share one). It stays open until QUOTE_REQUEST_CHAT_DAYS from now, or until
 * the end of the QUOTE_REQUEST_CHAT_DAYS_AFTER_EVENT-th day after the event in New Zealand if that
 * is later; an existing room is never shortened. Used by invitations (quote-requests) and quotes.
 */
export const openChatRoom = async (db: TDbOrTx, room: { eventRequestId: number; organiserId: number; providerId: number; eventDate: string | null }) => {
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO chat_rooms (event_request_id, organiser_id, provider_id, expires_at)
    VALUES (${room.eventRequestId}, ${room.organiserId}, ${room.providerId}, greatest(
      now() + make_interval(days => ${QUOTE_REQUEST_CHAT_DAYS}::int),
      CASE WHEN ${room.eventDate}::date IS NULL THEN NULL
           ELSE ((${room.eventDate}::date + ${QUOTE_REQUEST_CHAT_DAYS_AFTER_EVENT + 1}::int)::timestamp AT TIME ZONE 'Pacific/Auckland') END))
    ON CONFLICT (event_request_id, provider_id) DO UPDATE SET expires_at = greatest(chat_rooms.expires_at, EXCLUDED.expires_at)
    RETURNING id`);
  return Number(rows[0]!.id);
};

/**
 * Appends lines to a room in the given order (lines without content are skipped), moves the room's
 * last_message_at, and marks them read for `readBy` (the person whose action wrote them). Returns
 * the id of the last line written.
 */
export const postChatLines = async (db: TDbOrTx, options: { roomId: number; lines: TChatLine[]; readBy: number }) => {
  const { roomId, lines, readBy } = options;
  const values = sql.join(
    lines.map((line, index) => sql`(${index}::int, ${line.senderUserId}::int, ${line.content}::text, ${line.type}::text)`),
    sql`, `,
  );
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO chat_messages (chat_room_id, sender_user_id, message_content, message_type)
    SELECT ${roomId}, m.sender, m.content, m.kind::message_type
    FROM (VALUES ${values}) AS m(ord, sender, content, kind)
    WHERE m.content IS NOT NULL
    ORDER BY m.ord
    RETURNING id`);
  const lastMessageId = Math.max(0, ...rows.map((m) => Number(m.id)));
  await db.execute(sql`UPDATE chat_rooms SET last_message_at = now() WHERE id = ${roomId}`);
  await db.execute(sql`
    INSERT INTO chat_read_state (chat_room_id, user_id, last_read_message_id) VALUES (${roomId}, ${readBy}, ${lastMessageId})
    ON CONFLICT (chat_room_id, user_id) DO UPDATE SET last_read_message_id = greatest(chat_read_state.last_read_message_id, EXCLUDED.last_read_message_id), updated_at = now()`);
  return lastMessageId;
};
