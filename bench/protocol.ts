import { createHistogram, PerformanceObserver } from 'node:perf_hooks';

/** What a benchmark server child tells the parent once it listens. */
export type TServerReady = { type: 'ready'; port: number; engine: 'pglite' | 'postgres' | 'none'; seeded: boolean };
/** The child's answer to { type: 'cpu' }: process.cpuUsage() in microseconds. */
export type TServerCpu = { type: 'cpu'; user: number; system: number };
/** The child's answer to { type: 'memory' }: process.memoryUsage() in bytes, after a full GC when the child has --expose-gc. */
export type TServerMemory = { type: 'memory'; rss: number; heapUsed: number; external: number; arrayBuffers: number };

/**
 * The child's answer to { type: 'inside' } (BENCH_SERVER_TIMING): since the last such question, the
 * requests' time inside the server (Fastify's elapsed time, onRequest to the answer handed to the
 * socket) and the garbage collections' pauses, in milliseconds.
 */
export type TServerInside = { type: 'inside'; p50: number; p99: number; gcCount: number; gcMs: number };

const isMessage = (message: unknown, type: string): message is Record<string, unknown> =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

export const isServerReady = (message: unknown): message is TServerReady => isMessage(message, 'ready') && typeof message.port === 'number';
export const isServerCpu = (message: unknown): message is TServerCpu => isMessage(message, 'cpu') && typeof message.user === 'number';
export const isServerInside = (message: unknown): message is TServerInside => isMessage(message, 'inside') && typeof message.p99 === 'number';
export const isServerMemory = (message: unknown): message is TServerMemory => isMessage(message, 'memory') && typeof message.rss === 'number';

/**
 * Lets the parent read this process's CPU time, so per-request cost can be told apart from waiting
 * on a busy machine, and its memory (per connection, for the chat benchmark).
 */
export const answerCpuQueries = () => {
  process.on('message', (message: unknown) => {
    if (isMessage(message, 'cpu')) {
      const usage = process.cpuUsage();
      const answer: TServerCpu = { type: 'cpu', user: usage.user, system: usage.system };
      process.send?.(answer);
    } else if (isMessage(message, 'memory')) {
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
      const answer: TServerMemory = { type: 'memory', rss, heapUsed, external, arrayBuffers };
      process.send?.(answer);
    }
  });
};

/**
 * Records each request's time inside this process and the collections' pauses, and answers the
 * parent's { type: 'inside' } with them (then starts afresh). Returns the function to give each
 * request's time in milliseconds.
 */
export const answerInsideQueries = () => {
  const inside = createHistogram();
  let gcCount = 0;
  let gcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcCount += 1;
      gcMs += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('message', (message: unknown) => {
    if (!isMessage(message, 'inside')) return;
    const quantile = (q: number) => (inside.count > 0 ? inside.percentile(q) / 1000 : 0);
    const answer: TServerInside = { type: 'inside', p50: quantile(50), p99: quantile(99), gcCount, gcMs };
    inside.reset();
    gcCount = 0;
    gcMs = 0;
    process.send?.(answer);
  });
  // Microseconds in the histogram (it holds integers), at least 1.
  return (ms: number) => inside.record(Math.max(1, Math.round(ms * 1000)));
};
