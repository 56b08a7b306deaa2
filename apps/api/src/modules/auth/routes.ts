import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MSG, ZAuthSuccess, ZErrorResponse, ZForgotPasswordRequest, ZForgotPasswordResponse, ZLoginRequest, ZLoginResponse, ZMeResponse,
  ZOkResponse, ZResetPasswordRequest, ZResetPasswordResponse, ZSignupRequest,
} from '@app/contract';
import type { TConfig } from '../../config.ts';
import { bearerToken, checkedSession, currentUser } from '../../plugins/auth-guard.ts';
import { login, signup } from './auth-service.ts';
import { LoginThrottledError } from './login-throttle.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';
import { revokeSession } from '../../lib/sessions.ts';
import { loadSessionPublicUser } from './user-service.ts';

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
  }, async (request, reply) => {
    try {
      return await login({
        db: app.db,
        input: request.body,
        ttlSeconds: config.tokenTtlSeconds,
        providerPortalUrl: config.providerPortalUrl,
        client: client(request),
      });
    } catch (error) {
      if (error instanceof LoginThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  // Forgot password: the same answer at once, whatever the e-mail. The lookup, the link and the
  // e-mail start only once the answer has been sent (onResponse), so neither the answer nor its
  // timing tells whether the e-mail has an account. Work still running at close is awaited.
  const resetJobs = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...resetJobs]);
  });
  app.post('/forgot-password', {
    schema: {
      tags: ['auth'],
      summary: 'E-mail a single-use password-reset link (the same answer whether or not the e-mail has an account)',
      body: ZForgotPasswordRequest,
      response: { 200: ZForgotPasswordResponse, ...errors },
    },
    config: authLimit,
    onResponse: async (request, reply) => {
      if (reply.statusCode !== 200) return;
      const job = requestPasswordReset({
        db: app.db,
        mailer: app.mailer,
        email: request.body.email,
        sites: { appUrl: config.appUrl, providerPortalUrl: config.providerPortalUrl },
        ip: request.ip,
      }).catch((error: unknown) => request.log.error({ err: error }, 'password reset request failed'));
      resetJobs.add(job);
      void job.finally(() => resetJobs.delete(job));
    },
  }, async () => ({ success: true as const, message: MSG.passwordResetRequested }));

  app.post('/reset-password', {
    schema: {
      tags: ['auth'],
      summary: 'Choose a new password with a reset link; signs every other session out',
      body: ZResetPasswordRequest,
      response: { 200: ZResetPasswordResponse, ...errors },
    },
    config: authLimit,
  }, async (request) =>
    resetPassword({ db: app.db, input: request.body, ttlSeconds: config.tokenTtlSeconds, providerPortalUrl: config.providerPortalUrl, client: client(request) }));

  app.post('/logout', {
    schema: { tags: ['auth'], summary: 'Revoke the current session', security: [{ bearer: [] }], response: { 200: ZOkResponse, ...errors } },
    preHandler: app.requireUser,
  }, async (request) => {
    await revokeSession(app.db, currentUser(request).sessionId);
    return { success: true as const, message: 'Signed out' };
  });

  // The guard's session lookup and the user's row in one statement (loadSessionPublicUser), with the
  // guard's own checks and answers (checkedSession): what every signed-in page load pays.
  app.get('/me', {
    schema: { tags: ['auth'], summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: ZMeResponse, ...errors } },
  }, async (request) => {
    const found = await checkedSession(bearerToken(request), (token) => loadSessionPublicUser(app.db, token));
    request.user = { id: found.userId, email: found.email, role: found.role, sessionId: found.sessionId };
    return { success: true as const, user: found.user };
  });
};
