import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { REPO_ROOT } from '../../src/config.ts';

// The API as a real child process (node --import tsx apps/api/src/main.ts), for the suites that must
// see the process itself: does it stay up, does it exit cleanly, does a second one refuse to start.

export type TExit = { code: number | null; signal: NodeJS.Signals | null };

export type TChildApi = {
  child: ChildProcess;
  pid: number;
  port: number;
  baseUrl: string;
  /** stdout and stderr so far, interleaved. */
  output(): string;
  /** Resolves when the process exits (never rejects). */
  exited: Promise<TExit>;
  hasExited(): boolean;
  /** Sends the signal and waits for the exit (SIGKILL after `timeoutMs`). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<TExit>;
};

/** A port free right now on loopback. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns an entry of the API with a clean environment (nothing of the test runner's, such as
 * REDIS_URL, leaks in) plus `env`. With `waitReady` (default) it resolves once GET /api/version
 * answers, and rejects with the process's output if it exits first.
 */
export const spawnApi = async (options: {
  env?: Record<string, string>;
  entry?: string;
  waitReady?: boolean;
  readyTimeoutMs?: number;
} = {}): Promise<TChildApi> => {
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DIR: 'memory',
      WEB_DIST_DIR: 'none',
      // No provider portal of its own: the default PROVIDER_PORTAL_URL would listen on 3001 as well.
      PROVIDER_PORTAL_DIST_DIR: 'none',
      SEED_DEMO: 'false',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exit: TExit | null = null;
  const exited = new Promise<TExit>((resolve) => {
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
  });
  const api: TChildApi = {
    child,
    pid: child.pid!,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    hasExited: () => exit !== null,
    stop: async (signal = 'SIGTERM', timeoutMs = 15_000) => {
      if (exit) return exit;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  if (options.waitReady === false) return api;

  const deadline = Date.now() + (options.readyTimeoutMs ?? 45_000);
  while (Date.now() < deadline) {
    if (exit) throw new Error(`the API exited before it was ready (${JSON.stringify(exit)}):\n${output}`);
    try {
      const response = await fetch(`${api.baseUrl}/api/version`);
      if (response.ok) return api;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await api.stop('SIGKILL');
  throw new Error(`the API was not ready within the time allowed:\n${output}`);
};

/** The JSON log lines of a child's output (other lines are skipped). */
export const logLines = (output: string): Record<string, unknown>[] =>
  output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
