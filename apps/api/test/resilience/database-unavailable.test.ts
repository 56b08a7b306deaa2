import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@app/contract';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type TDatabase } from '../../src/db/client.ts';
import { testConfig } from '../harness.ts';
import { freePort } from './child-api.ts';

// The real app and the real PostgreSQL driver pointed at a port where nothing listens: every route
// that needs the database answers 503 with Retry-After and the contract's message, never 500.
// (database-chaos.test.ts does the same against a live server that goes away and comes back.)

describe('database unreachable: 503 with Retry-After', () => {
  let app: FastifyInstance;
  let database: TDatabase;

  beforeAll(async () => {
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/nowhere`;
    const config = testConfig({ DATABASE_URL: url });
    database = await openDatabase({ databaseUrl: url, pgliteDir: null, poolSize: 2 });
    app = await buildApp(config, { database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each([
    ['GET', '/api/public/locations', undefined],
    ['GET', '/api/event-organiser/event-requests', undefined],
    ['POST', '/api/auth/signup', { email: 'nobody@example.nz', password: 'Str0ng!Passw0rd', organiser_type: 'individual', first_name: 'A', last_name: 'B' }],
    ['POST', '/api/auth/login', { email: 'nobody@example.nz', password: 'whatever' }],
  ] as const)('%s %s', async (method, url, payload) => {
    const response = await app.inject({ method, url, headers: { authorization: 'Bearer some-token' }, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ success: false, code: 'UNAVAILABLE', error: MSG.serviceUnavailable, message: MSG.serviceUnavailable });
  });

  it('health says the database is down', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { status: 'down', engine: 'postgres' } });
  });

  it('bad input is still a 400 first', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
  });
});
