import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { startTestApp, testConfig } from '../../test/harness.ts';
import { apiSecurityHeaders, computeSecurityHeaders, isApiAnswer, securityPolicy } from './security-headers.ts';

const headersFor = (env: Record<string, string> = {}) => computeSecurityHeaders(securityPolicy(testConfig(env)));

/** The sources of one CSP directive, e.g. directive(csp, 'connect-src') -> ["'self'", ...]. */
const directive = (csp: string, name: string): string[] => {
  const found = csp.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  if (!found) throw new Error(`no ${name} in ${csp}`);
  return found.slice(1);
};

describe('Content-Security-Policy connect-src', () => {
  it("allows web sockets only to the site's own host, not to any host", () => {
    const sources = directive(headersFor({ APP_URL: 'https://huievents.co.nz' })['content-security-policy']!, 'connect-src');
    expect(sources).not.toContain('ws:');
    expect(sources).not.toContain('wss:');
    expect(sources).toEqual(["'self'", 'wss://huievents.co.nz', 'wss://providers.example.nz']);
  });

  it('uses ws:// for sites served over http (npm start, e2e), the portal on its own port', () => {
    const sources = directive(headersFor({ APP_URL: 'http://127.0.0.1:3100', PROVIDER_PORTAL_URL: 'http://127.0.0.1:3101' })['content-security-policy']!, 'connect-src');
    expect(sources).toEqual(["'self'", 'ws://127.0.0.1:3100', 'ws://127.0.0.1:3101']);
  });

  it("adds the support chat's hosts only when the chat is configured", () => {
    const sources = directive(headersFor({ APP_URL: 'https://huievents.co.nz', VITE_SUPPORT_CHAT_ID: 'abc' })['content-security-policy']!, 'connect-src');
    expect(sources).toEqual(["'self'", 'wss://huievents.co.nz', 'wss://providers.example.nz', 'https://client.crisp.chat', 'wss://client.relay.crisp.chat']);
  });
});

describe('framing', () => {
  it("says no in both headers: X-Frame-Options DENY, as frame-ancestors 'none'", () => {
    const headers = headersFor();
    expect(directive(headers['content-security-policy']!, 'frame-ancestors')).toEqual(["'none'"]);
    expect(headers['x-frame-options']).toBe('DENY');
  });
});

describe("the API's answers", () => {
  it('carry the short REST set: nothing loads in or frames them, no sniffing, HTTPS only, no referrer', () => {
    const headers = apiSecurityHeaders(headersFor({ APP_URL: 'https://huievents.co.nz' }));
    expect(headers).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it('are the paths under /api/ but its documentation pages; pages keep the site policy', async () => {
    expect([isApiAnswer('/api/auth/me'), isApiAnswer('/api/docs/'), isApiAnswer('/api/docs/json'), isApiAnswer('/'), isApiAnswer('/dashboard'), isApiAnswer('/apiary')])
      .toEqual([true, false, false, false, false, false]);
    const ctx = await startTestApp('pglite');
    try {
      const answer = await ctx.app.inject({ method: 'GET', url: '/api/version' });
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-xss-protection']).toBeUndefined();
      const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    } finally {
      await ctx.stop();
    }
  });
});

describe('API_DOCS', () => {
  const docsFor = (env: Record<string, string>) => loadConfig({ PGLITE_DIR: 'memory', ...env }).apiDocs;

  it('is on by default only in development', () => {
    expect(docsFor({})).toBe(true);
    expect(docsFor({ NODE_ENV: 'development' })).toBe(true);
    expect(docsFor({ NODE_ENV: 'production' })).toBe(false);
    expect(docsFor({ NODE_ENV: 'test' })).toBe(false);
  });

  it('can be switched either way', () => {
    expect(docsFor({ NODE_ENV: 'production', API_DOCS: 'true' })).toBe(true);
    expect(docsFor({ NODE_ENV: 'development', API_DOCS: 'false' })).toBe(false);
  });

  it('refuses another value, naming the variable', () => {
    expect(() => docsFor({ API_DOCS: 'yes please' })).toThrow(ConfigError);
    expect(() => docsFor({ API_DOCS: 'yes please' })).toThrow(/API_DOCS/);
  });
});

describe('Swagger UI at /api/docs', () => {
  it('is not served when API_DOCS is off, while the OpenAPI document stays available to the code', async () => {
    const ctx = await startTestApp('pglite', { NODE_ENV: 'production', API_DOCS: '' });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
      const document = ctx.app.swagger() as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths)).toContain('/api/auth/login');
    } finally {
      await ctx.stop();
    }
  });

  it('is served with API_DOCS=true, with the security headers', async () => {
    const ctx = await startTestApp('pglite', { API_DOCS: 'true' });
    try {
      const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['x-frame-options']).toBe('DENY');
      const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(doc.statusCode).toBe(200);
      expect(Object.keys(doc.json().paths)).toContain('/api/auth/login');
    } finally {
      await ctx.stop();
    }
  });
});
