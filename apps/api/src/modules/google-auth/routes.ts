import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, ZAuthSuccess, ZErrorResponse, ZGoogleCallbackQuery, ZGoogleCallbackResponse, ZGoogleCompleteRequest, ZGoogleUrlResponse } from '@app/contract';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { createOidcClient, type TOidcClient } from './oidc-client.ts';
import { completeGoogleSignup, finishGoogleSignIn, startGoogleSignIn } from './google-auth-service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse, 502: ZErrorResponse, 503: ZErrorResponse };

/** Google sign-in (spec public-site §7): /auth/google-url, /auth/google/callback, /auth/google/complete. */
export const googleAuthRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  const oidc: TOidcClient | null = config.google ? createOidcClient(config.google) : null;
  const requireOidc = () => {
    if (!oidc) throw new AppError('UNAVAILABLE', MSG.googleNotConfigured);
    return oidc;
  };
  const session = (request: FastifyRequest) => ({ ttlSeconds: config.tokenTtlSeconds, client: { ip: request.ip, userAgent: request.headers['user-agent'] } });
  const authLimit = { rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' } };

  app.get('/google-url', {
    schema: { tags: ['auth'], summary: 'Where to send the browser for Google sign-in', response: { 200: ZGoogleUrlResponse, ...errors } },
    config: authLimit,
  }, async (request) => {
    try {
      return { success: true as const, url: await startGoogleSignIn({ db: app.db, oidc: requireOidc() }) };
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.error({ err: error }, 'Google discovery failed');
      throw new AppError('UNAVAILABLE', MSG.googleUrlFailed);
    }
  });

  app.get('/google/callback', {
    schema: { tags: ['auth'], summary: 'Finish Google sign-in with the code and state', querystring: ZGoogleCallbackQuery, response: { 200: ZGoogleCallbackResponse, ...errors } },
    config: authLimit,
  }, async (request) =>
    finishGoogleSignIn({
      db: app.db,
      oidc: requireOidc(),
      code: request.query.code,
      state: request.query.state,
      providerPortalUrl: config.providerPortalUrl,
      session: session(request),
      log: (error) => request.log.warn({ err: error }, 'Google code exchange failed'),
    }));

  app.post('/google/complete', {
    schema: { tags: ['auth'], summary: 'Create the organiser account for a new Google user', body: ZGoogleCompleteRequest, response: { 201: ZAuthSuccess, ...errors } },
    config: authLimit,
  }, async (request, reply) => reply.status(201).send(await completeGoogleSignup({ db: app.db, input: request.body, session: session(request) })));
};
