import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDurationSeconds, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine: PGlite under ./data, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.pgliteDir).toBe(`${REPO_ROOT}/data/pglite`);
    expect(config.tokenTtlSeconds).toBe(7 * 86_400);
    expect(config.eventLifecycleIntervalSeconds).toBe(600);
    expect(loadConfig({ EVENT_LIFECYCLE_INTERVAL: '2m' }).eventLifecycleIntervalSeconds).toBe(120);
    expect(config.accountErasureIntervalSeconds).toBe(3600);
    expect(loadConfig({ ACCOUNT_ERASURE_INTERVAL: '15m' }).accountErasureIntervalSeconds).toBe(900);
    expect(config.google).toBeNull();
    expect(config.corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://providers.example.nz/, https://x.example.nz' }).corsOrigins).toEqual(['https://providers.example.nz', 'https://x.example.nz']);
  });

  it('switches to PostgreSQL when DATABASE_URL is set, and treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', REDIS_URL: '', PORT: '' });
    expect(config.databaseUrl).toBe('postgres://u@127.0.0.1:5432/db');
    expect(config.pgliteDir).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ TOKEN_TTL: 'forever' }, 'TOKEN_TTL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ SUPPORT_EMAIL: 'support' }, 'SUPPORT_EMAIL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ EVENT_LIFECYCLE_INTERVAL: 'often' }, 'EVENT_LIFECYCLE_INTERVAL'],
    [{ EVENT_LIFECYCLE_INTERVAL: '0' }, 'EVENT_LIFECYCLE_INTERVAL'],
    [{ ACCOUNT_ERASURE_INTERVAL: 'weekly' }, 'ACCOUNT_ERASURE_INTERVAL'],
  ])('stops on a bad value naming the variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('enables Google only with both client id and secret', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', APP_URL: 'https://hui.example.nz/' }).google).toEqual({
      issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 's', redirectUri: 'https://hui.example.nz/',
    });
  });
});

describe('the provider portal', () => {
  it('is served from its own build on its own port by default (http://localhost:3001 beside PORT=3000)', () => {
    expect(loadConfig({}).providerPortal).toEqual({ distDir: `${REPO_ROOT}/apps/provider-portal/dist`, host: 'localhost:3001', port: 3001 });
  });

  it.each([
    [{ PROVIDER_PORTAL_URL: 'http://127.0.0.1:3101', PORT: '3100' }, 3101],
    [{ PROVIDER_PORTAL_URL: 'http://[::1]:4001' }, 4001],
    [{ PROVIDER_PORTAL_URL: 'http://providers.localhost' }, 80],
    [{ PROVIDER_PORTAL_URL: 'http://localhost:3000' }, null],
    [{ PROVIDER_PORTAL_URL: 'https://providers.huievents.co.nz' }, null],
    [{ PROVIDER_PORTAL_URL: 'http://localhost:3001', PROVIDER_PORTAL_DIST_DIR: 'none' }, null],
  ])('listens on its own port only on this machine, beside PORT, when it serves the portal: %o -> %s', (env, port) => {
    expect(loadConfig(env).providerPortal.port).toBe(port);
  });

  it('"none" serves no portal files', () => {
    expect(loadConfig({ PROVIDER_PORTAL_DIST_DIR: 'none' }).providerPortal.distDir).toBeNull();
  });
});

describe('parseDurationSeconds', () => {
  it.each([['90', 90], ['30m', 1800], ['12h', 43_200], ['7d', 604_800], ['x', null]])('%s -> %s', (input, expected) => {
    expect(parseDurationSeconds(input)).toBe(expected);
  });
});
