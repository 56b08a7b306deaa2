import type { drizzle } from 'drizzle-orm/node-postgres';
import type * as schema from './schema.ts';

/**
 * One Drizzle type for both engines: services never know which one runs. Its own module so that
 * client.ts (which opens databases) and raw-query.ts (which client.ts registers each database
 * with) can both name it without importing each other.
 */
export type TDb = ReturnType<typeof drizzle<typeof schema>>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** Either: for reads and writes that run alone or inside a caller's transaction. */
export type TDbOrTx = TDb | TTx;
