import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, ZAuthSuccess, ZErrorResponse, ZLoginRequest, ZLoginResponse, ZMeResponse, ZOkResponse, ZSignupRequest } from '@app/contract';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { login, signup } from './auth-service.ts';
import { revokeSession } from './session-service.ts';
import { loadPublicUser } from './user-service.ts';

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse };

export const authRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  const authLimit = { rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' } };

  app.post('/signup', {
    schema: { tags: ['auth'], summary: 'Create an organiser account', body: ZSignupRequest, response: { 201: ZAuthSuccess, ...errors } },
    config: authLimit,
  }, async (request, reply) => {
    const result = await signup({ db: app.db, input: request.body, ttlSeconds: config.tokenTtlSeconds, client: client(request) });
    return reply.status(201).send(result);
  });

  app.post('/login', {
    schema: { tags: ['auth'], summary: 'Sign in with e-mail and password', body: ZLoginRequest, response: { 200: ZLoginResponse, ...errors } },
    config: authLimit,
  }, async (request) =>
    login({
      db: app.db,
      input: request.body,
      ttlSeconds: config.tokenTtlSeconds,
      providerPortalUrl: config.providerPortalUrl,
      failuresPerHour: config.rateLimit.loginFailuresPerHour,
      client: client(request),
    }));

  app.post('/logout', {
    schema: { tags: ['auth'], summary: 'Revoke the current session', security: [{ bearer: [] }], response: { 200: ZOkResponse, ...errors } },
    preHandler: app.requireUser,
  }, async (request) => {
    await revokeSession(app.db, currentUser(request).sessionId);
    return { success: true as const, message: 'Signed out' };
  });

  app.get('/me', {
    schema: { tags: ['auth'], summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: ZMeResponse, ...errors } },
    preHandler: app.requireUser,
  }, async (request) => {
    const user = await loadPublicUser(app.db, currentUser(request).id);
    if (!user) throw new AppError('INVALID_TOKEN', MSG.invalidToken);
    return { success: true as const, user };
  });
};
