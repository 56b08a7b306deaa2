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
import type { TDb } from './db-types.ts';
import { openPipelinedReads } from './pipelined-reads.ts';
import { registerRawQuery } from './raw-query.ts';
import { acquirePgliteLock } from './pglite-lock.ts';
import { withReleasingTransactions } from './pool-transactions.ts';

export type { TDb, TTx } from './db-types.ts';

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type TDbEngine = 'pglite' | 'postgres';

export type TDatabase = {
  db: TDb;
  engine: TDbEngine;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own start-up work on this database (several nodes
   * or cluster workers starting at once must not migrate or seed side by side): a PostgreSQL
   * advisory lock; PGlite already has one process per directory.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<number>;
  close(): Promise<void>;
};

export type TDatabaseOptions = {
  databaseUrl: string | null;
  pgliteDir: string | null;
  pglite?: PGlite;
  poolSize?: number;
  /**
   * A pooled connection failed (backend terminated, server restart, network): idle or checked out,
   * the pool drops it and opens a new one when needed. Queries on it fail (503 to the client).
   */
  onConnectionError?: (error: Error) => void;
};

/** How long a request waits for a connection before it fails (503) instead of hanging. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * Pipelined connections beside the pool (ADR 012 §5: one to four did about the same on two cores,
 * eight gave part of the gain back; three let PostgreSQL use more cores where it has them).
 */
const READ_CONNECTIONS = 3;
/** Key of the PostgreSQL advisory lock held while a process migrates and seeds. */
const STARTUP_LOCK_KEY = 4_851_201_708;

export const openDatabase = async (options: TDatabaseOptions): Promise<TDatabase> => {
  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    // JIT off for the API's sessions: its statements run for milliseconds, and a plan whose estimated
    // cost passes jit_above_cost (a provider search whose lexeme function is costed at its true
    // price, ADR 008) spent some 300 ms compiling what then ran in 5.
    const pool = new pg.Pool({
      connectionString: databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, options: '-c jit=off',
    });
    // A connection's 'error' event without a listener crashes the process. The pool listens only
    // while a connection is idle; a connection checked out by a transaction (between two of its
    // queries) had none, so pg_terminate_backend or a restart killed the API. Every connection gets
    // its own listener for its whole life; the pool discards it when it is released.
    const onError = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    const db = withReleasingTransactions(drizzlePg(pool, { schema }), pool);
    const reads = openPipelinedReads({
      connectionString: databaseUrl, connections: Math.min(READ_CONNECTIONS, options.poolSize ?? READ_CONNECTIONS),
      connectTimeoutMs: CONNECT_TIMEOUT_MS, onConnectionError: onError,
    });
    registerRawQuery(db, reads.query);
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      withStartupLock: async (work) => {
        // Its own connection, outside the pool (which may hold only one).
        const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
        client.on('error', onError);
        await client.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await client.end(); // ends the session, and with it the lock
        }
      },
      ping: () => timeQuery(db),
      close: async () => {
        await Promise.all([reads.close(), pool.end()]);
      },
    };
  }
  let client = options.pglite;
  // One process per data directory (db/pglite-lock.ts): a second one would silently lose data.
  const lock = !client && options.pgliteDir ? acquirePgliteLock(options.pgliteDir) : null;
  try {
    if (!client) {
      if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
      client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
    }
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const owned = client;
  const db = drizzlePglite(owned, { schema }) as unknown as TDb;
  registerRawQuery(db, async (text, values) => (await owned.query(text, values)).rows);
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_DIR }),
    withStartupLock: (work) => work(),
    ping: () => timeQuery(db),
    close: async () => {
      if (!options.pglite) await owned.close();
      lock?.release();
    },
  };
};

const timeQuery = async (db: TDb) => {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
};
