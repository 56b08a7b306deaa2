// The two sites over HTTPS with HTTP/2, as a phone reaches them in production (docs/operations.md:
// a TLS proxy in front of the API): haproxy terminates TLS with a certificate made for the run and
// passes each request to the API's own port over HTTP/1.1. Without it Lighthouse measured plain
// HTTP/1.1, where a browser fetches six files at a time from an origin, a round trip each, and a
// signed-in page's thirty-odd script files queued behind one another (bench/README.md).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The haproxy binary Debian installs, or null. */
const findHaproxy = (): string | null => ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) => spawnSync(path, ['-v']).status === 0) ?? null;

export type TTlsFront = {
  /** The HTTPS origin in front of each plain origin given. */
  origins: Map<string, string>;
  stop(): void;
};

/** A self-signed certificate for 127.0.0.1 and localhost, key and certificate in one PEM file (haproxy's form). */
const makeCertificate = (dir: string): string => {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make the run's certificate: ${made.stderr || made.error?.message}`);
  const pem = join(dir, 'site.pem');
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  return pem;
};

/** Answers once something speaks TLS on the address (any HTTP status will do). */
const answers = (origin: string): Promise<boolean> =>
  new Promise((done) => {
    const call = request(`${origin}/api/version`, { rejectUnauthorized: false, timeout: 1000 }, (response) => {
      response.resume();
      done(true);
    });
    call.on('error', () => done(false));
    call.on('timeout', () => call.destroy());
    call.end();
  });

/**
 * Starts haproxy with one HTTPS frontend (HTTP/2 or HTTP/1.1, as the browser offers) per origin
 * given, each on that origin's port + `offset`, in front of it. The browser must be told to accept
 * the run's certificate (Chromium's --ignore-certificate-errors).
 */
export const startTlsFront = async (plainOrigins: string[], offset: number): Promise<TTlsFront> => {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('haproxy is missing (apt-get install haproxy), or run with LIGHTHOUSE_TLS=false to measure plain HTTP/1.1');
  const dir = mkdtempSync(join(tmpdir(), 'hui-tls-front-'));
  const pem = makeCertificate(dir);
  const origins = new Map(plainOrigins.map((origin) => {
    const url = new URL(origin);
    return [origin, `https://${url.hostname}:${Number(url.port) + offset}`] as const;
  }));
  const sections = [...origins].map(([plain, tls], index) => {
    const from = new URL(tls);
    const to = new URL(plain);
    return `
frontend site${index}
  bind ${from.hostname}:${from.port} ssl crt ${pem} alpn h2,http/1.1
  http-request set-header X-Forwarded-Proto https
  default_backend site${index}
backend site${index}
  server api ${to.hostname}:${to.port}`;
  });
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, `
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
${sections.join('\n')}
`);
  const child: ChildProcess = spawn(haproxy, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (const tls of origins.values()) {
    while (!(await answers(tls))) {
      if (Date.now() > deadline || child.exitCode !== null) {
        stop();
        throw new Error(`haproxy did not start:\n${output}`);
      }
      await sleep(100);
    }
  }
  return { origins, stop };
};
