import { z } from 'zod';

// Response times: how fast a provider answers an organiser's invitation to quote (their first quote
// or chat message for that event), as a median over the last 90 days on the provider's card, page
// and quotes; and one e-mail reminder to an invited provider who has not replied within 24 hours,
// the landing page's promise. The API keeps the median (modules/response-times).

/** The medians read the invitations of this many days back. */
export const REPLY_TIME_WINDOW_DAYS = 90;
/** Fewer invitations in the window than this give no median: "Usually replies within" needs a habit. */
export const REPLY_TIME_MIN_INVITATIONS = 3;
/** An invitation unanswered this long gets its one reminder, and counts in the median with the time it has waited. */
export const REPLY_REMINDER_AFTER_HOURS = 24;
/** Invitations older than this get no reminder any more (the event has moved on). */
export const REPLY_REMINDER_WITHIN_DAYS = 7;

/** A provider's median minutes to a first reply, null when there are too few invitations to tell. */
export const ZMedianReplyMinutes = z.number().int().nonnegative().nullable();

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** "an hour", "3 hours", "a day", "2 days": a median rounded up (61 minutes is "2 hours"). */
export const replyWithin = (medianMinutes: number): string => {
  if (medianMinutes <= MINUTES_PER_HOUR) return 'an hour';
  if (medianMinutes < MINUTES_PER_DAY) return `${Math.ceil(medianMinutes / MINUTES_PER_HOUR)} hours`;
  const days = Math.ceil(medianMinutes / MINUTES_PER_DAY);
  return days === 1 ? 'a day' : `${days} days`;
};

/** "Usually replies within an hour / 3 hours / 2 days"; null when there is no median. */
export const replyTimeText = (medianMinutes: number | null): string | null =>
  medianMinutes === null ? null : `Usually replies within ${replyWithin(medianMinutes)}`;
