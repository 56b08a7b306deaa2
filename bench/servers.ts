import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isServerCpu, isServerInside, isServerMemory, isServerReady, type TServerInside, type TServerMemory, type TServerReady } from './protocol.ts';

// Starting and stopping the benchmark's server children (app-server.ts, bare-server.ts), asking
// them for their CPU time and memory, and the PostgreSQL database a run works in.

const HERE = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(HERE, '..');

/** A positive number from the environment, or the fallback when unset. */
export const numberEnv = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};

export type TRunning = { child: ChildProcess; ready: TServerReady; baseUrl: string };

/** Forks a server child (a file of this folder) with `env` and waits for its ready message. */
export const startServer = (script: string, env: NodeJS.ProcessEnv, options: { timeoutMs?: number; nodeArgs?: string[] } = {}): Promise<TRunning> =>
  new Promise((resolvePromise, reject) => {
    const timeoutMs = options.timeoutMs ?? 120_000;
    const child = fork(join(HERE, script), [], {
      cwd: REPO_ROOT,
      env,
      execArgv: [...(options.nodeArgs ?? []), '--import', 'tsx'],
      stdio: ['ignore', process.env.BENCH_SERVER_OUTPUT ? 'inherit' : 'ignore', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with code ${code} before it was ready`));
    });
    child.on('message', (message) => {
      if (!isServerReady(message)) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolvePromise({ child, ready: message, baseUrl: `http://127.0.0.1:${message.port}` });
    });
  });

export const stopServer = (running: TRunning) =>
  new Promise<void>((resolvePromise) => {
    if (running.child.exitCode !== null) return resolvePromise();
    const timer = setTimeout(() => running.child.kill('SIGKILL'), 10_000);
    running.child.once('exit', () => {
      clearTimeout(timer);
      resolvePromise();
    });
    running.child.kill('SIGTERM');
  });

/** Sends `query` to the child and resolves with the first answer that `accepts`. */
const ask = <T>(running: TRunning, query: { type: string }, accepts: (message: unknown) => message is T) =>
  new Promise<T>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not answer ${query.type}`)), 5_000);
    const onMessage = (message: unknown) => {
      if (!accepts(message)) return;
      clearTimeout(timer);
      running.child.off('message', onMessage);
      resolvePromise(message);
    };
    running.child.on('message', onMessage);
    running.child.send(query);
  });

/** CPU time (µs) the server child has used so far. */
export const serverCpu = async (running: TRunning) => {
  const answer = await ask(running, { type: 'cpu' }, isServerCpu);
  return answer.user + answer.system;
};

/** The server child's requests' time inside it and its collections since the last call (answerInsideQueries). */
export const serverInside = (running: TRunning): Promise<TServerInside> => ask(running, { type: 'inside' }, isServerInside);

/** The server child's memory after a full garbage collection (when it runs with --expose-gc). */
export const serverMemory = (running: TRunning): Promise<TServerMemory> => ask(running, { type: 'memory' }, isServerMemory);

/** Creates the database named in a PostgreSQL URL when it does not exist yet. */
export const ensureDatabase = async (databaseUrl: string, say: (line: string) => void) => {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_URL must name a simple database, got "${name}"`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      say(`creating database ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await admin.end();
  }
};
