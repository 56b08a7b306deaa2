import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, type TConfig } from './config.ts';
import { openDatabase, type TDatabase } from './db/client.ts';
import { DatabaseLockedError } from './db/pglite-lock.ts';
import { seedIfEmpty } from './db/seed/seed-if-empty.ts';
import { seedReferenceData } from './db/seed/reference-data.ts';
import { endLog } from './lib/logger.ts';

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
      const message = 'database: a connection failed; it is replaced';
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
  let isExiting = false;
  /** Exits once the lines logged so far are written: a bare process.exit can lose or reorder them. */
  const exitAfterLog = (exitCode: number) => {
    if (isExiting) return;
    isExiting = true;
    void endLog(server.log).then(() => process.exit(exitCode));
  };
  // While closing, every answer ends its connection (plugins/closing-connections.ts, in buildApp).
  const shutdown = (reason: string, exitCode: number) => {
    if (isClosing) return;
    isClosing = true;
    server.log.info({ reason }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      if (isExiting) return;
      server.log.error(`shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting`);
      exitAfterLog(1);
    }, SHUTDOWN_DEADLINE_MS);
    force.unref();
    // app.close() closes the HTTP server first (waiting for requests in flight), then the database.
    server.close().then(() => {
      server.log.info('shut down cleanly');
      exitAfterLog(exitCode);
    }, (error: unknown) => {
      server.log.error({ err: error }, 'error during shutdown');
      exitAfterLog(1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM', 0));
  process.on('SIGINT', () => shutdown('SIGINT', 0));
  // A promise nobody awaited failed: one request's bug, not a reason to drop everyone else's.
  process.on('unhandledRejection', (reason) => {
    if (!isExiting) server.log.error({ err: reason }, 'unhandled rejection');
  });
  // A throw outside any request leaves the process in an unknown state: finish what can be
  // finished and exit, for the process manager to start a fresh one.
  process.on('uncaughtException', (error) => {
    if (isExiting) return;
    server.log.fatal({ err: error }, 'uncaught exception: shutting down');
    shutdown('uncaughtException', 1);
  });

  const portalPort = config.providerPortal.port;
  const portal = portalPort === null ? null : portalListener(server);
  await server.listen({ host: config.host, port: config.port });
  if (portal && portalPort !== null) {
    try {
      await portal.listen(config.host, portalPort);
    } catch (error) {
      await server.close();
      throw new PortalPortError(`Cannot listen on port ${portalPort} for the provider portal (PROVIDER_PORTAL_URL=${config.providerPortalUrl}): ${(error as Error).message}`);
    }
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const portalNote = portalPort === null ? '' : `, the provider portal at ${new URL(config.providerPortalUrl).origin}`;
  server.log.info(`Hui Events is running at http://${shownHost}:${config.port}${portalNote} (database: ${database.engine}${config.pgliteDir ? ` in ${config.pgliteDir}` : ''})`);
  return server;
};

/**
 * A second HTTP server for the provider portal's own port, handing every request to the same app
 * (its routing: hooks, API routes and the portal's files, told apart by the port they arrived on).
 * The app's close closes it too: in preClose it stops accepting and drops idle keep-alive
 * connections, as Fastify does for its own server, and the app's close waits until the requests in
 * flight on it are answered, before the database closes. Hooks are added here, before listening.
 * The chat gateway's Socket.IO serves /socket.io on it as on the API's port.
 */
const portalListener = (app: FastifyInstance): { listen(host: string, port: number): Promise<void> } => {
  const main = app.server;
  const server: Server = createServer(app.routing);
  // The portal's client connects to its own origin: the same real-time gateway answers there.
  app.chatGateway.attach(server);
  // The same timeouts as Fastify's own server.
  server.keepAliveTimeout = main.keepAliveTimeout;
  server.requestTimeout = main.requestTimeout;
  server.headersTimeout = main.headersTimeout;
  server.timeout = main.timeout;
  let closed: Promise<void> = Promise.resolve();
  app.addHook('preClose', (done) => {
    if (server.listening) {
      closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
    }
    done();
  });
  app.addHook('onClose', async () => {
    await closed;
  });
  return {
    listen: (host, port) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ host, port }, () => {
          server.off('error', reject);
          resolve();
        });
      }),
  };
};

/** The provider portal's port is taken (another Hui Events, a dev server): said in one line. */
export class PortalPortError extends Error {}

/** Start-up failed: say why in one readable message where we can, and exit 1. */
export const exitOnStartFailure = (error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError || error instanceof PortalPortError) console.error(error.message);
  else console.error('Failed to start:', error);
  process.exit(1);
};
