import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@app/contract';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import { GENERATED_KINDS, GENERATED_SEED_PATTERN, renderGeneratedImage, type TGeneratedKind } from './generated-image.ts';

const ONE_YEAR_SECONDS = 31_536_000;
/** Pictures never change for a given URL: a small memo spares the drawing on repeat requests. */
const MEMO_LIMIT = 500;
const memo = new Map<string, { body: string; etag: string }>();

const render = (kind: TGeneratedKind, seed: string) => {
  const key = `${kind}/${seed}`;
  const found = memo.get(key);
  if (found) return found;
  const body = renderGeneratedImage({ kind, seed });
  const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
  memo.set(key, entry);
  return entry;
};

const ZGeneratedParams = z.object({
  kind: z.enum(GENERATED_KINDS),
  seed: z.string().regex(GENERATED_SEED_PATTERN, 'Image names use lowercase letters, digits and hyphens'),
});

/** Drawn pictures for the demo data: GET /api/media/generated/{profile|service|gallery}/{seed}.svg */
export const mediaRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app) => {
  app.get('/generated/:kind/:seed.svg', {
    schema: {
      tags: ['media'],
      summary: 'A generated SVG illustration (same name, same picture)',
      params: ZGeneratedParams,
      response: { 200: z.string().describe('image/svg+xml document'), 304: z.null().describe('Not modified'), 400: ZErrorResponse },
    },
  }, async (request, reply) => {
    const { kind, seed } = request.params;
    const image = render(kind, seed);
    reply
      .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .header('etag', image.etag)
      // Opened on its own, the document may draw and style itself, and nothing else.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (request.headers['if-none-match'] === image.etag) return reply.status(304).send(null);
    return reply.type('image/svg+xml; charset=utf-8').send(image.body);
  });
};
