import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG, PROVIDER_ACCOUNT_MSG, type TErrorResponse } from '@app/contract';
import { describeEachEngine } from '../harness.ts';
import { multipartBody } from '../multipart.ts';
import { ACTORS, createAccounts, fixtureFor, PROVIDER_ACTORS, type TAccounts, type TActor } from './actors.ts';
import { ROUTE_EXPECTATIONS, routeOwner } from './authorization-expectations.ts';
import { fillPath, listOperations } from './openapi-routes.ts';

// Every route of the OpenAPI document x every actor, against data organiser A (or, on the provider
// portal's routes, the listed provider) owns. The owner goes last on each route, so an attempt by
// anyone else that wrongly changed its data shows as the owner's failure.

const ORDER: TActor[] = ['anonymous', 'revoked', 'providerB', 'pendingProvider', 'provider', 'organiserB', 'organiserA'];
const orderFor = (owner: TActor) => [...ORDER.filter((actor) => actor !== owner), owner];
const QUOTING_ROUTES = ['/api/service-provider/event-requests', '/api/service-provider/quotes'];
const uploadDir = mkdtempSync(join(tmpdir(), 'hui-matrix-uploads-'));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

describeEachEngine('authorization matrix', (ctx) => {
  let accounts: TAccounts;
  let fixtureOf: ReturnType<typeof fixtureFor>;
  const statuses = new Map<number, number>();
  let cases = 0;
  let started = 0;
  let cpuAtStart: NodeJS.CpuUsage;

  beforeAll(async () => {
    started = performance.now();
    cpuAtStart = process.cpuUsage();
    accounts = await createAccounts(ctx().app);
    fixtureOf = fixtureFor(ctx().app, accounts);
  });

  it('has an expectation for every documented route, and documents every route it expects', () => {
    const documented = listOperations(ctx().app).map((op) => op.key).sort();
    const expected = Object.keys(ROUTE_EXPECTATIONS).sort();
    expect(documented.filter((key) => !expected.includes(key)), 'routes missing from authorization-expectations.ts').toEqual([]);
    expect(expected.filter((key) => !documented.includes(key)), 'expectations for routes that no longer exist').toEqual([]);
    expect(ORDER.slice().sort()).toEqual(ACTORS.slice().sort());
  });

  for (const [key, expectation] of Object.entries(ROUTE_EXPECTATIONS)) {
    it(key, async () => {
      const operation = listOperations(ctx().app).find((op) => op.key === key);
      if (!operation) throw new Error(`${key} is not in the OpenAPI document`);
      const fixture = await fixtureOf(operation.method);
      const problems: string[] = [];
      for (const actor of orderFor(routeOwner(expectation))) {
        const request = expectation.request?.(fixture, actor) ?? {};
        const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
        const form = request.multipart ? multipartBody(request.multipart) : null;
        const response = await ctx().app.inject({
          method: operation.method as 'GET',
          url: fillPath(operation.path, request.params ?? {}) + query,
          headers: { ...fixture.headers[actor], ...form?.headers },
          ...(form ? { payload: form.payload } : request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
        });
        cases += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const want = expectation.statuses[actor];
        const said = () => `${actor}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode !== want) {
          problems.push(`${said()} (expected ${want})`);
          continue;
        }
        const body = response.statusCode >= 400 ? response.json<TErrorResponse>() : null;
        if (want === 401 && operation.isSecured && body?.message !== MSG.tokenRequired) problems.push(`${said()} (expected '${MSG.tokenRequired}')`);
        if (actor === 'revoked' && want === 403 && body?.message !== MSG.invalidToken) problems.push(`${said()} (expected '${MSG.invalidToken}')`);
        const isProvider = PROVIDER_ACTORS.includes(actor);
        if (isProvider && want === 403 && key.includes('/event-organiser/') && body?.message !== MSG.organisersOnly) {
          problems.push(`${said()} (expected '${MSG.organisersOnly}')`);
        }
        if (actor.startsWith('organiser') && want === 403 && key.includes('/service-provider/') && body?.message !== PROVIDER_ACCOUNT_MSG.providersOnly) {
          problems.push(`${said()} (expected '${PROVIDER_ACCOUNT_MSG.providersOnly}')`);
        }
        if (actor === 'pendingProvider' && want === 403 && QUOTING_ROUTES.some((prefix) => key.includes(prefix)) && body?.message !== PROVIDER_ACCOUNT_MSG.awaitingVerification) {
          problems.push(`${said()} (expected '${PROVIDER_ACCOUNT_MSG.awaitingVerification}')`);
        }
        if (want === 404 && body?.code !== 'NOT_FOUND') problems.push(`${said()} (expected code NOT_FOUND)`);
        const mayShowMarker = actor === 'organiserA' || (expectation.sharedWith ?? []).includes(actor);
        if (!mayShowMarker && response.body.includes(fixture.marker)) problems.push(`${actor}: the answer shows organiser A's data`);
        if (actor !== 'organiserA' && (expectation.sharedWith ?? []).includes(actor) && response.body.includes(fixture.accounts.organiserA.email)) {
          problems.push(`${actor}: the answer shows organiser A's e-mail`);
        }
      }
      expect(problems, key).toEqual([]);
    });
  }

  it('asks for a token before it looks at the request: a secured route answers an invalid request without one 401', async () => {
    const problems: string[] = [];
    const { headers: signedOut } = await fixtureOf('GET');
    for (const operation of listOperations(ctx().app).filter((op) => op.isSecured)) {
      const params = Object.fromEntries(operation.pathParams.map((p) => [p.name, 'not-an-id']));
      const query = operation.queryParams.length > 0 ? `?${operation.queryParams.map((p) => `${p.name}=%ZZ-not-valid`).join('&')}` : '';
      for (const [actor, headers, want, message] of [
        ['anonymous', {}, 401, MSG.tokenRequired],
        ['revoked', signedOut.revoked, 403, MSG.invalidToken],
      ] as const) {
        const response = await ctx().app.inject({
          method: operation.method as 'GET',
          url: fillPath(operation.path, params) + query,
          headers,
          ...(operation.body ? { payload: [] as unknown as Record<string, unknown> } : {}),
        });
        if (response.statusCode !== want || response.json<TErrorResponse>().message !== message) {
          problems.push(`${operation.key} ${actor}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('prints its counts', () => {
    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}x${n}`).join(' ');
    const cpu = process.cpuUsage(cpuAtStart);
    console.log(
      `authorization matrix [${ctx().engine}]: ${Object.keys(ROUTE_EXPECTATIONS).length} routes x ${ORDER.length} actors = ${cases} cases; ` +
        `statuses ${byStatus}; ${((performance.now() - started) / 1000).toFixed(1)} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU in this process)`,
    );
    expect(cases).toBe(Object.keys(ROUTE_EXPECTATIONS).length * ORDER.length);
  });
}, { UPLOAD_DIR: uploadDir });
