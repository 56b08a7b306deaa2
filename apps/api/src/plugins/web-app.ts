import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-handler.ts';

/** Vite names every file under assets/ by its content hash: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the files copied from public/ keep their names: the browser asks again each time. */
const REVALIDATE = 'no-cache';
const COMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/** The files with a .br or .gz beside them (written at build time): their answer depends on Accept-Encoding. */
const filesWithCompressedCopies = (dir: string): Set<string> => {
  const files = new Set<string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (COMPRESSED_SUFFIX.test(name)) files.add(join(dir, name.replace(COMPRESSED_SUFFIX, '')));
  }
  return files;
};

const addVary = (reply: FastifyReply, header: string) => {
  const current = reply.getHeader('vary');
  const values = typeof current === 'string' ? current.split(',').map((v) => v.trim()).filter(Boolean) : [];
  if (!values.some((v) => v.toLowerCase() === header.toLowerCase())) reply.header('vary', [...values, header].join(', '));
};

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io');

/**
 * Serves the built web app on the same origin; unknown non-API paths get index.html (client routing).
 * The build writes .br and .gz copies of the text files (apps/web/build/precompress.ts): the copy the
 * request's Accept-Encoding prefers is sent, with no compression work per request.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webDistDir: string | null }) => {
  const dir = opts.webDistDir;
  const hasWeb = dir !== null && existsSync(join(dir, 'index.html'));
  if (hasWeb) {
    const assetsDir = join(dir, 'assets') + sep;
    const compressible = filesWithCompressedCopies(dir);
    // The file each response sends, noted by @fastify/static's setHeaders (the .br or .gz when one is
    // sent). Its headers are set in onSend through the reply: headers set on the raw response here
    // would lose to those of the reply (send's own Cache-Control, another plugin's Vary).
    const sentFiles = new WeakMap<object, string>();
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        sentFiles.set(res, path);
      },
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      const sent = sentFiles.get(reply.raw);
      if (sent !== undefined) {
        const file = reply.getHeader('content-encoding') ? sent.replace(COMPRESSED_SUFFIX, '') : sent;
        reply.header('cache-control', file.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        if (compressible.has(file)) addVary(reply, 'Accept-Encoding');
      }
      done(null, payload);
    });
  } else {
    app.log.warn({ dir }, 'no built web app found: run `npm run build` to serve the site');
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // A hashed file that is not there (an old build's chunk) must fail as a 404, never load the page as a script.
    const isMissingAsset = path.startsWith('/assets/');
    if (isApiPath(request.url) || isMissingAsset || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, 'NOT_FOUND', `Route ${request.method} ${path} not found`);
    }
    return reply.sendFile('index.html');
  });
}, { name: 'web-app' });
