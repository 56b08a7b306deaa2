// `npm run build -w @app/e2e` (run by `npm run test:e2e`): builds both web apps, as `npm run build` does,
// for the e2e run's addresses. Each build takes the other site's address at build time: the
// organiser site follows provider redirects to PROVIDER_PORTAL_URL's origin only, and the portal
// links back to APP_URL. `npm start` builds again with its own addresses.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL, PORTAL_URL } from './sites.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const result = spawnSync('npm', ['run', 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, APP_URL: BASE_URL, PROVIDER_PORTAL_URL: PORTAL_URL, VITE_PROVIDER_PORTAL_URL: '', VITE_APP_URL: '' },
});
process.exit(result.status ?? 1);
