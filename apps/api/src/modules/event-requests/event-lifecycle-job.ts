import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { completePastEvents } from './event-lifecycle.ts';

/**
 * Runs the event lifecycle (completePastEvents) once when the app is ready, then every
 * EVENT_LIFECYCLE_INTERVAL on each API node (the advisory lock leaves the work to one of them); see
 * lib/periodic-job.ts for failures, overlapping ticks and closing.
 */
export const eventLifecycleJob = fp(async (app: FastifyInstance, opts: { config: TConfig }) => {
  schedulePeriodicJob(app, {
    intervalSeconds: opts.config.eventLifecycleIntervalSeconds,
    failureMessage: 'event lifecycle: the run failed; the next one tries again',
    run: async () => {
      const { skipped, completed } = await completePastEvents({ db: app.db });
      if (completed.length > 0) {
        const booked = completed.filter((event) => event.is_booked).length;
        app.log.info({ completed: completed.length, booked, skipped }, `event lifecycle: ${completed.length} past events completed (${booked} with a booking)`);
      }
    },
  });
}, { name: 'event-lifecycle-job', dependencies: ['database'] });
