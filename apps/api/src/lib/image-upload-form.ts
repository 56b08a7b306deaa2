import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { detectImageType, type TImageType } from './upload-files.ts';

// Reading one uploaded picture from a multipart/form-data request, shared by the provider portal's
// pictures (modules/provider-account) and the organiser's avatar (modules/profile). Each passes its
// size limit, the text fields it reads and its own messages.

export type TUploadedFile = { bytes: Buffer; fileName: string };

export type TImageFormMessages = {
  /** The file is larger than the limit (413). */
  tooLarge: string;
  /** More than one file (400). */
  oneAtATime: string;
  /** Not multipart at all (415), or a form the parser cannot read (400). */
  notMultipart: string;
  /** No file, or an empty one (400). */
  missing: string;
  /** The content is not a JPEG, PNG, GIF or WebP image, whatever its name says (415). */
  wrongType: string;
};

const invalid = (message: string, path = 'file') => new AppError('VALIDATION', message, [{ path, message }]);

/** The parser's own errors in the caller's words: too large 413, anything else about the form 400. */
const formError = (error: unknown, messages: TImageFormMessages): AppError | null => {
  const failure = error as { code?: string; statusCode?: number } | null;
  if (failure?.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('TOO_LARGE', messages.tooLarge, [{ path: 'file', message: messages.tooLarge }]);
  if (failure?.code === 'FST_FILES_LIMIT') return invalid(messages.oneAtATime);
  if (error instanceof Error && (failure?.statusCode === undefined || failure.statusCode < 500)) return invalid(messages.notMultipart, '');
  return null;
};

/**
 * Reads a multipart form of one file (any field name) and the text fields named in `fieldNames`, in
 * any order; other text fields are ignored. The file is held in memory, at most `maxBytes` (413
 * beyond). A request that is not multipart answers 415; no file or an empty one 400.
 */
export const readImageForm = async (
  request: FastifyRequest,
  options: { maxBytes: number; fieldNames?: readonly string[]; messages: TImageFormMessages },
): Promise<{ fields: Record<string, string>; file: TUploadedFile }> => {
  const { messages, fieldNames = [] } = options;
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.notMultipart);
  const limits = {
    fileSize: options.maxBytes, files: 1, fields: fieldNames.length + 4, fieldSize: 1_000, fieldNameSize: 100, parts: fieldNames.length + 5, headerPairs: 50,
  };
  const fields: Record<string, string> = {};
  let file: TUploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') file = { bytes: await part.toBuffer(), fileName: part.filename };
      else if (fieldNames.includes(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw formError(error, messages) ?? error;
  }
  if (!file || file.bytes.length === 0) throw invalid(messages.missing);
  return { fields, file };
};

/** The image type read from the file's first bytes (never its name or declared type); 415 for anything else. */
export const requireImageType = (file: TUploadedFile, wrongType: string): TImageType => {
  const type = detectImageType(file.bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', wrongType, [{ path: 'file', message: wrongType }]);
  return type;
};
