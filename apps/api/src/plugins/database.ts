import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type TDatabase, type TDb } from '../db/client.ts';
import type { TConfig } from '../config.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    database: TDatabase;
    db: TDb;
  }
}

/** Opens the configured database (or adopts one handed in) and closes it with the server. */
export const databasePlugin = fp(async (app: FastifyInstance, opts: { config: TConfig; database?: TDatabase }) => {
  const database = opts.database ?? (await openDatabase({
    databaseUrl: opts.config.databaseUrl,
    pgliteDir: opts.config.pgliteDir,
    onConnectionError: (error) => app.log.warn({ err: error }, 'database: a connection failed; it is replaced'),
  }));
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (!opts.database) app.addHook('onClose', async () => database.close());
}, { name: 'database' });
