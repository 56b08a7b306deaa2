import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config.ts';
import { completePastEvents } from './event-lifecycle.ts';

/**
 * Runs the event lifecycle (completePastEvents) once when the app is ready, then every
 * EVENT_LIFECYCLE_INTERVAL on each API node (the advisory lock leaves the work to one of them). A
 * failed run is logged and the next tick tries again; a tick while a run is still going is skipped.
 * The timer does not keep the process alive and is cleared when the app closes, after the run in
 * flight, if any, has finished.
 */
export const eventLifecycleJob = fp(async (app: FastifyInstance, opts: { config: TConfig }) => {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const run = () => {
    running ??= (async () => {
      try {
        const { skipped, completed } = await completePastEvents({ db: app.db });
        if (completed.length > 0) {
          const booked = completed.filter((event) => event.is_booked).length;
          app.log.info({ completed: completed.length, booked, skipped }, `event lifecycle: ${completed.length} past events completed (${booked} with a booking)`);
        }
      } catch (error) {
        app.log.error({ err: error }, 'event lifecycle: the run failed; the next one tries again');
      } finally {
        running = null;
      }
    })();
    return running;
  };

  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), opts.config.eventLifecycleIntervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}, { name: 'event-lifecycle-job', dependencies: ['database'] });
