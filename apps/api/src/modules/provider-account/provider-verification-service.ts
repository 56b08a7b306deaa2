import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/db-types.ts';
import { providerProfiles, users } from '../../db/schema.ts';

export class ProviderVerificationError extends Error {}

export type TVerificationResult = {
  email: string;
  providerId: number;
  businessName: string;
  action: 'verified' | 'revoked';
  /** The state before and after: user status, profile verified and active. */
  before: { status: string; isVerified: boolean; isActive: boolean };
  after: { status: string; isVerified: boolean; isActive: boolean };
};

/**
 * The operator's check of a new provider (npm run provider:verify -- EMAIL): the account becomes
 * active and the business verified and active, so it is listed to organisers and may quote. With
 * `revoke` the business goes back to awaiting verification (account pending, not verified; active
 * as it was). An unknown e-mail or an organiser's account is refused with ProviderVerificationError.
 */
export const setProviderVerification = async (options: { db: TDbOrTx; email: string; revoke?: boolean }): Promise<TVerificationResult> => {
  const email = options.email.trim().toLowerCase();
  const [found] = await options.db
    .select({ userId: users.id, role: users.role, status: users.status, providerId: providerProfiles.id, businessName: providerProfiles.business_name, isVerified: providerProfiles.is_verified, isActive: providerProfiles.is_active })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.user_id, users.id))
    .where(eq(users.email, email));
  if (!found) throw new ProviderVerificationError(`No account has the e-mail ${email}.`);
  if (found.role !== 'service_provider') throw new ProviderVerificationError(`${email} is an organiser's account, not a service provider's: nothing changed.`);
  if (found.providerId === null || found.businessName === null) throw new ProviderVerificationError(`${email} is a provider account without a business profile: nothing changed.`);
  const before = { status: found.status, isVerified: Boolean(found.isVerified), isActive: Boolean(found.isActive) };
  const after = options.revoke ? { status: 'pending' as const, isVerified: false, isActive: before.isActive } : { status: 'active' as const, isVerified: true, isActive: true };
  await options.db.transaction(async (tx) => {
    await tx.update(users).set({ status: after.status, updated_at: sql`now()` }).where(eq(users.id, found.userId));
    await tx.update(providerProfiles).set({ is_verified: after.isVerified, is_active: after.isActive, updated_at: sql`now()` }).where(eq(providerProfiles.id, found.providerId!));
  });
  return { email, providerId: found.providerId, businessName: found.businessName, action: options.revoke ? 'revoked' : 'verified', before, after };
};
