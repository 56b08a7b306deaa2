import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH, CHAT_CLIENT_EVENTS, CHAT_MSG, CHAT_SERVER_EVENTS, type TChatSocketErrorEvent, type TSignupRequest } from '@app/contract';
import { STRONG_PASSWORD, uniqueEmail } from '../factories.ts';
import { freePort, logLines, spawnApi, type TChildApi } from './child-api.ts';

// `npm start` serves the organiser site on PORT and the provider portal on PROVIDER_PORTAL_URL's
// port from one process: the real server on two free ports, each with its own build, /api on both,
// and SIGTERM finishing what is in flight on the portal's port too before the process exits 0.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const writeSite = (title: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'hui-two-ports-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js'), `console.log(${JSON.stringify(title)});`);
  return dir;
};

describe('one process, two sites on two ports', () => {
  const organiserDist = writeSite('Hui Events');
  const portalDist = writeSite('Hui Events for providers');
  let api: TChildApi;
  let portalUrl: string;

  beforeAll(async () => {
    const portalPort = await freePort();
    portalUrl = `http://127.0.0.1:${portalPort}`;
    api = await spawnApi({
      env: { LOG_LEVEL: 'info', WEB_DIST_DIR: organiserDist, PROVIDER_PORTAL_DIST_DIR: portalDist, PROVIDER_PORTAL_URL: portalUrl },
      readyTimeoutMs: 90_000,
    });
  });
  afterAll(async () => {
    await api?.stop('SIGKILL');
    rmSync(organiserDist, { recursive: true, force: true });
    rmSync(portalDist, { recursive: true, force: true });
  });

  it('serves each site its own pages, /api on both, and says where', async () => {
    const page = async (url: string) => {
      const res = await fetch(url);
      return { status: res.status, text: await res.text(), cache: res.headers.get('cache-control'), csp: res.headers.get('content-security-policy') };
    };
    expect(await page(`${api.baseUrl}/`)).toMatchObject({ status: 200, text: '<!doctype html><title>Hui Events</title>', cache: 'no-cache' });
    expect(await page(`${portalUrl}/`)).toMatchObject({ status: 200, text: '<!doctype html><title>Hui Events for providers</title>', cache: 'no-cache' });
    expect((await page(`${portalUrl}/sign-in?email=a%40b.nz`)).text).toContain('for providers');
    expect((await page(`${portalUrl}/assets/index-Ab12Cd34.js`)).text).toContain('for providers');
    expect((await page(`${portalUrl}/`)).csp).toContain("default-src 'self'");
    for (const base of [api.baseUrl, portalUrl]) {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
    }
    expect(api.output()).toContain(`the provider portal at ${portalUrl}`);
  });

  it("answers the chat's real-time connection on both ports, each site's client on its own origin", async () => {
    const signup: TSignupRequest = { email: uniqueEmail(), password: STRONG_PASSWORD, user_role: 'event_organiser', organiser_type: 'individual', first_name: 'Mere', last_name: 'Parata' };
    const response = await fetch(`${api.baseUrl}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signup) });
    const { token } = (await response.json()) as { token: string };
    for (const [base, transports] of [[api.baseUrl, ['websocket']], [portalUrl, ['websocket']], [portalUrl, ['polling']]] as const) {
      const socket = connectClient(base, { path: CHAT_SOCKET_PATH, transports: [...transports], auth: { token }, reconnection: false, forceNew: true });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        // A live answer from the gateway: joining a room that is not this user's is refused.
        const refused = new Promise<TChatSocketErrorEvent>((resolve) => socket.once(CHAT_SERVER_EVENTS.error, resolve));
        socket.emit(CHAT_CLIENT_EVENTS.joinChatRoom, 999_999);
        expect(await refused).toMatchObject({ message: CHAT_MSG.roomNotFound });
      } finally {
        socket.disconnect();
      }
    }
  });

  it('on SIGTERM answers what is in flight on the portal\'s port, then stops listening on both and exits 0', { timeout: 60_000 }, async () => {
    const received = () => logLines(api.output()).filter((line) => line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/api/auth/signup').length;
    const answers = Array.from({ length: 4 }, () => fetch(`${portalUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `portal+${randomBytes(4).toString('hex')}@example.nz`, password: STRONG_PASSWORD, organiser_type: 'individual', first_name: 'Tui', last_name: 'Ports' }),
    }).then((r) => r.status, (error: unknown) => `network error: ${String(error)}`));
    while (received() < 4 && !api.hasExited()) await sleep(5);
    api.child.kill('SIGTERM');
    expect(await Promise.all(answers)).toEqual([201, 201, 201, 201]);
    expect(await api.exited).toEqual({ code: 0, signal: null });
    for (const base of [api.baseUrl, portalUrl]) {
      expect(await fetch(`${base}/api/version`).then((r) => r.status, () => 'refused')).toBe('refused');
    }
    expect(logLines(api.output()).map((line) => line.msg)).toContain('shut down cleanly');
  });
});
