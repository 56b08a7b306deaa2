/**
 * Child process: the real server, built exactly as main.ts builds it (loadConfig + buildApp), on
 * 127.0.0.1 and an ephemeral port. The database is migrated and, when it has no users, seeded with
 * the demo data. Reports { port, engine } to the parent over IPC and closes when the parent leaves.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../apps/api/src/db/seed/seed-if-empty.ts';
import { answerCpuQueries, answerInsideQueries, type TServerReady } from './protocol.ts';

const start = async () => {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);
  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => database.close());
  if (process.env.BENCH_SERVER_TIMING) {
    const record = answerInsideQueries();
    app.addHook('onResponse', async (_request, reply) => record(reply.elapsedTime));
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const ready: TServerReady = { type: 'ready', port: (app.server.address() as AddressInfo).port, engine: database.engine, seeded };
  answerCpuQueries();
  process.send?.(ready);
  const stop = () => void app.close().then(() => process.exit(0), () => process.exit(1));
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
};

start().catch((error: unknown) => {
  process.stderr.write(`bench app server failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
