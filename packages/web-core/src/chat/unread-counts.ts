// dashboard.md §4 Unread count: the total and the per-room counts, changed as messages arrive and
// rooms are read; neither goes below 0, and a room at 0 leaves the list.
import type { z } from 'zod';
import type { ZUnreadRoom } from '@app/contract';

export type TUnreadRoom = z.infer<typeof ZUnreadRoom>;

/** One more unread message in a room. */
export const addUnread = (rooms: readonly TUnreadRoom[], roomId: number, by = 1): TUnreadRoom[] => {
  const found = rooms.some((room) => room.room_id === roomId);
  if (!found) return [...rooms, { room_id: roomId, unread_count: by }];
  return rooms.map((room) => (room.room_id === roomId ? { ...room, unread_count: room.unread_count + by } : room));
};

/** A room read: it leaves the list. */
export const removeUnreadRoom = (rooms: readonly TUnreadRoom[], roomId: number): TUnreadRoom[] => rooms.filter((room) => room.room_id !== roomId);

/** How many unread messages a room holds in the list (0 when it is not there). */
export const unreadIn = (rooms: readonly TUnreadRoom[] | undefined, roomId: number): number =>
  rooms?.find((room) => room.room_id === roomId)?.unread_count ?? 0;

/** The total after a change, never below 0. */
export const changeTotal = (total: number | undefined, by: number): number => Math.max(0, (total ?? 0) + by);
