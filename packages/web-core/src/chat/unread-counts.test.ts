import { describe, expect, it } from 'vitest';
import { addUnread, changeTotal, removeUnreadRoom, unreadIn } from './unread-counts.ts';

describe('unread counts', () => {
  it('adds to a room or lists it, and a read room leaves the list', () => {
    const rooms = addUnread(addUnread([], 4), 4);
    expect(rooms).toEqual([{ room_id: 4, unread_count: 2 }]);
    expect(unreadIn(addUnread(rooms, 5), 5)).toBe(1);
    expect(removeUnreadRoom(rooms, 4)).toEqual([]);
    expect(unreadIn(undefined, 4)).toBe(0);
  });

  it('the total never goes below 0', () => {
    expect(changeTotal(3, 1)).toBe(4);
    expect(changeTotal(1, -5)).toBe(0);
    expect(changeTotal(undefined, -1)).toBe(0);
  });
});
