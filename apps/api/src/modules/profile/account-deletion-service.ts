import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ACCOUNT_DELETE_PHRASE, PROFILE_MSG, deletePhraseMessage, type ZDeleteAccountRequest } from '@app/contract';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { calendarFeeds, eventRequests, loginThrottles, mailOutbox, passwordResetRequests, reviews, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { announceSessionsRevoked, revokeUserSessions } from '../../lib/sessions.ts';
import { notifyProvidersOfCancellation } from '../event-requests/cancellation-notifications.ts';
import type { TNotifier } from '../provider-requests/request-notifications.ts';
import { refreshProviderRating } from '../providers/provider-refresh.ts';
import { closePendingQuotes } from '../quotes/quote-queries.ts';
import { checkOwnPassword, hasPassword } from './password-check.ts';
import { requireOrganiserAccount } from './profile-service.ts';

/** The address a deleted account's row holds instead of the person's e-mail (`.invalid` never delivers). */
export const deletedEmail = (userId: number) => `deleted-account-${userId}@deleted.invalid`;

const refuse = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);

/**
 * POST /event-organiser/profile/delete-account (docs/adr/006-account-deletion.md). Confirmed with the
 * password, or for a Google account (no password) with ACCOUNT_DELETE_PHRASE. In one transaction:
 *   - the account is marked deleted and its e-mail and Google link are released (sign-in finds no
 *     account; the address may sign up again), every session is revoked and every reset link spent;
 *   - its open requests (submitted or booked, not yet past) are cancelled as the organiser's cancel
 *     does: pending quotes closed, the providers involved told;
 *   - its reviews are removed and the providers' ratings follow;
 *   - what was kept under the e-mail (sign-in throttle, the e-mails sent to it) is removed.
 * Everything else stays, hidden from providers (lib/organiser-visibility.ts), until the erasure job
 * (account-erasure.ts) erases it ACCOUNT_DELETION_DAYS later.
 */
export const deleteAccount = async (options: {
  db: TDb; userId: number; input: z.output<typeof ZDeleteAccountRequest>; ip: string; notifier?: TNotifier; now?: Date;
}) => {
  const { db, userId, input } = options;
  const account = await requireOrganiserAccount(db, userId);
  if (hasPassword(account)) {
    if (!input.password) throw refuse('password', PROFILE_MSG.deletePasswordRequired);
    await checkOwnPassword({ db, account, password: input.password, ip: options.ip, field: 'password', wrongMessage: PROFILE_MSG.deletePasswordWrong });
  } else if (input.confirmation?.trim() !== ACCOUNT_DELETE_PHRASE) {
    throw refuse('confirmation', deletePhraseMessage);
  }
  const now = options.now ?? new Date();
  const email = account.user.email;
  const mailIds = await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(users)
      .set({ deleted_at: now, email: deletedEmail(userId), google_sub: null, updated_at: now })
      .where(and(eq(users.id, userId), isNull(users.deleted_at)))
      .returning({ id: users.id });
    if (!marked) return [];
    await revokeUserSessions(tx, userId);
    // The private calendar feed's address stops working and is forgotten with the account.
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.user_id, userId));
    await tx.update(passwordResetRequests).set({ used_at: now }).where(and(eq(passwordResetRequests.user_id, userId), isNull(passwordResetRequests.used_at)));
    await tx.delete(loginThrottles).where(eq(loginThrottles.email, email));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to_address, email));

    const cancelled = await tx
      .update(eventRequests)
      .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
      .where(and(eq(eventRequests.organiser_id, userId), inArray(eventRequests.status, ['submitted', 'active'])))
      .returning({ id: eventRequests.id });
    const mail: number[] = [];
    for (const { id } of cancelled) {
      await closePendingQuotes(tx, { eventRequestId: id, now });
      if (options.notifier) mail.push(...(await notifyProvidersOfCancellation(tx, { ...options.notifier, eventRequestId: id })));
    }

    const removed = await tx.delete(reviews).where(eq(reviews.organiser_id, userId)).returning({ provider_id: reviews.provider_id });
    for (const providerId of new Set(removed.map((r) => r.provider_id))) await refreshProviderRating({ db: tx, providerId });
    return mail;
  });
  // The real-time gateway drops every socket of the account.
  announceSessionsRevoked(db, { userId });
  options.notifier?.mailer.deliverLater(mailIds);
};
