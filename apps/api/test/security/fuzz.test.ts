import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, hashString } from '../../src/db/seed/prng.ts';
import { ENGINES, startTestApp, type TTestContext } from '../harness.ts';
import { startMockGoogle } from '../mock-google.ts';
import { createAccounts, fixtureFor, type TAccounts } from './actors.ts';
import { ROUTE_EXPECTATIONS, routeOwner } from './authorization-expectations.ts';
import { fuzzCase, type TFuzzCase } from './fuzz-cases.ts';
import { listOperations } from './openapi-routes.ts';

// Schema-driven fuzz of every documented route: wrong types, control characters, 1 MB strings,
// extreme numbers and dates, extra fields, broken JSON, wrong content types, path, query and header
// abuse. Every answer must be below 500, no promise may be left rejected, and the server must still
// answer /api/health at the end. Google sign-in is configured against a mock issuer, so its routes
// run their real code instead of answering 503. FUZZ_SEED and FUZZ_CASES (cases per route) make a longer run:
//   FUZZ_CASES=2000 FUZZ_SEED=7 npx vitest run --project api test/security/fuzz

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 30);
const MAX_REPORTED = 25;

const seconds = (wallMs: number, cpu: NodeJS.CpuUsage) =>
  `${(wallMs / 1000).toFixed(1)} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU in this process)`;

for (const engine of ENGINES) describe(`fuzz [${engine}]`, () => {
  let google: Awaited<ReturnType<typeof startMockGoogle>> | undefined;
  let context: (TTestContext & { stop(): Promise<void> }) | undefined;
  const ctx = () => context!;
  let accounts: TAccounts;
  let fixtureOf: ReturnType<typeof fixtureFor>;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => void rejections.push(reason);

  const uploadDir = mkdtempSync(join(tmpdir(), 'hui-fuzz-uploads-'));

  beforeAll(async () => {
    google = await startMockGoogle();
    context = await startTestApp(engine, {
      UPLOAD_DIR: uploadDir,
      GOOGLE_ISSUER: google.issuerUrl,
      GOOGLE_CLIENT_ID: 'hui-fuzz-client',
      GOOGLE_CLIENT_SECRET: 'hui-fuzz-secret',
      GOOGLE_REDIRECT_URI: 'http://localhost:3000/',
    });
    accounts = await createAccounts(ctx().app);
    fixtureOf = fixtureFor(ctx().app, accounts);
    process.on('unhandledRejection', onRejection);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onRejection);
    await context?.stop();
    await google?.stop();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it(`answers every hostile request below 500 (seed ${SEED}, ${CASES_PER_ROUTE} cases per route)`, async () => {
    const { app } = ctx();
    const started = performance.now();
    const cpuAtStart = process.cpuUsage();
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const operations = listOperations(app);
    let cases = 0;

    for (const operation of operations) {
      // Each route draws from its own sequence, so a new route does not change the others' cases.
      const random = createRandom(hashString(`${SEED}:${operation.key}`));
      const fixture = await fixtureOf(operation.method);
      const expectation = ROUTE_EXPECTATIONS[operation.key];
      // The portal's own routes are fuzzed as the listed provider (and the other listed provider), the rest as organisers.
      const owner = expectation ? routeOwner(expectation) : 'organiserA';
      const roles = owner === 'provider' ? { owner, other: 'providerB' as const } : { owner, other: 'organiserB' as const };
      const valid = expectation?.request?.(fixture, owner) ?? {};
      for (let index = 0; index < CASES_PER_ROUTE; index += 1) {
        const fuzz: TFuzzCase = fuzzCase(operation, { params: valid.params ?? {}, query: valid.query ?? {}, body: valid.body, multipart: valid.multipart }, random, roles);
        const headers: Record<string, string> = { ...fixture.headers[fuzz.actor], ...fuzz.headers };
        let payload: string | Buffer | undefined;
        if (fuzz.payload && 'json' in fuzz.payload) {
          payload = JSON.stringify(fuzz.payload.json);
          headers['content-type'] = 'application/json';
        } else if (fuzz.payload) {
          payload = fuzz.payload.raw;
          if (fuzz.payload.contentType) headers['content-type'] = fuzz.payload.contentType;
        }
        const response = await app.inject({ method: operation.method as 'GET', url: fuzz.url, headers, ...(payload === undefined ? {} : { payload }) });
        cases += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          failures.push(`${operation.key} #${index} as ${fuzz.actor}: ${fuzz.label} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}x${n}`).join(' ');
    console.log(
      `fuzz [${ctx().engine}] seed ${SEED}: ${cases} cases over ${operations.length} routes; statuses ${byStatus}; ` +
        `${failures.length} at 500 or above; ${rejections.length} unhandled rejections; ${seconds(performance.now() - started, process.cpuUsage(cpuAtStart))}`,
    );
    expect(failures.slice(0, MAX_REPORTED), `${failures.length} answers at 500 or above`).toEqual([]);
    expect(rejections).toEqual([]);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    expect(cases).toBe(operations.length * CASES_PER_ROUTE);
  }, 600_000);
});
