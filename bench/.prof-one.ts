// tmp: profile one path on the app server. usage: tsx .prof-one.ts PATH SECONDS PROFDIR [bare]
import autocannon from 'autocannon';
import { startServer, stopServer, serverCpu } from './servers.ts';
const [path, seconds, dir, which] = process.argv.slice(2);
const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_DIST_DIR: 'none', DATABASE_URL: process.env.BENCH_DATABASE_URL, RATE_LIMIT_AUTH_PER_MINUTE: '100000000', LOGIN_FAILURES_PER_HOUR: '100000000' };
const s = await startServer(which === 'bare' ? 'bare-server.ts' : 'app-server.ts', env, { nodeArgs: dir && dir !== '-' ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [] });
let token = '';
if (which !== 'bare') {
  const r = await fetch(`${s.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench.organiser@huievents.co.nz', password: 'Bench!Passw0rd' }) });
  token = ((await r.json()) as { token: string }).token;
}
const opts = { url: `${s.baseUrl}${path}`, connections: 50, headers: token ? { authorization: `Bearer ${token}` } : {} };
await autocannon({ ...opts, duration: 2 });
const c0 = await serverCpu(s);
const r = await autocannon({ ...opts, duration: Number(seconds) });
const c1 = await serverCpu(s);
console.log(path, Math.round(r.requests.average), 'req/s p99', r.latency.p99, 'cpu µs/req', Math.round((c1 - c0) / r.requests.total), 'non2xx', r.non2xx);
await stopServer(s);
