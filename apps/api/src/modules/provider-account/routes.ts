import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  PROVIDER_ACCOUNT_MSG, ZErrorResponse, ZProviderAccountResponse, ZProviderAuthSuccess, ZProviderImageDeleteResponse, ZProviderImageIdParams,
  ZProviderImageResponse, ZProviderLoginRequest, ZProviderProfileUpdate, ZProviderResetPasswordRequest, ZProviderSignupRequest,
} from '@app/contract';
import type { TConfig } from '../../config.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { LoginThrottledError } from '../auth/login-throttle.ts';
import { readImageUploadForm } from './image-upload-form.ts';
import { loginProvider, resetProviderPassword, signupProvider } from './provider-auth-service.ts';
import { deleteProviderImage, saveProviderImage } from './provider-image-service.ts';
import { getProviderAccount, updateProviderProfile } from './provider-profile-service.ts';

const tags = ['provider-account'];
const security = [{ bearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse };
const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Sign-up, sign-in and password reset of the provider portal: no token needed, rate-limited like /api/auth. */
const publicRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  const authLimit = { rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' } };
  const session = (request: FastifyRequest) => ({ db: app.db, ttlSeconds: config.tokenTtlSeconds, client: client(request) });

  app.post('/signup', {
    schema: {
      tags, summary: 'Create a provider account (pending until an operator verifies the business)',
      description: 'Creates the account (status pending), the business (not verified) with its services and city, and signs in. Subcategories must belong to the chosen categories. An e-mail already registered answers 409.',
      body: ZProviderSignupRequest, response: { 201: ZProviderAuthSuccess, ...errors },
    },
    config: authLimit,
  }, async (request, reply) => reply.status(201).send(await signupProvider({ ...session(request), input: request.body })));

  app.post('/login', {
    schema: {
      tags, summary: 'Sign in to the provider portal',
      description: "The organisers' sign-in rules (throttle, messages); an organiser's account answers 403. A pending provider signs in.",
      body: ZProviderLoginRequest, response: { 200: ZProviderAuthSuccess, ...errors },
    },
    config: authLimit,
  }, async (request, reply) => {
    try {
      return await loginProvider({ ...session(request), input: request.body });
    } catch (error) {
      if (error instanceof LoginThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  app.post('/reset-password', {
    schema: {
      tags, summary: 'Choose a new password with a reset link and sign in to the portal',
      description: "The link of POST /api/auth/forgot-password (same rules and messages as /api/auth/reset-password), answered with a provider session. An organiser's link answers 403 and stays unused.",
      body: ZProviderResetPasswordRequest, response: { 200: ZProviderAuthSuccess, ...errors },
    },
    config: authLimit,
  }, async (request) => resetProviderPassword({ ...session(request), input: request.body }));
};

/** The signed-in provider's own business, pending or verified. */
const accountRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  // Authentication before validation (and before a multipart body is read).
  app.addHook('onRequest', app.requireProvider);
  await app.register(multipart, { throwFileSizeLimit: true });
  const userId = (request: FastifyRequest) => currentUser(request).id;

  app.get('/me', {
    schema: { tags, security, summary: 'My business: account state, profile, services and pictures', response: { 200: ZProviderAccountResponse, ...errors } },
  }, async (request) => ({ success: true as const, data: await getProviderAccount({ db: app.db, userId: userId(request) }) }));

  app.put('/profile', {
    schema: {
      tags, security, summary: 'Save my whole business profile',
      description: 'Replaces the profile, services and city; organisers see the change at once. public_email empty shows the sign-in e-mail.',
      body: ZProviderProfileUpdate, response: { 200: ZProviderAccountResponse, ...errors },
    },
  }, async (request) => ({
    success: true as const,
    message: PROVIDER_ACCOUNT_MSG.profileSaved,
    data: await updateProviderProfile({ db: app.db, userId: userId(request), input: request.body }),
  }));

  app.post('/images', {
    schema: {
      tags, security, summary: 'Upload a picture (multipart/form-data: kind and one file)',
      description:
        'Fields: `kind` (profile_picture, service_image or gallery_image) and one file of at most 5 MB. The type is read from the content: ' +
        'JPEG, PNG, GIF or WebP (else 415); larger files 413; a request that is not multipart 415. A new profile picture replaces the old one; ' +
        'the other kinds have limits (409 when reached).',
      consumes: ['multipart/form-data'],
      response: { 201: ZProviderImageResponse, ...errors, 413: ZErrorResponse, 415: ZErrorResponse },
    },
  }, async (request, reply) => {
    const form = await readImageUploadForm(request);
    const data = await saveProviderImage({ db: app.db, uploadDir: config.uploadDir, userId: userId(request), ...form });
    return reply.status(201).send({ success: true as const, message: PROVIDER_ACCOUNT_MSG.imageUploaded, data });
  });

  app.delete('/images/:id', {
    schema: { tags, security, summary: 'Remove one of my pictures', params: ZProviderImageIdParams, response: { 200: ZProviderImageDeleteResponse, ...errors } },
  }, async (request) => {
    await deleteProviderImage({ db: app.db, uploadDir: config.uploadDir, userId: userId(request), imageId: request.params.id });
    return { success: true as const, message: PROVIDER_ACCOUNT_MSG.imageDeleted };
  });
};

/** The provider portal's account (mounted at /api/service-provider/account). */
export const providerAccountRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  await app.register(publicRoutes, { config });
  await app.register(accountRoutes, { config });
};
