import type { FastifyRequest } from 'fastify';
import { PROVIDER_ACCOUNT_MSG, PROVIDER_IMAGE_MAX_BYTES, ZProviderImageKind, type TProviderImageKind } from '@app/contract';
import { AppError } from '../../lib/app-error.ts';
import type { TUploadedFile } from './provider-image-service.ts';

/** How much of a form the parser reads: `kind`, one file and a little slack for what browsers add. */
const FORM_LIMITS = { fileSize: PROVIDER_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000, fieldNameSize: 100, parts: 6, headerPairs: 50 };

const invalid = (message: string, path = 'file') => new AppError('VALIDATION', message, [{ path, message }]);

/** The parser's own errors as the portal's messages: too large 413, anything else about the form 400. */
const formError = (error: unknown): AppError | null => {
  const failure = error as { code?: string; statusCode?: number } | null;
  if (failure?.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('TOO_LARGE', PROVIDER_ACCOUNT_MSG.imageTooLarge, [{ path: 'file', message: PROVIDER_ACCOUNT_MSG.imageTooLarge }]);
  if (failure?.code === 'FST_FILES_LIMIT') return invalid(PROVIDER_ACCOUNT_MSG.imageOneAtATime);
  if (error instanceof Error && (failure?.statusCode === undefined || failure.statusCode < 500)) return invalid(PROVIDER_ACCOUNT_MSG.imageNotMultipart, '');
  return null;
};

/**
 * Reads the upload form (multipart/form-data): the field `kind` and one file, in any order. The file
 * is held in memory, at most PROVIDER_IMAGE_MAX_BYTES (413 beyond). A request that is not multipart
 * answers 415; no file or an empty one 400 imageMissing; an unknown kind 400.
 */
export const readImageUploadForm = async (request: FastifyRequest): Promise<{ kind: TProviderImageKind; file: TUploadedFile }> => {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROVIDER_ACCOUNT_MSG.imageNotMultipart);
  let kind: unknown;
  let file: TUploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file') file = { bytes: await part.toBuffer(), fileName: part.filename };
      else if (part.fieldname === 'kind') kind = part.value;
    }
  } catch (error) {
    throw formError(error) ?? error;
  }
  if (!file || file.bytes.length === 0) throw invalid(PROVIDER_ACCOUNT_MSG.imageMissing);
  const parsedKind = ZProviderImageKind.safeParse(kind);
  if (!parsedKind.success) throw invalid(PROVIDER_ACCOUNT_MSG.imageKindInvalid, 'kind');
  return { kind: parsedKind.data, file };
};
