import type { TUserRole } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { constantStatement } from '../../db/raw-query.ts';

type TUnreadRoom = { room_id: number; unread_count: number };

/**
 * Unread text messages from the other party ($1, the user), per room of the rooms `rooms` names.
 * System messages and the user's own messages never count.
 */
const unreadStatement = (name: string, rooms: string) => constantStatement<TUnreadRoom>(name, `
  select r.id as room_id, count(m.id)::int as unread_count
  from chat_rooms r
  join chat_messages m on m.chat_room_id = r.id
  left join chat_read_state rs on rs.chat_room_id = r.id and rs.user_id = $1
  where ${rooms}
    and m.message_type = 'text'
    and (m.sender_user_id is null or m.sender_user_id <> $1)
    and m.id > coalesce(rs.last_read_message_id, 0)
  group by r.id
  order by r.id`);

// Polled by every signed-in dashboard and portal (UNREAD_POLL_MS): prepared statements, planned once
// per connection; built with drizzle's query builder they were parsed and planned on every poll
// (about ten times the database CPU of the session lookup).
const unreadOfOrganiser = unreadStatement('unread_by_room_organiser', 'r.organiser_id = $1');
const unreadOfProvider = unreadStatement('unread_by_room_provider', 'r.provider_id in (select p.id from provider_profiles p where p.user_id = $1)');

/** Unread text messages from the other party, per room the user takes part in. One grouped statement. */
export const unreadByRoom = async (options: { db: TDb; userId: number; role: TUserRole }): Promise<TUnreadRoom[]> =>
  (options.role === 'service_provider' ? unreadOfProvider : unreadOfOrganiser)(options.db, [options.userId]);
