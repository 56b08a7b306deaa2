import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the environment are taken from here, whatever the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(REPO_ROOT, p));

const DURATION = /^(\d+)\s*(s|m|h|d)?$/;
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;
/** '7d', '12h', '30m', '90s' or a plain number of seconds. */
export const parseDurationSeconds = (value: string): number | null => {
  const match = DURATION.exec(value.trim());
  if (!match) return null;
  const unit = (match[2] ?? 's') as keyof typeof UNIT_SECONDS;
  return Number(match[1]) * UNIT_SECONDS[unit];
};

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const bool = (fallback: boolean) =>
  z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional()).transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));
/** A boolean whose default depends on another setting: undefined when unset. */
const optionalBool = z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional()).transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));
const int = (fallback: number, min = 0) => z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).optional()).transform((v) => v ?? fallback);
const duration = (fallback: string) =>
  z.preprocess(emptyAsUndefined, z.string().optional()).transform((v, ctx) => {
    const seconds = parseDurationSeconds(v ?? fallback);
    if (seconds === null || seconds <= 0) {
      ctx.addIssue({ code: 'custom', message: `expected a duration such as 7d, 12h, 30m or a number of seconds, got "${v}"` });
      return z.NEVER;
    }
    return seconds;
  });

const ZEnv = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('development')),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PORT: int(3000, 1).pipe(z.number().max(65535)),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data/pglite')),
  REDIS_URL: optionalUrl,
  CHAT_SESSION_CHECK_INTERVAL: duration('60s'),
  CHAT_REDIS_PREFIX: z.preprocess(emptyAsUndefined, z.string().regex(/^[\w:.-]{1,50}$/).default('hui-chat')),
  APP_URL: z.preprocess(emptyAsUndefined, z.url().default('http://localhost:3000')),
  PROVIDER_PORTAL_URL: z.preprocess(emptyAsUndefined, z.url().default('http://localhost:3001')),
  CORS_ORIGINS: optionalString,
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default('./apps/web/dist')),
  PROVIDER_PORTAL_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default('./apps/provider-portal/dist')),
  UPLOAD_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data/uploads')),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Hui Events <hello@huievents.co.nz>')),
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('support@huievents.co.nz')),
  GOOGLE_ISSUER: z.preprocess(emptyAsUndefined, z.url().default('https://accounts.google.com')),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_REDIRECT_URI: optionalUrl,
  TOKEN_TTL: duration('7d'),
  TRUST_PROXY: bool(false),
  SEED_DEMO: bool(true),
  RATE_LIMIT_AUTH_PER_MINUTE: int(20, 1),
  PROVIDER_LIST_CACHE: bool(true),
  PROVIDER_SEARCH_REPLICA: bool(true),
  API_DOCS: optionalBool,
  CLUSTER_WORKERS: int(0),
  EVENT_LIFECYCLE_INTERVAL: duration('10m'),
  ACCOUNT_ERASURE_INTERVAL: duration('1h'),
  RESPONSE_TIMES_INTERVAL: duration('10m'),
  VITE_SUPPORT_CHAT_ID: optionalString,
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  databaseUrl: string | null;
  pgliteDir: string | null;
  redisUrl: string | null;
  /** The prefix of the chat gateway's Redis keys, stream and channels: the API processes of one deployment share it. */
  chatRedisPrefix: string;
  /** How often each node re-checks its sockets' sessions (revoked outside the app, suspended accounts). */
  chatSessionCheckSeconds: number;
  appUrl: string;
  providerPortalUrl: string;
  /**
   * The provider portal as this process serves it: its built files (null: not served here), its
   * host (requests whose Host names it are the portal's, behind a proxy on one port) and the extra
   * port this process listens on for it (PROVIDER_PORTAL_URL on this machine with another port than
   * PORT; null otherwise).
   */
  providerPortal: { distDir: string | null; host: string; port: number | null };
  /** Other origins allowed to call the API from a browser (the site itself is same-origin and needs none). */
  corsOrigins: string[];
  webDistDir: string | null;
  uploadDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  google: { issuer: string; clientId: string; clientSecret: string; redirectUri: string } | null;
  tokenTtlSeconds: number;
  trustProxy: boolean;
  seedDemo: boolean;
  rateLimit: { authPerMinute: number };
  /** Answer caches kept per API node; switched off only to measure what they earn (bench/README.md). */
  caches: { providerList: boolean; providerSearchReplica: boolean };
  /** Swagger UI and its OpenAPI JSON at /api/docs (API_DOCS; unset: on in development only). */
  apiDocs: boolean;
  /** Worker processes of `npm run start:cluster`; 0 means one per CPU. */
  clusterWorkers: number;
  /** How often each API node runs the event lifecycle job (EVENT_LIFECYCLE_INTERVAL; docs/adr/005-event-lifecycle.md). */
  eventLifecycleIntervalSeconds: number;
  /** How often each API node runs the erasure of deleted accounts (ACCOUNT_ERASURE_INTERVAL; docs/adr/006-account-deletion.md). */
  accountErasureIntervalSeconds: number;
  /** How often each API node runs the reply reminders and median reply times (RESPONSE_TIMES_INTERVAL; docs/operations.md, "Response times"). */
  responseTimesIntervalSeconds: number;
  /** Extra CSP sources for the third-party support chat, only when it is configured. */
  supportChatHosts: { script: string[]; style: string[]; img: string[]; connect: string[]; font: string[]; frame: string[] };
};

const CRISP = 'https://client.crisp.chat';
const NO_HOSTS = { script: [], style: [], img: [], connect: [], font: [], frame: [] };

export class ConfigError extends Error {}

/** Host names that mean this machine: a portal URL on one of them is served by this process itself. */
const isLocalHostname = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '0.0.0.0';

/** The port a URL is reached on: its own, else its scheme's. */
const urlPort = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/**
 * The extra port for the provider portal: only when this process serves the portal's files and the
 * portal's URL is on this machine at another port than the API's (http://localhost:3001 beside
 * PORT=3000). A public URL (https://providers.example.nz) is reached through a proxy instead.
 */
export const providerPortalPort = (portalUrl: string, port: number, distDir: string | null): number | null => {
  const url = new URL(portalUrl);
  if (distDir === null || !isLocalHostname(url.hostname)) return null;
  const portalPort = urlPort(url);
  return portalPort === port ? null : portalPort;
};

/** Reads and validates every environment variable once; a bad value names the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): TConfig => {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const hasGoogle = Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET);
  const portalDistDir = e.PROVIDER_PORTAL_DIST_DIR === 'none' ? null : fromRoot(e.PROVIDER_PORTAL_DIST_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteDir: e.DATABASE_URL ? null : e.PGLITE_DIR === 'memory' ? null : fromRoot(e.PGLITE_DIR),
    redisUrl: e.REDIS_URL ?? null,
    chatRedisPrefix: e.CHAT_REDIS_PREFIX,
    chatSessionCheckSeconds: e.CHAT_SESSION_CHECK_INTERVAL,
    appUrl: e.APP_URL.replace(/\/$/, ''),
    providerPortalUrl: e.PROVIDER_PORTAL_URL,
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean),
    webDistDir: e.WEB_DIST_DIR === 'none' ? null : fromRoot(e.WEB_DIST_DIR),
    providerPortal: {
      distDir: portalDistDir,
      host: new URL(e.PROVIDER_PORTAL_URL).host,
      port: providerPortalPort(e.PROVIDER_PORTAL_URL, e.PORT, portalDistDir),
    },
    uploadDir: fromRoot(e.UPLOAD_DIR),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    google: hasGoogle
      ? { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID!, clientSecret: e.GOOGLE_CLIENT_SECRET!, redirectUri: e.GOOGLE_REDIRECT_URI ?? `${e.APP_URL.replace(/\/$/, '')}/` }
      : null,
    tokenTtlSeconds: e.TOKEN_TTL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    rateLimit: { authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE },
    caches: { providerList: e.PROVIDER_LIST_CACHE, providerSearchReplica: e.PROVIDER_SEARCH_REPLICA },
    apiDocs: e.API_DOCS ?? e.NODE_ENV === 'development',
    clusterWorkers: e.CLUSTER_WORKERS,
    eventLifecycleIntervalSeconds: e.EVENT_LIFECYCLE_INTERVAL,
    accountErasureIntervalSeconds: e.ACCOUNT_ERASURE_INTERVAL,
    responseTimesIntervalSeconds: e.RESPONSE_TIMES_INTERVAL,
    supportChatHosts: e.VITE_SUPPORT_CHAT_ID
      ? { script: [CRISP], style: [CRISP], img: [CRISP, 'https://image.crisp.chat'], connect: [CRISP, 'wss://client.relay.crisp.chat'], font: [CRISP], frame: ['https://game.crisp.chat'] }
      : NO_HOSTS,
  };
};
