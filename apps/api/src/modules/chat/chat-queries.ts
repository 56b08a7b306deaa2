import { sql, type SQL } from 'drizzle-orm';
import { CHAT_PREVIEW_LENGTH, type TChatMessage, type TChatMessagePreview, type TChatRoom, type TUserRole } from '@app/contract';
import type { TDbOrTx } from '../../db/db-types.ts';
import { queryRows } from '../../db/raw-query.ts';
import { organiserAccountLive } from '../../lib/organiser-visibility.ts';
import { isoTimestamp } from '../../lib/sql-values.ts';

// Every statement here runs with each message sent, each room opened and each read mark, and its text
// varies only with a choice (the side asking, whether a position is given): all are prepared (ADR 012's
// addendum), so PostgreSQL plans each shape once per connection.

/** Whoever asks: a room's organiser (users.id) or its provider (through the provider profile of the user). */
export type TChatUser = { id: number; role: TUserRole };

/** A room and its two parties, by user id. */
export type TChatRoomParties = {
  roomId: number;
  eventRequestId: number;
  organiserUserId: number;
  providerUserId: number;
  providerId: number;
};

type TMessageRow = Omit<TChatMessage, 'id'> & { id: number | string };

const toMessage = (row: TMessageRow): TChatMessage => ({ ...row, id: Number(row.id) });

const MESSAGE_COLUMNS = sql`m.id, m.chat_room_id, m.sender_user_id, m.message_content, m.message_type::text AS message_type,
  ${isoTimestamp(sql`m.created_at`)} AS created_at, m.client_message_id`;

/** The room with its parties and whether it has expired (by the database's clock), or null. */
export const findRoomParties = async (db: TDbOrTx, roomId: number): Promise<(TChatRoomParties & { isExpired: boolean }) | null> => {
  const [row] = await queryRows<{ id: number; event_request_id: number; organiser_id: number; provider_id: number; provider_user_id: number; is_expired: boolean }>(db, sql`
    SELECT r.id, r.event_request_id, r.organiser_id, r.provider_id, p.user_id AS provider_user_id, r.expires_at <= now() AS is_expired
    FROM chat_rooms r JOIN provider_profiles p ON p.id = r.provider_id
    WHERE r.id = ${roomId} AND ${organiserAccountLive(sql`r.organiser_id`)}`, { isPrepared: true });
  if (!row) return null;
  return {
    roomId: row.id, eventRequestId: row.event_request_id, organiserUserId: row.organiser_id, providerUserId: row.provider_user_id, providerId: row.provider_id,
    isExpired: row.is_expired,
  };
};

/**
 * How each side of a room reads the other: the organiser sees the provider's business name; the
 * provider sees the organiser as the request inbox shows them (provider-request-queries.ts'
 * organiserDisplayName): the first name of an individual, a business's name.
 */
const sides = (user: TChatUser) =>
  user.role === 'service_provider'
    ? {
      scope: sql`r.provider_id IN (SELECT pp.id FROM provider_profiles pp WHERE pp.user_id = ${user.id}) AND ${organiserAccountLive(sql`r.organiser_id`)}`,
      otherUserId: sql`r.organiser_id`,
      otherRole: 'event_organiser' as const,
      otherName: sql`(CASE WHEN e.organiser_type = 'business'
        THEN coalesce(nullif(btrim(op.business_name), ''), nullif(btrim(e.organiser_name), ''), 'An organiser')
        ELSE coalesce(nullif(btrim(op.first_name), ''), nullif(split_part(btrim(coalesce(e.organiser_name, '')), ' ', 1), ''), 'An organiser') END)`,
    }
    : { scope: sql`r.organiser_id = ${user.id}`, otherUserId: sql`p.user_id`, otherRole: 'service_provider' as const, otherName: sql`p.business_name` };

type TRoomRow = Omit<TChatRoom, 'chat_room_id' | 'last_message' | 'unread_count' | 'other_party_role' | 'other_last_read_message_id'> & {
  other_last_read_message_id: number | string;
  last_id: number | string | null;
  last_sender_user_id: number | null;
  last_content: string | null;
  last_type: TChatMessagePreview['message_type'] | null;
  last_created_at: string | null;
};

/**
 * The user's rooms, the newest activity first (the last message, else the opening), each with its
 * last message (text cut to CHAT_PREVIEW_LENGTH characters) and the other party's read position.
 * Unread counts are the inbox's (unreadByRoom), added by the service.
 */
export const selectRooms = async (db: TDbOrTx, user: TChatUser): Promise<Omit<TChatRoom, 'unread_count'>[]> => {
  const side = sides(user);
  const rows = await queryRows<TRoomRow>(db, sql`
    SELECT r.id, r.event_request_id, e.title AS event_title, e.event_date::text AS event_date,
      ${side.otherName} AS other_party_name, ${side.otherUserId} AS other_party_user_id,
      ${isoTimestamp(sql`r.expires_at`)} AS expires_at, r.expires_at <= now() AS is_expired,
      CASE WHEN r.last_message_at IS NULL THEN NULL ELSE ${isoTimestamp(sql`r.last_message_at`)} END AS last_message_at,
      lm.id AS last_id, lm.sender_user_id AS last_sender_user_id, lm.message_type::text AS last_type,
      CASE WHEN char_length(lm.message_content) > ${CHAT_PREVIEW_LENGTH}::int
        THEN left(lm.message_content, ${CHAT_PREVIEW_LENGTH - 1}::int) || '…' ELSE lm.message_content END AS last_content,
      CASE WHEN lm.id IS NULL THEN NULL ELSE ${isoTimestamp(sql`lm.created_at`)} END AS last_created_at,
      coalesce(theirs.last_read_message_id, 0) AS other_last_read_message_id
    FROM chat_rooms r
    JOIN event_requests e ON e.id = r.event_request_id
    JOIN provider_profiles p ON p.id = r.provider_id
    LEFT JOIN organiser_profiles op ON op.user_id = r.organiser_id
    LEFT JOIN LATERAL (
      SELECT m.id, m.sender_user_id, m.message_type, m.message_content, m.created_at
      FROM chat_messages m WHERE m.chat_room_id = r.id ORDER BY m.id DESC LIMIT 1
    ) lm ON true
    LEFT JOIN chat_read_state theirs ON theirs.chat_room_id = r.id AND theirs.user_id = ${side.otherUserId}
    WHERE ${side.scope}
    ORDER BY coalesce(r.last_message_at, r.created_at) DESC, r.id DESC`, { isPrepared: true });
  return rows.map(({ last_id, last_sender_user_id, last_content, last_type, last_created_at, ...row }) => ({
    ...row,
    chat_room_id: row.id,
    other_party_role: side.otherRole,
    other_last_read_message_id: Number(row.other_last_read_message_id),
    last_message: last_id === null
      ? null
      : { id: Number(last_id), sender_user_id: last_sender_user_id, message_content: last_content!, message_type: last_type!, created_at: last_created_at! },
  }));
};

/** Up to `limit` messages of the room before message `before` (the newest without it), newest first, and whether older ones exist. */
export const selectMessagesBefore = async (db: TDbOrTx, options: { roomId: number; before?: number; limit: number }) => {
  const { roomId, before, limit } = options;
  const rows = await queryRows<TMessageRow>(db, sql`
    SELECT ${MESSAGE_COLUMNS}
    FROM chat_messages m
    WHERE m.chat_room_id = ${roomId} ${before === undefined ? sql`` : sql`AND m.id < ${before}`}
    ORDER BY m.id DESC
    LIMIT ${limit + 1}`, { isPrepared: true });
  return { newestFirst: rows.slice(0, limit).map(toMessage), hasMore: rows.length > limit };
};

/** Up to `limit` messages of the room after message `after`, oldest first (a reconnecting client's catch-up). */
export const selectMessagesAfter = async (db: TDbOrTx, options: { roomId: number; after: number; limit: number }) => {
  const rows = await queryRows<TMessageRow>(db, sql`
    SELECT ${MESSAGE_COLUMNS}
    FROM chat_messages m
    WHERE m.chat_room_id = ${options.roomId} AND m.id > ${options.after}
    ORDER BY m.id
    LIMIT ${options.limit}`, { isPrepared: true });
  return rows.map(toMessage);
};

/** A user's read position in a room (0: nothing read). */
export const selectReadPosition = async (db: TDbOrTx, options: { roomId: number; userId: number }) => {
  const [row] = await queryRows<{ last_read_message_id: number | string }>(db, sql`
    SELECT last_read_message_id FROM chat_read_state WHERE chat_room_id = ${options.roomId} AND user_id = ${options.userId}`, { isPrepared: true });
  return row ? Number(row.last_read_message_id) : 0;
};

/** The message a sender stored in a room under its client_message_id, or null. */
export const findMessageByClientId = async (db: TDbOrTx, options: { roomId: number; senderUserId: number; clientMessageId: string }) => {
  const [row] = await queryRows<TMessageRow>(db, sql`
    SELECT ${MESSAGE_COLUMNS} FROM chat_messages m
    WHERE m.chat_room_id = ${options.roomId} AND m.sender_user_id = ${options.senderUserId} AND m.client_message_id = ${options.clientMessageId}`, { isPrepared: true });
  return row ? toMessage(row) : null;
};

/**
 * Stores a text message, unless the sender already stored one in the room under the same
 * client_message_id (the unique partial index chat_messages_client_message decides, also between
 * two sends at once): then null. In the same statement, so a send is one round trip to the
 * database: the room's last_message_at becomes the message's time and the sender's read position
 * moves to the message (never back).
 */
export const insertTextMessage = async (db: TDbOrTx, options: { roomId: number; senderUserId: number; content: string; clientMessageId: string | null }) => {
  const { roomId, senderUserId, content, clientMessageId } = options;
  const [row] = await queryRows<TMessageRow>(db, sql`
    WITH m AS (
      INSERT INTO chat_messages (chat_room_id, sender_user_id, message_content, message_type, client_message_id)
      VALUES (${roomId}, ${senderUserId}, ${content}, 'text', ${clientMessageId})
      ON CONFLICT (chat_room_id, sender_user_id, client_message_id) WHERE client_message_id IS NOT NULL DO NOTHING
      RETURNING *
    ), room AS (
      UPDATE chat_rooms SET last_message_at = now() WHERE id = ${roomId} AND EXISTS (SELECT 1 FROM m)
    ), seen AS (
      INSERT INTO chat_read_state AS s (chat_room_id, user_id, last_read_message_id)
      SELECT m.chat_room_id, m.sender_user_id, m.id FROM m
      ON CONFLICT (chat_room_id, user_id) DO UPDATE
        SET last_read_message_id = greatest(s.last_read_message_id, EXCLUDED.last_read_message_id), updated_at = now()
    )
    SELECT ${MESSAGE_COLUMNS} FROM m`, { isPrepared: true });
  return row ? toMessage(row) : null;
};

/**
 * Moves the user's read position in the room forward to `upTo` (a message id, or by default the
 * room's newest message); never back. Returns the position now stored.
 */
export const advanceReadPosition = async (db: TDbOrTx, options: { roomId: number; userId: number; upTo?: number }) => {
  const { roomId, userId } = options;
  const upTo: SQL = options.upTo === undefined
    ? sql`(SELECT coalesce(max(m.id), 0) FROM chat_messages m WHERE m.chat_room_id = ${roomId})`
    : sql`${options.upTo}::bigint`;
  const [row] = await queryRows<{ last_read_message_id: number | string }>(db, sql`
    INSERT INTO chat_read_state AS s (chat_room_id, user_id, last_read_message_id) VALUES (${roomId}, ${userId}, ${upTo})
    ON CONFLICT (chat_room_id, user_id) DO UPDATE
      SET last_read_message_id = greatest(s.last_read_message_id, EXCLUDED.last_read_message_id), updated_at = now()
    RETURNING last_read_message_id`, { isPrepared: true });
  return Number(row!.last_read_message_id);
};
