import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { eraseDeletedAccounts } from './account-erasure.ts';

/**
 * Erases deleted accounts (eraseDeletedAccounts) once when the app is ready, then every
 * ACCOUNT_ERASURE_INTERVAL on each API node (the advisory lock leaves the work to one of them); see
 * lib/periodic-job.ts for failures, overlapping ticks and closing.
 */
export const accountErasureJob = fp(async (app: FastifyInstance, opts: { config: TConfig }) => {
  schedulePeriodicJob(app, {
    intervalSeconds: opts.config.accountErasureIntervalSeconds,
    failureMessage: 'account erasure: the run failed; the next one tries again',
    run: async () => {
      const { erased } = await eraseDeletedAccounts({ db: app.db, uploadDir: opts.config.uploadDir });
      if (erased.length > 0) app.log.info({ erased: erased.length }, `account erasure: ${erased.length} deleted accounts erased`);
    },
  });
}, { name: 'account-erasure-job', dependencies: ['database'] });
