import { z } from 'zod';
import { positiveInt } from './query-values.ts';

export const INBOX_MSG = {
  invalidNotificationId: 'Notification id must be a positive whole number',
  notificationNotFound: 'Notification not found',
} as const;

/** Unread chat counts (dashboard.md §3 'Unread counts', §7 Chat). */
export const ZUnreadCountResponse = z.object({ success: z.literal(true), data: z.object({ unread_count: z.number().int().min(0) }) });
export type TUnreadCountResponse = z.infer<typeof ZUnreadCountResponse>;
export const ZUnreadRoom = z.object({ room_id: z.number().int(), unread_count: z.number().int().min(1) });
export const ZUnreadRoomsResponse = z.object({ success: z.literal(true), data: z.object({ unread_rooms: z.array(ZUnreadRoom) }) });
export type TUnreadRoomsResponse = z.infer<typeof ZUnreadRoomsResponse>;

/** The header's notifications bell. */
export const ZNotificationType = z.enum(['success', 'error', 'warning', 'info']);
export const ZNotification = z.object({
  id: z.number().int(),
  type: ZNotificationType,
  message: z.string(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });
export const ZNotificationsResponse = z.object({
  success: z.literal(true),
  data: z.object({ notifications: z.array(ZNotification), unread_count: z.number().int().min(0) }),
});
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;
/** A malformed id (not a whole number from 1 to PG_INT_MAX) is a 400; a well-formed id that is not mine is a 404. */
export const ZNotificationIdParams = z.object({ id: positiveInt(INBOX_MSG.invalidNotificationId) });
