import { UNREAD_BADGE_CAP } from '@app/contract';

/** An unread count as a badge shows it (the Messages tab, the portal's bell): hidden (null) at 0, the count up to 99, then '99+'. */
export const unreadBadgeText = (count: number | null | undefined): string | null => {
  if (!count || count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
};
