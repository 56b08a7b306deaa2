/** What a benchmark server child tells the parent once it listens. */
export type TServerReady = { type: 'ready'; port: number; engine: 'pglite' | 'postgres' | 'none'; seeded: boolean };
/** The child's answer to { type: 'cpu' }: process.cpuUsage() in microseconds. */
export type TServerCpu = { type: 'cpu'; user: number; system: number };
/** The child's answer to { type: 'memory' }: process.memoryUsage() in bytes, after a full GC when the child has --expose-gc. */
export type TServerMemory = { type: 'memory'; rss: number; heapUsed: number; external: number; arrayBuffers: number };

const isMessage = (message: unknown, type: string): message is Record<string, unknown> =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

export const isServerReady = (message: unknown): message is TServerReady => isMessage(message, 'ready') && typeof message.port === 'number';
export const isServerCpu = (message: unknown): message is TServerCpu => isMessage(message, 'cpu') && typeof message.user === 'number';
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
