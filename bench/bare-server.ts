/**
 * Child process: the baseline, a bare Fastify 5 instance with one JSON route and nothing else (no
 * logger, no plugins, no hooks). It runs in its own process exactly like the app server, so both
 * are measured under the same conditions: one server process, the load generator in another.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { answerCpuQueries, type TServerReady } from './protocol.ts';

const start = async () => {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const ready: TServerReady = { type: 'ready', port: (app.server.address() as AddressInfo).port, engine: 'none', seeded: false };
  answerCpuQueries();
  process.send?.(ready);
  const stop = () => void app.close().then(() => process.exit(0), () => process.exit(1));
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
};

start().catch((error: unknown) => {
  process.stderr.write(`bench bare server failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
