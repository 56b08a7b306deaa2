import { sql, type SQL } from 'drizzle-orm';

/**
 * When the provider of the quote_invitations row `alias` first replied for its event: their first
 * quote or their first own chat message in the event's room, whichever came first; null while
 * neither exists. The organiser's list of invitations, the reminders and the medians all read it.
 */
export const firstReplyAt = (alias: string): SQL => {
  const qi = sql.raw(alias);
  return sql`least(
    (SELECT min(q.created_at) FROM quotes q WHERE q.provider_id = ${qi}.provider_id AND q.event_request_id = ${qi}.event_request_id),
    (SELECT min(m.created_at) FROM chat_rooms r
      JOIN provider_profiles rp ON rp.id = r.provider_id
      JOIN chat_messages m ON m.chat_room_id = r.id AND m.sender_user_id = rp.user_id AND m.message_type = 'text'
      WHERE r.event_request_id = ${qi}.event_request_id AND r.provider_id = ${qi}.provider_id))`;
};
