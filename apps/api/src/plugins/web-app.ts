import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-handler.ts';

/** Serves the built web app on the same origin; unknown non-API paths get index.html (client routing). */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webDistDir: string | null }) => {
  const dir = opts.webDistDir;
  const hasWeb = dir !== null && existsSync(join(dir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes(`${join(dir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ dir }, 'no built web app found: run `npm run build` to serve the site');
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/socket.io');
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, 'NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}, { name: 'web-app' });
