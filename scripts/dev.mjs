// `npm run dev`: the API in watch mode on API_PORT (default 3000, its usual port) and the two Vite dev
// servers with hot reload: the organiser site on WEB_PORT (default 5173) and the provider portal on
// PORTAL_PORT (default 5174). Each dev server proxies /api (and the organiser site /socket.io) to the
// API, so each site is same-origin with it as in production. The API is told the dev servers'
// addresses (APP_URL, PROVIDER_PORTAL_URL: e-mail links and the provider redirect go there) and serves
// no built files itself, so it listens on API_PORT only. Ctrl+C stops all three.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const portalPort = process.env.PORTAL_PORT ?? '5174';
const apiUrl = `http://localhost:${apiPort}`;
const appUrl = process.env.APP_URL ?? `http://localhost:${webPort}`;
const portalUrl = process.env.PROVIDER_PORTAL_URL ?? `http://localhost:${portalPort}`;
// Both sites' builds read these too: the organiser site follows provider redirects to portalUrl only.
const sites = { APP_URL: appUrl, PROVIDER_PORTAL_URL: portalUrl };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@app/api'], {
    stdio: 'inherit',
    env: { ...process.env, ...sites, PORT: apiPort, WEB_DIST_DIR: 'none', PROVIDER_PORTAL_DIST_DIR: 'none' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@app/web', '--', '--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, ...sites, API_URL: apiUrl },
  }),
  spawn('npm', ['run', 'dev', '-w', '@app/provider-portal', '--', '--port', portalPort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, ...sites, API_URL: apiUrl },
  }),
];
const stop = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
