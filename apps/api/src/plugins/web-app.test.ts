// The built sites as the API serves them, the organiser site and the provider portal alike, each
// from its own dist folder: precompressed files chosen by Accept-Encoding, hashed assets cached for a
// year, index.html (and the client-routing fallback) revalidated every time. The portal is the site
// of requests whose Host is PROVIDER_PORTAL_URL's host (here) or that arrive on its own port
// (test/resilience/two-ports.test.ts).
import type { IncomingMessage } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testConfig, type TTestContext } from '../../test/harness.ts';
import { prerenderedPages, routeShellFor, routeShells, siteResolver } from './web-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** The portal's host in the test config (PROVIDER_PORTAL_URL=https://providers.example.nz/login). */
const PORTAL_HOST = 'providers.example.nz';

/** One site's build: the same file names in both (so a mix-up shows), different contents. */
const siteFiles = (title: string) => ({
  JS: `export const greeting = ${JSON.stringify(`Kia ora from ${title}! `.repeat(200))};\n`,
  CSS: `body { margin: 0; }\n${`.card { padding: 1rem; color: #0f5d57; } /* ${title} */\n`.repeat(80)}`,
  HTML: `<!doctype html><html lang="en-NZ"><head><title>${title}</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<p>Plan your event</p>'.repeat(60)}</body></html>`,
});
const SITES = [
  { site: 'organiser', host: undefined, title: 'Hui Events', ...siteFiles('Hui Events') },
  { site: 'provider portal', host: PORTAL_HOST, title: 'Hui Events for providers', ...siteFiles('Hui Events for providers') },
] as const;

/** A dist folder like Vite's with the precompression plugin: .br and .gz beside the text files. */
const writeDist = (dir: string, files: { JS: string; CSS: string; HTML: string }, only: string) => {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const withVariants = (path: string, text: string) => {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  };
  withVariants('index.html', files.HTML);
  withVariants('assets/index-Ab12Cd34.js', files.JS);
  withVariants('assets/index-Ef56Gh78.css', files.CSS);
  writeFileSync(join(dir, 'assets/logo-Ij90Kl12.png'), PNG);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A file only this site has.
  writeFileSync(join(dir, `assets/${only}`), `export const only = ${JSON.stringify(only)};\n`);
};

/** Public pages a build prerendered (packages/web-core/build/prerender.ts), with their .br and .gz. */
const prerenderedPage = (title: string, path: string) =>
  `<!doctype html><html lang="en-NZ"><head><title>${title}</title></head><body><div id="root"><main>${`<p>The page ${path}, prerendered</p>`.repeat(40)}</main></div></body></html>`;
const writePrerendered = (dir: string, title: string, pages: Record<string, string>) => {
  for (const [path, file] of Object.entries(pages)) {
    const html = prerenderedPage(title, path);
    mkdirSync(join(dir, 'prerendered', file, '..'), { recursive: true });
    writeFileSync(join(dir, 'prerendered', file), html);
    writeFileSync(join(dir, 'prerendered', `${file}.br`), brotliCompressSync(html));
    writeFileSync(join(dir, 'prerendered', `${file}.gz`), gzipSync(html));
  }
};
/** A signed-in route's copy of index.html (packages/web-core/build/route-shells.ts), with its .br and .gz. */
const routeShellPage = (path: string) => `<!doctype html><html lang="en-NZ"><head><title>Hui Events</title><link rel="modulepreload" crossorigin href="/assets/${path.replace(/\W+/g, '-')}.js"></head><body></body></html>`;
const writeRouteShells = (dir: string, routes: Record<string, string>) => {
  mkdirSync(join(dir, 'route-shells'), { recursive: true });
  for (const [path, file] of Object.entries(routes)) {
    const html = routeShellPage(path);
    writeFileSync(join(dir, 'route-shells', file), html);
    writeFileSync(join(dir, 'route-shells', `${file}.br`), brotliCompressSync(html));
    writeFileSync(join(dir, 'route-shells', `${file}.gz`), gzipSync(html));
  }
  writeFileSync(join(dir, 'route-shells', 'routes.json'), JSON.stringify(Object.entries(routes).map(([path, file]) => ({ path, file }))));
};
const ORGANISER_ROUTE_SHELLS = { '/dashboard': 'dashboard.html', '/dashboard/provider/:providerId': 'dashboard-provider-providerId.html' };

const ORGANISER_PAGES = { '/blog': 'blog.html', '/blog/first-post': 'blog/first-post.html' };
const PORTAL_PAGES = { '/sign-up': 'sign-up.html' };

const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
};

let dist: string;
let portalDist: string;
let ctx: TTestContext & { stop(): Promise<void> };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'hui-web-dist-'));
  portalDist = mkdtempSync(join(tmpdir(), 'hui-portal-dist-'));
  writeDist(dist, SITES[0], 'organiser-only-Aa11Bb22.js');
  writeDist(portalDist, SITES[1], 'portal-only-Cc33Dd44.js');
  writePrerendered(dist, SITES[0].title, ORGANISER_PAGES);
  writePrerendered(portalDist, SITES[1].title, PORTAL_PAGES);
  writeRouteShells(dist, ORGANISER_ROUTE_SHELLS);
  ctx = await startTestApp('pglite', { WEB_DIST_DIR: dist, PROVIDER_PORTAL_DIST_DIR: portalDist });
});

afterAll(async () => {
  await ctx?.stop();
  rmSync(dist, { recursive: true, force: true });
  rmSync(portalDist, { recursive: true, force: true });
});

describe.each(SITES)('$site', ({ host, JS, CSS, HTML }) => {
  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...(host ? { host } : {}), ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers } });

  describe('hashed assets', () => {
    it.each([
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.9', 'br'],
      ['*', 'gzip'],
    ])('with Accept-Encoding %j are sent %s, precompressed', async (acceptEncoding, encoding) => {
      const res = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(JS) / 4);
      expect(decoded(res)).toBe(JS);
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    });

    it.each([
      ['no Accept-Encoding', undefined],
      ['Accept-Encoding: identity', 'identity'],
      ['only encodings we do not keep', 'deflate, zstd'],
    ])('with %s are sent as they are', async (_, acceptEncoding) => {
      const res = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.payload).toBe(JS);
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('stylesheets too, as text/css', async () => {
      const res = await get('/assets/index-Ef56Gh78.css', 'gzip, br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(decoded(res)).toBe(CSS);
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('images are sent as they are, cached for a year, without Vary', async () => {
      const res = await get('/assets/logo-Ij90Kl12.png', 'gzip, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['vary']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.rawPayload.equals(PNG)).toBe(true);
    });

    it('a missing asset is a 404, not the page (a stale chunk must not load HTML as script)', async () => {
      const res = await get('/assets/index-Old00000.js', 'br');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });
  });

  describe('index.html', () => {
    it.each(['/', '/index.html', '/dashboard/events?tab=quotes', '/providers/42'])('%s is the page, revalidated on every visit, precompressed', async (url) => {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(decoded(res)).toBe(HTML);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('without Accept-Encoding is sent as it is', async () => {
      const res = await get('/');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.payload).toBe(HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('files outside /assets are not hashed, so they are revalidated too', async () => {
      const res = await get('/favicon.svg', 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('API paths never fall back to the page', async () => {
      const res = await get('/api/nothing-here', 'br');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('revalidation and other headers', () => {
    it('index.html answers 304 to a browser that has it, still no-cache', async () => {
      const first = await get('/', 'br');
      const again = await get('/', 'br', { 'if-none-match': String(first.headers['etag']) });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe('no-cache');
    });

    it('carries the same security headers as every answer', async () => {
      for (const url of ['/', '/assets/index-Ab12Cd34.js', '/sign-in']) {
        const res = await get(url, 'br');
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('answers /api the same as the other site', async () => {
      const res = await get('/api/version');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'hui-events-api' });
    });
  });
});

describe('the two sites', () => {
  const portal = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: PORTAL_HOST, 'accept-encoding': 'br' } });
  const organiser = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

  it('never serve each other\'s files: a file only one build has is a 404 on the other', async () => {
    expect((await organiser('/assets/organiser-only-Aa11Bb22.js')).statusCode).toBe(200);
    expect((await portal('/assets/organiser-only-Aa11Bb22.js')).statusCode).toBe(404);
    expect((await portal('/assets/portal-only-Cc33Dd44.js')).statusCode).toBe(200);
    expect((await organiser('/assets/portal-only-Cc33Dd44.js')).statusCode).toBe(404);
  });

  it('tell the portal by its host, whatever its case or written port', async () => {
    for (const host of ['PROVIDERS.example.nz', 'providers.example.nz:443']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/requests', headers: { host } });
      expect(res.payload).toBe(SITES[1].HTML);
    }
    const other = await ctx.app.inject({ method: 'GET', url: '/requests', headers: { host: 'providers.example.nz.evil.example' } });
    expect(other.payload).toBe(SITES[0].HTML);
  });

  it('serve the portal\'s pages only when its build is there, saying so in the log when it is not', async () => {
    const lines: string[] = [];
    const emptyDir = mkdtempSync(join(tmpdir(), 'hui-portal-missing-'));
    const app = await startTestApp('pglite', { WEB_DIST_DIR: dist, PROVIDER_PORTAL_DIST_DIR: emptyDir, LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void lines.push(line) } });
    try {
      expect(lines.join('')).toContain('no built provider portal found: run `npm run build` to serve it');
      expect(lines.join('')).not.toContain('no built web app');
      const page = await app.app.inject({ method: 'GET', url: '/requests', headers: { host: PORTAL_HOST } });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await app.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { host: PORTAL_HOST } })).statusCode).toBe(404);
      expect((await app.app.inject({ method: 'GET', url: '/api/version', headers: { host: PORTAL_HOST } })).statusCode).toBe(200);
      expect((await app.app.inject({ method: 'GET', url: '/requests' })).payload).toBe(SITES[0].HTML);
    } finally {
      await app.stop();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });

  it('keeps Vary: Origin when CORS is on for other origins', async () => {
    const withCors = await startTestApp('pglite', { WEB_DIST_DIR: dist, CORS_ORIGINS: 'https://providers.example.nz' });
    try {
      const res = await withCors.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br', origin: 'https://providers.example.nz' } });
      expect(res.headers['content-encoding']).toBe('br');
      const vary = String(res.headers['vary']).toLowerCase().split(/\s*,\s*/);
      expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
    } finally {
      await withCors.stop();
    }
  });
});

/** A page as a browser asks for it, on the site `host` names (the organiser site without one). */
const getPage = (url: string, host?: string) => ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br', ...(host ? { host } : {}) } });

/** A page the build wrote for this address: `html`, sent precompressed and revalidated like index.html. */
const expectBuiltPage = (res: Awaited<ReturnType<typeof getPage>>, html: string, url: string) => {
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(decoded(res), url).toBe(html);
  expect(res.headers['cache-control']).toBe('no-cache');
};

/** Each address gets the page the browser renders: its site's plain index.html. */
const expectPlainPages = async (cases: readonly (readonly [url: string, host: string | undefined])[]) => {
  for (const [url, host] of cases) expect(decoded(await getPage(url, host)), url).toBe(host === PORTAL_HOST ? SITES[1].HTML : SITES[0].HTML);
};

describe('prerendered public pages', () => {

  it.each([
    ['/blog', undefined, SITES[0].title],
    ['/blog/first-post', undefined, SITES[0].title],
    ['/sign-up', PORTAL_HOST, SITES[1].title],
  ])('%s is its own prerendered HTML, precompressed and revalidated like index.html', async (path, host, title) => {
    const res = await getPage(path, host);
    expectBuiltPage(res, prerenderedPage(title, path), path);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('with a query, a trailing slash or on the other site the address gets the empty page the browser renders', async () => {
    await expectPlainPages([
      ['/blog?utm_source=newsletter', undefined],
      ['/blog/', undefined],
      ['/blog/first-post/more', undefined],
      ['/blog', PORTAL_HOST],
      ['/sign-up', undefined],
      ['/sign-up?token=abc', PORTAL_HOST],
    ]);
  });

  it('are found by path: index.html is /, folders are path segments, compressed copies are no pages', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hui-prerendered-'));
    try {
      writePrerendered(dir, 'Hui', { '/': 'index.html', '/contact': 'contact.html', '/blog/a-post': 'blog/a-post.html' });
      expect(Object.fromEntries(prerenderedPages(dir))).toEqual({
        '/': 'prerendered/index.html',
        '/contact': 'prerendered/contact.html',
        '/blog/a-post': 'prerendered/blog/a-post.html',
      });
      expect(prerenderedPages(join(dir, 'no-build-here')).size).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('signed-in routes with their code named in the page', () => {
  it("an address matching a route's path gets the route's copy of the page, precompressed and revalidated", async () => {
    for (const [url, path] of [['/dashboard', '/dashboard'], ['/dashboard/provider/7', '/dashboard/provider/:providerId']] as const) {
      expectBuiltPage(await getPage(url), routeShellPage(path), url);
    }
  });

  it('another address, one with a query, or the other site gets the plain page', async () => {
    await expectPlainPages([
      ['/dashboard?tab=events', undefined],
      ['/dashboard/provider', undefined],
      ['/dashboard/provider/7/reviews', undefined],
      ['/dashboard/quotes', undefined],
      ['/dashboard', PORTAL_HOST],
    ]);
  });

  it('are matched part by part, a :name part matching any one part', () => {
    const shells = [{ parts: ['dashboard'], file: 'a.html' }, { parts: ['dashboard', 'provider', ':id'], file: 'b.html' }];
    expect(routeShellFor(shells, '/dashboard')).toBe('a.html');
    expect(routeShellFor(shells, '/dashboard/')).toBe('a.html');
    expect(routeShellFor(shells, '/dashboard/provider/42')).toBe('b.html');
    expect(routeShellFor(shells, '/dashboard/provider')).toBeUndefined();
    expect(routeShellFor(shells, '/')).toBeUndefined();
    expect(routeShells(join(tmpdir(), 'no-build-here'))).toEqual([]);
  });
});

describe('siteResolver', () => {
  const request = (options: { host?: string; localPort?: number; forwardedHost?: string }) => ({
    headers: { ...(options.host ? { host: options.host } : {}), ...(options.forwardedHost ? { 'x-forwarded-host': options.forwardedHost } : {}) },
    socket: { localPort: options.localPort ?? 3000 },
  }) as unknown as IncomingMessage;

  it('on this machine: the portal is what arrives on its port, or names its host and port', () => {
    const siteOf = siteResolver(testConfig({ PORT: '3000', PROVIDER_PORTAL_URL: 'http://localhost:3001', PROVIDER_PORTAL_DIST_DIR: '/srv/portal' }));
    expect(siteOf(request({ host: '127.0.0.1:3001', localPort: 3001 }))).toBe('provider-portal');
    expect(siteOf(request({ host: 'localhost:3001', localPort: 3000 }))).toBe('provider-portal');
    expect(siteOf(request({ host: 'localhost:3000', localPort: 3000 }))).toBe('organiser');
    expect(siteOf(request({ localPort: 3000 }))).toBe('organiser');
  });

  it('behind a proxy: by Host, and by X-Forwarded-Host only when the proxy is trusted', () => {
    const env = { PROVIDER_PORTAL_URL: 'https://providers.huievents.co.nz', APP_URL: 'https://huievents.co.nz' };
    const untrusted = siteResolver(testConfig(env));
    const trusted = siteResolver(testConfig({ ...env, TRUST_PROXY: 'true' }));
    expect(untrusted(request({ host: 'providers.huievents.co.nz' }))).toBe('provider-portal');
    expect(untrusted(request({ host: 'huievents.co.nz' }))).toBe('organiser');
    expect(untrusted(request({ host: 'huievents.co.nz', forwardedHost: 'providers.huievents.co.nz' }))).toBe('organiser');
    expect(trusted(request({ host: '10.0.0.5:3000', forwardedHost: 'providers.huievents.co.nz' }))).toBe('provider-portal');
    expect(trusted(request({ host: '10.0.0.5:3000', forwardedHost: 'huievents.co.nz, providers.huievents.co.nz' }))).toBe('organiser');
  });

  it('a portal URL on the organiser site\'s own host and port is never guessed from Host', () => {
    const siteOf = siteResolver(testConfig({ PORT: '3000', APP_URL: 'http://localhost:3000', PROVIDER_PORTAL_URL: 'http://localhost:3000/portal' }));
    expect(siteOf(request({ host: 'localhost:3000' }))).toBe('organiser');
  });
});
