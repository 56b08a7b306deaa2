import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, type TConfig } from './config.ts';
import { openDatabase, type TDatabase } from './db/client.ts';
import { DatabaseLockedError } from './db/pglite-lock.ts';
import { seedIfEmpty } from './db/seed/seed-if-empty.ts';
import { seedReferenceData } from './db/seed/reference-data.ts';

// Booting one API process: main.ts (one process) and cluster.ts (one per worker) share it.

/** SIGTERM/SIGINT: requests in flight get this long to finish before the process gives up. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/** Migrations, then categories and cities always (the product needs them), the demo data when asked. */
export const prepareDatabase = (database: TDatabase, config: TConfig) =>
  database.withStartupLock(async () => {
    await database.migrate();
    if (config.seedDemo) await seedIfEmpty(database.db);
    else await seedReferenceData(database.db);
  });

/** Opens the database, prepares it and closes it: what the cluster's primary does before forking. */
export const prepareDatabaseOnce = async (config: TConfig) => {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 1 });
  try {
    await prepareDatabase(database, config);
  } finally {
    await database.close();
  }
};

/**
 * Opens the database (preparing it unless the caller already did), builds the app, listens, and
 * stays up: a failed connection or a forgotten promise is logged, never fatal. SIGTERM and SIGINT
 * stop accepting connections, let requests in flight finish (SHUTDOWN_DEADLINE_MS at most), close
 * the database and exit 0.
 */
export const runServer = async (config: TConfig, options: { isPrepared?: boolean } = {}): Promise<FastifyInstance> => {
  let app: FastifyInstance | null = null;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    onConnectionError: (error) => {
      const message = 'database: a connection failed; the pool replaces it';
      if (app) app.log.warn({ err: error }, message);
      else console.warn(`${message}: ${error.message}`);
    },
  });
  try {
    if (!options.isPrepared) await prepareDatabase(database, config);
    app = await buildApp(config, { database });
  } catch (error) {
    await database.close();
    throw error;
  }
  const server = app;
  server.addHook('onClose', async () => {
    await database.close();
    server.log.info('database closed');
  });

  let isClosing = false;
  // While closing, every answer ends its connection: a keep-alive client (any browser, any proxy)
  // would otherwise hold the server open until its idle timeout, long past the deadline.
  server.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
  const shutdown = (reason: string, exitCode: number) => {
    if (isClosing) return;
    isClosing = true;
    server.log.info({ reason }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      server.log.error(`shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    force.unref();
    // app.close() closes the HTTP server first (waiting for requests in flight), then the database.
    server.close().then(() => {
      server.log.info('shut down cleanly');
      process.exit(exitCode);
    }, (error: unknown) => {
      server.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM', 0));
  process.on('SIGINT', () => shutdown('SIGINT', 0));
  // A promise nobody awaited failed: one request's bug, not a reason to drop everyone else's.
  process.on('unhandledRejection', (reason) => server.log.error({ err: reason }, 'unhandled rejection'));
  // A throw outside any request leaves the process in an unknown state: finish what can be
  // finished and exit, for the process manager to start a fresh one.
  process.on('uncaughtException', (error) => {
    server.log.fatal({ err: error }, 'uncaught exception: shutting down');
    shutdown('uncaughtException', 1);
  });

  await server.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  server.log.info(`Hui Events is running at http://${shownHost}:${config.port} (database: ${database.engine}${config.pgliteDir ? ` in ${config.pgliteDir}` : ''})`);
  return server;
};

/** Start-up failed: say why in one readable message where we can, and exit 1. */
export const exitOnStartFailure = (error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) console.error(error.message);
  else console.error('Failed to start:', error);
  process.exit(1);
};
