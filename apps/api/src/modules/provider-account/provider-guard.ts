import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROVIDER_ACCOUNT_MSG } from '@app/contract';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { loadQuotingProvider, type TQuotingProvider } from './quoting-provider.ts';

/**
 * The guard of the portal's request and quote routes, as onRequest hooks (before the input is
 * looked at): a signed-in provider (app.requireProvider), then one that may quote
 * (loadQuotingProvider: 403 while awaiting verification or inactive). `providerOf(request)` is the
 * provider the hook found.
 */
export const quotingProviderGuard = (app: FastifyInstance) => {
  const found = new WeakMap<FastifyRequest, TQuotingProvider>();
  return {
    hooks: [
      app.requireProvider,
      async (request: FastifyRequest) => {
        found.set(request, await loadQuotingProvider(app.db, currentUser(request).id));
      },
    ],
    providerOf: (request: FastifyRequest): TQuotingProvider => {
      const provider = found.get(request);
      if (!provider) throw new AppError('FORBIDDEN', PROVIDER_ACCOUNT_MSG.providersOnly);
      return provider;
    },
  };
};
