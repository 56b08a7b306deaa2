// dashboard.md §3 Chat expiry: what a room's expires_at reads as, now.
import { CHAT_EXPIRY_URGENT_HOURS, CHAT_MSG } from '@app/contract';

export type TChatExpiry = { status: 'expired' | 'urgent' | 'open'; label: string };

const HOUR_MS = 3_600_000;
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} left`;

/** 0 hours or less: Expired. CHAT_EXPIRY_URGENT_HOURS or less: hours left (urgent). Otherwise: days left. Both count a started hour or day. */
export const chatExpiry = (expiresAt: string, now: Date = new Date()): TChatExpiry => {
  const hours = (Date.parse(expiresAt) - now.getTime()) / HOUR_MS;
  if (!(hours > 0)) return { status: 'expired', label: CHAT_MSG.expiredLabel };
  if (hours <= CHAT_EXPIRY_URGENT_HOURS) return { status: 'urgent', label: plural(Math.max(1, Math.ceil(hours)), 'hour') };
  return { status: 'open', label: plural(Math.ceil(hours / 24), 'day') };
};
