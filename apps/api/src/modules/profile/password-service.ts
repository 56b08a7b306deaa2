import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { PROFILE_MSG, type ZChangePasswordRequest } from '@app/contract';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { passwordResetRequests, sessions, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { announceSessionsRevoked } from '../../lib/sessions.ts';
import { checkOwnPassword, GOOGLE_NO_PASSWORD, hasPassword } from './password-check.ts';
import { requireOrganiserAccount } from './profile-service.ts';

/**
 * PATCH /event-organiser/profile/change-password (§5, §6): refused (403) for an account that signs in
 * with Google; the current password must be right (400 on old_password otherwise). In one
 * transaction the new password is stored, every other session of the account is revoked (this one
 * stays signed in) and any reset link still outstanding stops working.
 */
export const changePassword = async (options: {
  db: TDb; userId: number; sessionId: number; input: z.output<typeof ZChangePasswordRequest>; ip: string;
}) => {
  const { db, userId, sessionId, input } = options;
  const account = await requireOrganiserAccount(db, userId);
  if (!hasPassword(account)) throw GOOGLE_NO_PASSWORD();
  await checkOwnPassword({ db, account, password: input.old_password, ip: options.ip, field: 'old_password', wrongMessage: PROFILE_MSG.currentPasswordWrong });
  const passwordHash = await hashPassword(input.new_password);
  const now = new Date();
  const revoked = await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, userId));
    const others = await tx.update(sessions).set({ revoked_at: now })
      .where(and(eq(sessions.user_id, userId), ne(sessions.id, sessionId), isNull(sessions.revoked_at)))
      .returning({ id: sessions.id });
    await tx.update(passwordResetRequests).set({ used_at: now })
      .where(and(eq(passwordResetRequests.user_id, userId), isNull(passwordResetRequests.used_at), gt(passwordResetRequests.expires_at, now)));
    return others;
  });
  // The other sessions' open sockets (the chat) close at once; this session's stay.
  for (const { id } of revoked) announceSessionsRevoked(db, { sessionId: id });
};
