import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { TNotification } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

export const listNotifications = async (options: { db: TDb; userId: number; limit: number }) => {
  const { db, userId } = options;
  const [rows, unread] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(desc(notifications.created_at), desc(notifications.id)).limit(options.limit),
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.user_id, userId), isNull(notifications.read_at))),
  ]);
  const items: TNotification[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    message: row.message,
    link: row.link,
    is_read: row.read_at !== null,
    created_at: row.created_at.toISOString(),
  }));
  return { notifications: items, unread_count: unread[0]?.n ?? 0 };
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
