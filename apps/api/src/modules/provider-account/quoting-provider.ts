import { sql } from 'drizzle-orm';
import { PROVIDER_ACCOUNT_MSG } from '@app/contract';
import type { TDbOrTx } from '../../db/db-types.ts';
import { AppError } from '../../lib/app-error.ts';

/** A provider allowed to see requests and quote: its user active, its profile verified and active. */
export type TQuotingProvider = { id: number; userId: number; businessName: string; locationId: number | null; city: string | null };

type TRow = { id: number; business_name: string; location_id: number | null; city: string | null; status: string; is_verified: boolean; is_active: boolean };

/**
 * The signed-in provider, if it may see requests and quote (can_quote of its account): a pending
 * account or an unverified business answers 403 awaitingVerification, a verified but inactive
 * business 403 accountInactive (a suspended account never gets past the auth guard).
 */
export const loadQuotingProvider = async (db: TDbOrTx, userId: number): Promise<TQuotingProvider> => {
  const { rows } = await db.execute<TRow>(sql`
    SELECT p.id, p.business_name, p.location_id, p.city, u.status::text AS status, p.is_verified, p.is_active
    FROM users u JOIN provider_profiles p ON p.user_id = u.id
    WHERE u.id = ${userId} AND u.role = 'service_provider'`);
  const row = rows[0];
  if (!row) throw new AppError('FORBIDDEN', PROVIDER_ACCOUNT_MSG.providersOnly);
  if (row.status === 'suspended') throw new AppError('FORBIDDEN', PROVIDER_ACCOUNT_MSG.accountInactive);
  // Verification first: a business not yet checked hears that, whatever else is true of it.
  if (row.status === 'pending' || !row.is_verified) throw new AppError('FORBIDDEN', PROVIDER_ACCOUNT_MSG.awaitingVerification);
  if (!row.is_active) throw new AppError('FORBIDDEN', PROVIDER_ACCOUNT_MSG.accountInactive);
  return { id: row.id, userId, businessName: row.business_name, locationId: row.location_id, city: row.city };
};
