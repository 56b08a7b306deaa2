import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from './schema.ts';
import type { TDb } from './db-types.ts';

/**
 * Transactions on a PostgreSQL pool that always give their connection back.
 *
 * drizzle-orm's own pool transaction (0.45) sends BEGIN before its try/finally: when BEGIN fails
 * (a backend terminated, a server restarting) the connection is never released, and after a few
 * such failures every request waits for a pool slot until it times out: the API answers 503 long
 * after the database is back (test/resilience/database-chaos.test.ts). Here the connection is taken
 * and released by us; a failed transaction is rolled back once more (a no-op when drizzle already
 * did it) and a connection that cannot even do that is destroyed instead of going back to the pool.
 */
export const withReleasingTransactions = (db: TDb, pool: pg.Pool): TDb => {
  const transaction: TDb['transaction'] = async (work, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await drizzlePg(client, { schema }).transaction(work, config);
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
  return Object.assign(db, { transaction });
};
