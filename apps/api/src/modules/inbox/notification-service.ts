import { and, eq, isNull } from 'drizzle-orm';
import type { TNotification } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { constantStatement } from '../../db/raw-query.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoTimestampText } from '../../lib/sql-values.ts';

type TNotificationRow = Omit<TNotification, 'is_read'> & { is_read: boolean; unread_count: number };

/**
 * The user's latest notifications ($1, at most $2), newest first, each row with the user's unread
 * count (no notification at all: no rows, and nothing unread). Polled with the unread chat counts by
 * every signed-in page (UNREAD_POLL_MS): one prepared statement, where two drizzle queries were
 * parsed and planned on every poll.
 */
const latestNotifications = constantStatement<TNotificationRow>('latest_notifications', `
  select n.id, n.type, n.message, n.link, n.read_at is not null as is_read,
    ${isoTimestampText('n.created_at')} as created_at,
    (select count(*)::int from notifications u where u.user_id = $1 and u.read_at is null) as unread_count
  from notifications n
  where n.user_id = $1
  order by n.created_at desc, n.id desc
  limit $2`);

export const listNotifications = async (options: { db: TDb; userId: number; limit: number }) => {
  const rows = await latestNotifications(options.db, [options.userId, options.limit]);
  const items: TNotification[] = rows.map((row) => ({
    id: row.id, type: row.type, message: row.message, link: row.link, is_read: row.is_read, created_at: row.created_at,
  }));
  return { notifications: items, unread_count: rows[0]?.unread_count ?? 0 };
};

/** Marks one of the user's notifications read; someone else's answers 404 like a missing one. */
export const markNotificationRead = async (options: { db: TDb; userId: number; id: number }) => {
  const [row] = await options.db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(eq(notifications.id, options.id), eq(notifications.user_id, options.userId)))
    .returning({ id: notifications.id });
  if (!row) throw new AppError('NOT_FOUND', 'Notification not found');
};

export const markAllNotificationsRead = async (options: { db: TDb; userId: number }) => {
  await options.db.update(notifications).set({ read_at: new Date() }).where(and(eq(notifications.user_id, options.userId), isNull(notifications.read_at)));
};
