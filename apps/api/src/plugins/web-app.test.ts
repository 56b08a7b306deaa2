// The built web app as the API serves it: precompressed files chosen by Accept-Encoding, hashed
// assets cached for a year, index.html (and the client-routing fallback) revalidated every time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestContext } from '../../test/harness.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const JS = `export const greeting = ${JSON.stringify('Kia ora! '.repeat(400))};\n`;
const CSS = `body { margin: 0; }\n${'.card { padding: 1rem; color: #0f5d57; }\n'.repeat(100)}`;
const HTML = `<!doctype html><html lang="en-NZ"><head><title>Hui Events</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<p>Plan your event</p>'.repeat(60)}</body></html>`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A dist folder like Vite's with the precompression plugin: .br and .gz beside the text files. */
const writeDist = (dir: string) => {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const withVariants = (path: string, text: string) => {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  };
  withVariants('index.html', HTML);
  withVariants('assets/index-Ab12Cd34.js', JS);
  withVariants('assets/index-Ef56Gh78.css', CSS);
  writeFileSync(join(dir, 'assets/logo-Ij90Kl12.png'), PNG);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
};

const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
};

let dist: string;
let ctx: TTestContext & { stop(): Promise<void> };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'hui-web-dist-'));
  writeDist(dist);
  ctx = await startTestApp('pglite', { WEB_DIST_DIR: dist });
});

afterAll(async () => {
  await ctx?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

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
    const again = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
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
