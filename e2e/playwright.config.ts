import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOOGLE_MOCK_CLIENT, GOOGLE_MOCK_ISSUER, GOOGLE_MOCK_PORT } from './support/mock-google.ts';
import { PROVIDER_PORTAL_URL } from './support/accounts.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// Each run starts on a fresh embedded database with demo data.
const dataDir = process.env.E2E_PGLITE_DIR ?? mkdtempSync(join(tmpdir(), 'hui-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    {
      command: 'npx tsx ../apps/api/src/main.ts',
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        APP_URL: BASE_URL,
        PGLITE_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        PROVIDER_PORTAL_URL,
        GOOGLE_ISSUER: GOOGLE_MOCK_ISSUER,
        GOOGLE_CLIENT_ID: GOOGLE_MOCK_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_MOCK_CLIENT.secret,
        GOOGLE_REDIRECT_URI: `${BASE_URL}/`,
      },
    },
  ],
});
