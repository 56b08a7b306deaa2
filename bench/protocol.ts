/** What a benchmark server child tells the parent once it listens. */
export type TServerReady = { type: 'ready'; port: number; engine: 'pglite' | 'postgres' | 'none'; seeded: boolean };
/** The child's answer to { type: 'cpu' }: process.cpuUsage() in microseconds. */
export type TServerCpu = { type: 'cpu'; user: number; system: number };

export const isServerReady = (message: unknown): message is TServerReady =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ready' && typeof (message as { port?: unknown }).port === 'number';
export const isServerCpu = (message: unknown): message is TServerCpu =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'cpu' && typeof (message as { user?: unknown }).user === 'number';

/** Lets the parent read this process's CPU time, so per-request cost can be told apart from waiting on a busy machine. */
export const answerCpuQueries = () => {
  process.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'cpu') {
      const usage = process.cpuUsage();
      const answer: TServerCpu = { type: 'cpu', user: usage.user, system: usage.system };
      process.send?.(answer);
    }
  });
};
