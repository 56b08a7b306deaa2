import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { registerRawQuery } from './raw-query.ts';

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** One Drizzle type for both engines: services never know which one runs. */
export type TDb = ReturnType<typeof drizzlePg<typeof schema>>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TDbEngine = 'pglite' | 'postgres';

export type TDatabase = {
  db: TDb;
  engine: TDbEngine;
  migrate(): Promise<void>;
  ping(): Promise<number>;
  close(): Promise<void>;
};

export type TDatabaseOptions = {
  databaseUrl: string | null;
  pgliteDir: string | null;
  pglite?: PGlite;
  poolSize?: number;
  /** An idle pooled connection failed (server restart, dropped database): the pool replaces it. */
  onIdleClientError?: (error: Error) => void;
};

export const openDatabase = async (options: TDatabaseOptions): Promise<TDatabase> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // Without a listener an idle connection's error would crash the process.
    pool.on('error', (error) => options.onIdleClientError?.(error));
    const db = drizzlePg(pool, { schema });
    registerRawQuery(db, async (text, values, name) => (await pool.query({ text, values, ...(name ? { name } : {}) })).rows);
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => timeQuery(db),
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
    client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  }
  await client.waitReady;
  const owned = client;
  const db = drizzlePglite(owned, { schema }) as unknown as TDb;
  registerRawQuery(db, async (text, values) => (await owned.query(text, values)).rows);
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => timeQuery(db),
    close: async () => {
      if (!options.pglite) await owned.close();
    },
  };
};

const timeQuery = async (db: TDb) => {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
};
