import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadConfig, type TConfig } from './config.ts';
import { exitOnStartFailure, prepareDatabaseOnce, runServer, SHUTDOWN_DEADLINE_MS } from './server.ts';

// `npm run start:cluster`: a primary process that migrates once, then runs CLUSTER_WORKERS API
// processes on one port (node:cluster) and starts a new one whenever one dies. SIGTERM/SIGINT
// stop every worker gracefully (each finishes its requests in flight) and then the primary. The
// workers share a port without sticky sessions, so their chat gateways serve websocket only (a
// polling client's requests would reach different workers) and share broadcasts through REDIS_URL.

/** A worker that dies sooner than this after starting counts as a crash loop: wait before the next. */
const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

const say = (message: string) => console.log(`cluster: ${message}`);

const workerCount = (config: TConfig, cpus = availableParallelism()): { count: number; note: string | null } => {
  const wanted = config.clusterWorkers > 0 ? config.clusterWorkers : cpus;
  if (!config.databaseUrl && wanted > 1) {
    return {
      count: 1,
      note: `the embedded database (PGlite in ${config.pgliteDir ?? 'memory'}) allows one process only: running 1 worker instead of ${wanted}. Set DATABASE_URL to run several.`,
    };
  }
  return { count: wanted, note: null };
};

const isPreparedByPrimary = (config: TConfig) => Boolean(config.databaseUrl || config.pgliteDir);

const runPrimary = async () => {
  const config = loadConfig();
  const { count, note } = workerCount(config);
  if (note) say(note);
  // Each worker has its own chat gateway: without Redis a message reaches only the sockets of the worker that stored it.
  if (count > 1 && !config.redisUrl) say(`without REDIS_URL the ${count} workers do not share real-time chat: a message reaches only the users connected to the worker that stored it. Set REDIS_URL (docs/operations.md).`);
  // Once, before any worker: migrations and seeding never run side by side. (An in-memory PGlite
  // lives and dies with its one worker, which prepares it itself.)
  if (isPreparedByPrimary(config)) await prepareDatabaseOnce(config);

  let isStopping = false;
  let hasUncleanStop = false;
  let quickDeaths = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  // Once per port: PORT, and the provider portal's own port when there is one.
  cluster.on('listening', (worker, address) => say(`worker ${worker.process.pid} listening on port ${address.port}`));
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (isStopping) {
      if (code !== 0) hasUncleanStop = true;
      if (startedAt.size === 0) {
        say(`every worker stopped${hasUncleanStop ? ' (not all of them cleanly)' : ''}`);
        process.exit(hasUncleanStop ? 1 : 0);
      }
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = quickDeaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (quickDeaths - 1));
    say(`worker ${worker.process.pid} died (${signal ?? `exit code ${code}`}); starting another${delay ? ` in ${delay} ms` : ''}`);
    setTimeout(() => {
      if (!isStopping) fork();
    }, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    say(`${signal}: stopping every worker`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      say('workers did not stop in time; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS + 5_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const ports = config.providerPortal.port === null ? `port ${config.port}` : `ports ${config.port} and ${config.providerPortal.port} (provider portal)`;
  say(`primary ${process.pid} starting ${count} worker${count === 1 ? '' : 's'} on ${ports}`);
  for (let i = 0; i < count; i += 1) fork();
};

const runWorker = async () => {
  const config = loadConfig();
  await runServer(config, { isPrepared: isPreparedByPrimary(config) });
};

(cluster.isPrimary ? runPrimary() : runWorker()).catch(exitOnStartFailure);
