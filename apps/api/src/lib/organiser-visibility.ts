import { sql, type SQL } from 'drizzle-orm';

/**
 * A condition on an organiser's user id (a column such as `e.organiser_id`): true while the account
 * exists, false once its organiser deleted it (users.deleted_at, modules/profile). The provider
 * portal's reads (request inbox, quotes, chat rooms) keep to it, so a deleted account's requests,
 * name and messages vanish from providers at once (docs/adr/006-account-deletion.md).
 */
export const organiserAccountLive = (organiserId: SQL) =>
  sql`NOT EXISTS (SELECT 1 FROM users du WHERE du.id = ${organiserId} AND du.deleted_at IS NOT NULL)`;
