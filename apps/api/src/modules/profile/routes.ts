import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVATAR_MAX_BYTES, PROFILE_MSG, ZAvatarResponse, ZChangePasswordRequest, ZDeleteAccountRequest, ZErrorResponse, ZOkResponse, ZProfileResponse,
  ZProfileUpdate,
} from '@app/contract';
import type { TConfig } from '../../config.ts';
import { readImageForm } from '../../lib/image-upload-form.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { deleteAccount } from './account-deletion-service.ts';
import { AVATAR_FORM_MESSAGES, saveAvatar } from './avatar-service.ts';
import { changePassword } from './password-service.ts';
import { getProfile, updateProfile } from './profile-service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 429: ZErrorResponse };
const security = [{ bearer: [] }];
const tags = ['profile'];

/** The organiser's profile and account (mounted at /api/event-organiser/profile): organisers only, each about their own. */
export const profileRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  // Authentication before validation (and before a multipart body is read).
  app.addHook('onRequest', app.requireOrganiser);
  await app.register(multipart, { throwFileSizeLimit: true });
  const notifier = { mailer: app.mailer, providerPortalUrl: config.providerPortalUrl };
  const passwordLimit = { rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' } };

  app.get('/', {
    schema: { tags, security, summary: 'My profile: the account (e-mail, dates, sign-in type) and the profile fields', response: { 200: ZProfileResponse, ...errors } },
  }, async (request) => ({ success: true as const, data: await getProfile({ db: app.db, userId: currentUser(request).id }) }));

  app.put('/', {
    schema: {
      tags, security, summary: 'Edit my profile',
      description:
        'Absent fields are kept; empty phone, address, city or postal code clear them. An individual edits first_name and last_name, a business ' +
        "business_name (the other type's names may only come back unchanged). The e-mail cannot be changed: a different one is 400 'Email cannot be changed'.",
      body: ZProfileUpdate, response: { 200: ZProfileResponse, ...errors },
    },
  }, async (request) => ({
    success: true as const,
    message: PROFILE_MSG.updated,
    data: await updateProfile({ db: app.db, userId: currentUser(request).id, input: request.body }),
  }));

  app.post('/avatar', {
    schema: {
      tags, security, summary: 'Upload my profile picture (multipart/form-data: one file)',
      description: 'One file of at most 2 MB, its type read from its content: JPEG, PNG, GIF or WebP (else 415); larger files 413. Replaces the old picture, whose file is removed.',
      consumes: ['multipart/form-data'],
      response: { 201: ZAvatarResponse, ...errors, 413: ZErrorResponse, 415: ZErrorResponse },
    },
  }, async (request, reply) => {
    const { file } = await readImageForm(request, { maxBytes: AVATAR_MAX_BYTES, messages: AVATAR_FORM_MESSAGES });
    const data = await saveAvatar({ db: app.db, uploadDir: config.uploadDir, userId: currentUser(request).id, file });
    return reply.status(201).send({ success: true as const, message: PROFILE_MSG.avatarUpdated, data });
  });

  app.patch('/change-password', {
    schema: {
      tags, security, summary: 'Change my password; signs every other session out',
      description: "403 for an account that signs in with Google; 400 when the current password is wrong. This session stays signed in.",
      body: ZChangePasswordRequest, response: { 200: ZOkResponse, ...errors },
    },
    config: passwordLimit,
  }, async (request) => {
    const user = currentUser(request);
    await changePassword({ db: app.db, userId: user.id, sessionId: user.sessionId, input: request.body, ip: request.ip });
    return { success: true as const, message: PROFILE_MSG.passwordChanged };
  });

  app.post('/delete-account', {
    schema: {
      tags, security, summary: 'Delete my account: signed out everywhere, hidden from providers, erased after 30 days',
      description: `Confirmed with \`password\`, or for an account that signs in with Google with \`confirmation\` set to "DELETE MY ACCOUNT". See docs/adr/006-account-deletion.md.`,
      body: ZDeleteAccountRequest, response: { 200: ZOkResponse, ...errors },
    },
    config: passwordLimit,
  }, async (request) => {
    await deleteAccount({ db: app.db, userId: currentUser(request).id, input: request.body, ip: request.ip, notifier });
    return { success: true as const, message: PROFILE_MSG.accountDeleted };
  });
};
