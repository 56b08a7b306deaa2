import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed-if-empty.ts';
import { seedReferenceData } from './db/seed/reference-data.ts';

const start = async () => {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    onIdleClientError: (error) => console.warn(`database: an idle connection failed and will be replaced: ${error.message}`),
  });
  await database.migrate();
  // Categories and cities always (the product needs them); the demo data only when asked.
  if (config.seedDemo) await seedIfEmpty(database.db);
  else await seedReferenceData(database.db);

  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => database.close());

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(() => process.exit(0), (error: unknown) => {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(`Hui Events is running at http://${shownHost}:${config.port} (database: ${database.engine}${config.pgliteDir ? ` in ${config.pgliteDir}` : ''})`);
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Failed to start:', error);
  process.exit(1);
});
