import type { FastifyRequest } from 'fastify';
import { PROVIDER_ACCOUNT_MSG, PROVIDER_IMAGE_MAX_BYTES, ZProviderImageKind, type TProviderImageKind } from '@app/contract';
import { AppError } from '../../lib/app-error.ts';
import { readImageForm, type TImageFormMessages, type TUploadedFile } from '../../lib/image-upload-form.ts';

/** The portal's words for a picture upload's problems. */
export const PROVIDER_IMAGE_FORM_MESSAGES: TImageFormMessages = {
  tooLarge: PROVIDER_ACCOUNT_MSG.imageTooLarge,
  oneAtATime: PROVIDER_ACCOUNT_MSG.imageOneAtATime,
  notMultipart: PROVIDER_ACCOUNT_MSG.imageNotMultipart,
  missing: PROVIDER_ACCOUNT_MSG.imageMissing,
  wrongType: PROVIDER_ACCOUNT_MSG.imageWrongType,
};

/**
 * Reads the upload form (multipart/form-data): the field `kind` and one file, in any order. The file
 * is held in memory, at most PROVIDER_IMAGE_MAX_BYTES (413 beyond). A request that is not multipart
 * answers 415; no file or an empty one 400 imageMissing; an unknown kind 400.
 */
export const readImageUploadForm = async (request: FastifyRequest): Promise<{ kind: TProviderImageKind; file: TUploadedFile }> => {
  const { fields, file } = await readImageForm(request, { maxBytes: PROVIDER_IMAGE_MAX_BYTES, fieldNames: ['kind'], messages: PROVIDER_IMAGE_FORM_MESSAGES });
  const parsedKind = ZProviderImageKind.safeParse(fields.kind);
  if (!parsedKind.success) throw new AppError('VALIDATION', PROVIDER_ACCOUNT_MSG.imageKindInvalid, [{ path: 'kind', message: PROVIDER_ACCOUNT_MSG.imageKindInvalid }]);
  return { kind: parsedKind.data, file };
};
