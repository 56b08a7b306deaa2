import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { TConfig } from '../config.ts';
import { sendError } from './error-handler.ts';

/** Vite names every file under assets/ by its content hash: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the files copied from public/ keep their names: the browser asks again each time. */
const REVALIDATE = 'no-cache';
const COMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/** The two single-page sites one API process serves: the organiser site and the provider portal. */
export type TSite = 'organiser' | 'provider-portal';

/** The files with a .br or .gz beside them (written at build time): their answer depends on Accept-Encoding. */
const filesWithCompressedCopies = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => COMPRESSED_SUFFIX.test(name))
    .map((name) => join(dir, name.replace(COMPRESSED_SUFFIX, '')));

const addVary = (reply: FastifyReply, header: string) => {
  const current = reply.getHeader('vary');
  const values = typeof current === 'string' ? current.split(',').map((v) => v.trim()).filter(Boolean) : [];
  if (!values.some((v) => v.toLowerCase() === header.toLowerCase())) reply.header('vary', [...values, header].join(', '));
};

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io');

/** 'Example.NZ:443' seen from an https site -> 'example.nz' (the form URL.host has); null when it is no host. */
const normalisedHost = (host: string, protocol: string): string | null => {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
};

/**
 * Which site a request is for: the provider portal when it arrived on the portal's own port, or when
 * its Host (X-Forwarded-Host behind a trusted proxy) is PROVIDER_PORTAL_URL's host; otherwise the
 * organiser site. /api answers the same on both: only the static files and the fallback page differ.
 */
export const siteResolver = (config: Pick<TConfig, 'appUrl' | 'providerPortalUrl' | 'providerPortal' | 'trustProxy'>) => {
  const portal = new URL(config.providerPortalUrl);
  // A portal URL on the organiser site's own host and port cannot be told apart by Host: port only.
  const portalHost = portal.host === new URL(config.appUrl).host ? null : portal.host;
  const portalPort = config.providerPortal.port;
  return (req: IncomingMessage): TSite => {
    if (portalPort !== null && req.socket.localPort === portalPort) return 'provider-portal';
    if (portalHost === null) return 'organiser';
    const forwarded = config.trustProxy ? req.headers['x-forwarded-host'] : undefined;
    const raw = (typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : undefined) || req.headers.host;
    if (!raw) return 'organiser';
    const host = raw.toLowerCase();
    if (host === portalHost) return 'provider-portal';
    // Parsed only when it could be the portal's host written another way (its default port spelt out).
    return host.startsWith(portal.hostname) && normalisedHost(host, portal.protocol) === portalHost ? 'provider-portal' : 'organiser';
  };
};

type TSiteFiles = { site: TSite; dir: string; assetsDir: string; prerendered: Map<string, string>; routeShells: TRouteShell[] };

/** The build's folder of prerendered public pages (packages/web-core/build/prerender.ts). */
const PRERENDER_DIR = 'prerendered';

/** The pages a build prerendered, by path: '/' -> 'prerendered/index.html', '/blog/a-post' -> 'prerendered/blog/a-post.html'. */
export const prerenderedPages = (dir: string): Map<string, string> => {
  const folder = join(dir, PRERENDER_DIR);
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.html'))
      .map((name) => {
        const page = name.split(sep).join('/').replace(/\.html$/, '');
        return [page === 'index' ? '/' : `/${page}`, `${PRERENDER_DIR}/${name.split(sep).join('/')}`] as const;
      }),
  );
};

/** The build's copies of index.html that name a signed-in route's code (packages/web-core/build/route-shells.ts). */
const ROUTE_SHELLS_DIR = 'route-shells';

/** A route's copy of index.html: `parts` its path split at '/', a ':name' part matching any one part of an address. */
type TRouteShell = { parts: string[]; file: string };

/** The routes a build wrote copies of index.html for (route-shells/routes.json), none when it wrote none. */
export const routeShells = (dir: string): TRouteShell[] => {
  const listFile = join(dir, ROUTE_SHELLS_DIR, 'routes.json');
  if (!existsSync(listFile)) return [];
  const listed = JSON.parse(readFileSync(listFile, 'utf8')) as { path: string; file: string }[];
  return listed.map(({ path, file }) => ({ parts: path.split('/').filter(Boolean), file: `${ROUTE_SHELLS_DIR}/${file}` }));
};

/** The copy of index.html for the route `path` is one of ('/dashboard/provider/7' matches '/dashboard/provider/:providerId'). */
export const routeShellFor = (shells: readonly TRouteShell[], path: string): string | undefined => {
  const parts = path.split('/').filter(Boolean);
  return shells.find((shell) => shell.parts.length === parts.length && shell.parts.every((part, i) => part === parts[i] || (part.startsWith(':') && parts[i] !== '')))?.file;
};

/**
 * Serves the built organiser site (WEB_DIST_DIR) and provider portal (PROVIDER_PORTAL_DIST_DIR) on
 * their own origins from this one process; unknown non-API paths get the site's index.html (client
 * routing), but a public page the build prerendered gets its own HTML (prerendered/). Each file route carries a `site` constraint (siteResolver), so the two builds' files never
 * mix. The builds write .br and .gz copies of the text files (packages/web-core/build/precompress.ts): the copy
 * the request's Accept-Encoding prefers is sent, with no compression work per request.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { config: TConfig }) => {
  const { config } = opts;
  const siteOf = siteResolver(config);
  const wanted: { site: TSite; dir: string | null; label: string }[] = [
    { site: 'organiser', dir: config.webDistDir, label: 'web app (organiser site)' },
    { site: 'provider-portal', dir: config.providerPortal.distDir, label: 'provider portal' },
  ];
  const sites = new Map<TSite, TSiteFiles>();
  for (const { site, dir, label } of wanted) {
    if (dir === null) continue;
    if (existsSync(join(dir, 'index.html'))) sites.set(site, { site, dir, assetsDir: join(dir, 'assets') + sep, prerendered: prerenderedPages(dir), routeShells: routeShells(dir) });
    else app.log.warn({ dir }, `no built ${label} found: run \`npm run build\` to serve it`);
  }

  if (sites.size > 0) {
    app.addConstraintStrategy({
      name: 'site',
      storage: () => {
        const handlers = new Map<string, unknown>();
        return { get: (site: string) => (handlers.get(site) ?? null) as never, set: (site: string, store: unknown) => void handlers.set(site, store) };
      },
      deriveConstraint: (req: IncomingMessage) => siteOf(req),
      // API routes carry no site: they answer on both.
      mustMatchWhenDerived: false,
    });
    const compressible = new Set([...sites.values()].flatMap((files) => filesWithCompressedCopies(files.dir)));
    const assetsDirs = [...sites.values()].map((files) => files.assetsDir);
    // The file each response sends, noted by @fastify/static's setHeaders (the .br or .gz when one is
    // sent). Its headers are set in onSend through the reply: headers set on the raw response here
    // would lose to those of the reply (send's own Cache-Control, another plugin's Vary).
    const sentFiles = new WeakMap<object, string>();
    let isFirst = true;
    for (const files of sites.values()) {
      await app.register(fastifyStatic, {
        root: files.dir,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        constraints: { site: files.site },
        // reply.sendFile comes from the first registration; it takes the site's folder as its root.
        decorateReply: isFirst,
        setHeaders: (res, path) => {
          sentFiles.set(res, path);
        },
      });
      isFirst = false;
    }
    app.addHook('onSend', (_request, reply, payload, done) => {
      const sent = sentFiles.get(reply.raw);
      if (sent !== undefined) {
        const file = reply.getHeader('content-encoding') ? sent.replace(COMPRESSED_SUFFIX, '') : sent;
        reply.header('cache-control', assetsDirs.some((dir) => file.startsWith(dir)) ? IMMUTABLE : REVALIDATE);
        if (compressible.has(file)) addVary(reply, 'Accept-Encoding');
      }
      done(null, payload);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const files = sites.get(siteOf(request.raw));
    // A hashed file that is not there (an old build's chunk) must fail as a 404, never load the page as a script.
    const isMissingAsset = path.startsWith('/assets/');
    if (isApiPath(request.url) || isMissingAsset || !files || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, 'NOT_FOUND', `Route ${request.method} ${path} not found`);
    }
    // A public page the build prerendered, asked for by its exact address: its HTML paints before the
    // JavaScript runs, then hydrates. With a query (a sign-in callback, flags the page acts on) the page
    // is the browser's to render: the empty page, as for every other address.
    // A signed-in page a phone opens first (the dashboard, a provider's page, the portal's inbox): the
    // page with its code named as module preloads, fetched beside the entry. With a query the page may
    // open elsewhere (another dashboard tab): the plain page.
    const page = request.url.includes('?') ? undefined : (files.prerendered.get(path) ?? routeShellFor(files.routeShells, path));
    return reply.sendFile(page ?? 'index.html', files.dir);
  });
}, { name: 'web-app' });
