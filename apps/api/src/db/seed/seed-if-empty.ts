import { count } from 'drizzle-orm';
import type { TDb } from '../client.ts';
import { users } from '../schema.ts';
import { seedReferenceData } from './reference-data.ts';
import { seedDemoAccounts } from './demo-accounts.ts';

/** First start only: reference data always (idempotent), demo data when there are no users yet. */
export const seedIfEmpty = async (db: TDb) => {
  await seedReferenceData(db);
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoAccounts(db);
  return true;
};
