import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` once when the app is ready, then every `intervalSeconds` on this API node (jobs that
 * must not run on two nodes at once take an advisory lock inside `run`). A failed run is logged with
 * `failureMessage` and the next tick tries again; a tick while a run is still going is skipped. The
 * timer does not keep the process alive and is cleared when the app closes, after the run in flight,
 * if any, has finished. Call it from a plugin's register function.
 */
export const schedulePeriodicJob = (app: FastifyInstance, options: { intervalSeconds: number; run: () => Promise<void>; failureMessage: string }) => {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const run = () => {
    running ??= (async () => {
      try {
        await options.run();
      } catch (error) {
        app.log.error({ err: error }, options.failureMessage);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), options.intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
};
