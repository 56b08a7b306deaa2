import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { runResponseTimes } from './response-times.ts';

/**
 * Runs the response-times job (runResponseTimes: reply reminders, then the median reply times) once
 * when the app is ready, then every RESPONSE_TIMES_INTERVAL on each API node (the advisory lock
 * leaves the work to one of them); see lib/periodic-job.ts for failures, overlapping ticks and closing.
 */
export const responseTimesJob = fp(async (app: FastifyInstance, opts: { config: TConfig }) => {
  schedulePeriodicJob(app, {
    intervalSeconds: opts.config.responseTimesIntervalSeconds,
    failureMessage: 'response times: the run failed; the next one tries again',
    run: async () => {
      const { reminded, mediansChanged } = await runResponseTimes({ db: app.db, mailer: app.mailer, providerPortalUrl: opts.config.providerPortalUrl });
      if (reminded > 0 || mediansChanged > 0) {
        app.log.info({ reminded, mediansChanged }, `response times: ${reminded} reminders sent, ${mediansChanged} median reply times changed`);
      }
    },
  });
}, { name: 'response-times-job', dependencies: ['database', 'mailer'] });
