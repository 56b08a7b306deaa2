import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@app/contract';
import type { TConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { uploadMimeType } from '../lib/upload-files.ts';

const ONE_YEAR_SECONDS = 31_536_000;
const NOT_FOUND = 'File not found';

/**
 * Uploaded pictures (UPLOAD_DIR) at GET /uploads/<name>. Only names the upload code writes (128
 * random bits in hex and an image extension, lib/upload-files.ts) are read: anything else, a folder
 * or a missing file is 404, so no path leaves the folder and nothing is listed. The content type
 * comes from the stored extension (itself from the file's content), never sniffed by the browser;
 * a name never changes its content, so browsers keep it for a year.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, opts: { config: TConfig }) => {
  const uploadDir = opts.config.uploadDir;
  app.withTypeProvider<ZodTypeProvider>().get('/uploads/:name', {
    schema: {
      tags: ['uploads'],
      summary: 'An uploaded picture (profile, service or gallery image)',
      params: z.object({ name: z.string() }),
      response: { 200: z.unknown().describe('The image (JPEG, PNG, GIF or WebP)'), 404: ZErrorResponse },
    },
  }, async (request, reply) => {
    const { name } = request.params;
    const mimeType = uploadMimeType(name);
    if (!mimeType) throw new AppError('NOT_FOUND', NOT_FOUND);
    const path = join(uploadDir, name);
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) throw new AppError('NOT_FOUND', NOT_FOUND);
    return reply
      .type(mimeType)
      .header('content-length', String(found.size))
      .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .header('x-content-type-options', 'nosniff')
      // Shown by both sites (the provider portal may be on its own origin); never run as a document.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(createReadStream(path));
  });
}, { name: 'uploads' });
