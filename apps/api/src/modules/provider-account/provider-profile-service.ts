import { eq } from 'drizzle-orm';
import { PROVIDER_ACCOUNT_MSG, type TProviderAccount, type ZProviderProfileUpdate } from '@app/contract';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { providerProfiles, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadProviderAccount } from './provider-account-queries.ts';
import { businessColumns, checkBusinessChoices, findProviderIdOfUser, writeProviderServices } from './provider-business-rules.ts';

const notAProvider = () => new AppError('FORBIDDEN', PROVIDER_ACCOUNT_MSG.notAProvider);

/** GET /service-provider/account/me */
export const getProviderAccount = async (options: { db: TDb; userId: number }): Promise<TProviderAccount> => {
  const account = await loadProviderAccount(options.db, options.userId);
  if (!account) throw notAProvider();
  return account;
};

/**
 * PUT /service-provider/account/profile: the whole business profile in one transaction (columns,
 * categories, subcategories, search text). The public e-mail left empty shows the sign-in e-mail.
 * The organisers' directory and search show the change at once: every write moves the provider
 * listing version (see provider-business-rules.ts).
 */
export const updateProviderProfile = async (options: {
  db: TDb; userId: number; input: z.output<typeof ZProviderProfileUpdate>;
}): Promise<TProviderAccount> => {
  const { db, userId, input } = options;
  const providerId = await findProviderIdOfUser(db, userId);
  if (providerId === null) throw notAProvider();
  const business = await checkBusinessChoices(db, input);
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    await tx
      .update(providerProfiles)
      .set({ ...businessColumns(business), email: input.public_email ?? user!.email, updated_at: new Date() })
      .where(eq(providerProfiles.id, providerId));
    await writeProviderServices(tx, providerId, business);
  });
  return getProviderAccount({ db, userId });
};
