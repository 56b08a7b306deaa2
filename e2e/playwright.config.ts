import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GOOGLE_MOCK_CLIENT, GOOGLE_MOCK_ISSUER, GOOGLE_MOCK_PORT } from './support/mock-google.ts';
import { APP_PORT, BASE_URL, PORTAL_URL } from './support/sites.ts';

// Each run starts on a fresh embedded database with demo data.
const dataDir = process.env.E2E_PGLITE_DIR ?? mkdtempSync(join(tmpdir(), 'hui-e2e-'));

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = process.env.WEB_DIST_DIR ?? join(REPO_ROOT, 'apps/web/dist');
const portalDist = process.env.PROVIDER_PORTAL_DIST_DIR ?? join(REPO_ROOT, 'apps/provider-portal/dist');

/**
 * Both sites must be built, and the organiser site for this run's portal: it follows provider
 * redirects to the origin it was built with only. `npm run build -w @app/e2e` (run by
 * `npm run test:e2e`) builds both for these addresses; a plain `npm run build` builds for
 * http://localhost:3001.
 */
const checkBuilds = () => {
  const rebuild = 'run `npm run build -w @app/e2e` (npm run test:e2e does) to build both sites for the e2e addresses';
  for (const dir of [webDist, portalDist]) {
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`e2e: no built site in ${dir}: ${rebuild}`);
  }
  const assets = join(webDist, 'assets');
  const isForThisPortal = readdirSync(assets).some((name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes(PORTAL_URL));
  if (!isForThisPortal) throw new Error(`e2e: ${webDist} was built for another provider portal than ${PORTAL_URL}: ${rebuild}`);
};
checkBuilds();

/**
 * Debian's chromium-headless-shell when installed (.ci/run installs it): the same Chromium build
 * without the desktop browser's machinery, which runs the suite in about four-fifths of the time of
 * /usr/bin/chromium --headless. CHROMIUM_PATH picks another.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Every spec makes its own accounts (or only reads the demo accounts' data), so files run side by
  // side; a file whose tests build on each other says so with test.describe.configure({ mode: 'serial' }).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that times out because the machine is busy gets one more try (E2E_RETRIES=0 for none);
  // the list reporter marks it flaky, so a real failure still fails twice and shows.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs every test about a fifth of its time (DOM snapshots at each step), so
    // it is kept for a failing test's second try; E2E_TRACE=retain-on-failure records every first try.
    trace: (process.env.E2E_TRACE ?? 'on-first-retry') as 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    // Google: a real OpenID provider on loopback (support/mock-google-server.ts), started first.
    {
      command: 'npx tsx support/mock-google-server.ts',
      url: `${GOOGLE_MOCK_ISSUER}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_GOOGLE_PORT: String(GOOGLE_MOCK_PORT) },
    },
    // The API with both sites: the organiser site on APP_PORT, the provider portal on its own port
    // (which it listens on last, so an answer there means both are up).
    {
      command: 'npx tsx ../apps/api/src/main.ts',
      url: `${PORTAL_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(APP_PORT),
        HOST: '127.0.0.1',
        APP_URL: BASE_URL,
        PROVIDER_PORTAL_URL: PORTAL_URL,
        WEB_DIST_DIR: webDist,
        PROVIDER_PORTAL_DIST_DIR: portalDist,
        PGLITE_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        GOOGLE_ISSUER: GOOGLE_MOCK_ISSUER,
        GOOGLE_CLIENT_ID: GOOGLE_MOCK_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_MOCK_CLIENT.secret,
        GOOGLE_REDIRECT_URI: `${BASE_URL}/`,
      },
    },
  ],
});
