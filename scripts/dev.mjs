// `npm run dev`: the API in watch mode on API_PORT (default 3001) and the Vite dev server on PORT
// (default 3000), which proxies /api and /socket.io to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@app/api'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}`, WEB_DIST_DIR: 'none' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@app/web', '--', '--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://localhost:${apiPort}` },
  }),
];
const stop = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
