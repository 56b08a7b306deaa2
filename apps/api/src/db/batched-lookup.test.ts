import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/harness.ts';
import { createOrganiser } from '../../test/factories.ts';
import { findSessionUser, revokeSession } from '../lib/sessions.ts';
import { MAX_KEYS_PER_LOOKUP } from './batched-lookup.ts';
import type { TDb } from './db-types.ts';
import { registerRawQuery } from './raw-query.ts';

type TClient = { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/** The same database seen through a driver function that counts the statements it runs (and their key arrays). */
const countingDb = (db: TDb) => {
  const client = (db as unknown as { $client: TClient }).$client;
  const probe = Object.create(db) as TDb;
  const runs: unknown[][] = [];
  registerRawQuery(probe, async (text, values) => {
    runs.push(values[0] as unknown[]);
    return (await client.query(text, values)).rows;
  });
  return { probe, runs };
};

describeEachEngine('session lookups batched per turn of the event loop', (ctx) => {
  const organisers = async (count: number) => {
    const created = [];
    for (let n = 0; n < count; n += 1) created.push(await createOrganiser(ctx().app));
    return created;
  };
  const tokenOf = (headers: { authorization: string }) => headers.authorization.slice('Bearer '.length);

  it('answers each request with its own session, and unknown tokens with nothing, from one statement', async () => {
    const people = await organisers(5);
    const { probe, runs } = countingDb(ctx().database.db);
    const asked = [...people.map((p) => tokenOf(p.headers)), 'not-a-token', tokenOf(people[2]!.headers)];
    const found = await Promise.all(asked.map((token) => findSessionUser(probe, token)));
    expect(found.map((f) => f?.email ?? null)).toEqual([...people.map((p) => p.user.email), null, people[2]!.user.email]);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toHaveLength(6); // the token asked twice is read once
  });

  it(`splits a turn of more than ${MAX_KEYS_PER_LOOKUP} tokens over several statements`, async () => {
    const [person] = await organisers(1);
    const { probe, runs } = countingDb(ctx().database.db);
    const unknown = Array.from({ length: MAX_KEYS_PER_LOOKUP + 20 }, (_, n) => `unknown-${n}`);
    const found = await Promise.all([...unknown, tokenOf(person!.headers)].map((token) => findSessionUser(probe, token)));
    expect(found.filter(Boolean).map((f) => f!.email)).toEqual([person!.user.email]);
    expect(runs.map((keys) => keys.length)).toEqual([MAX_KEYS_PER_LOOKUP, 21]);
  });

  it('keeps nothing between turns: a session revoked after one lookup is refused by the next', async () => {
    const [person] = await organisers(1);
    const token = tokenOf(person!.headers);
    const before = await findSessionUser(ctx().database.db, token);
    expect(before?.email).toBe(person!.user.email);
    await revokeSession(ctx().database.db, before!.sessionId);
    expect(await findSessionUser(ctx().database.db, token)).toBeNull();
  });

  describe('GET /api/auth/me', () => {
    it('gives every one of many requests arriving together its own user, and refuses the revoked one', async () => {
      const people = await organisers(8);
      await ctx().app.inject({ method: 'POST', url: '/api/auth/logout', headers: people[7]!.headers });
      const answers = await Promise.all(people.map((p) => ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: p.headers })));
      expect(answers.map((a) => a.statusCode)).toEqual([...Array(7).fill(200), 403]);
      expect(answers.slice(0, 7).map((a) => a.json().user.email)).toEqual(people.slice(0, 7).map((p) => p.user.email));
    });
  });
});
