import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closingConnectionsPlugin } from './closing-connections.ts';

// Over a real socket: an answer sent while the app closes says `connection: close`; before, keep-alive.

const get = (port: number, path: string) =>
  new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { connection: 'keep-alive' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });

describe('connections while the app closes', () => {
  it('keeps connections alive until close begins, then ends each with the answer in flight', async () => {
    const app = Fastify();
    await app.register(closingConnectionsPlugin);
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const hasArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/quick', async () => ({ ok: true }));
    app.get('/slow', async () => {
      arrived();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { ok: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    expect(await get(port, '/quick')).toEqual({ status: 200, connection: 'keep-alive' });

    const inFlight = get(port, '/slow');
    await hasArrived;
    const closed = app.close();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await inFlight).toEqual({ status: 200, connection: 'close' });
    await closed;
  });
});
