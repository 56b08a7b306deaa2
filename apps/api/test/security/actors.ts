import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { addDaysToIsoDate, nzToday, type TCategory, type TEventRequest } from '@app/contract';
import type { TDb } from '../../src/db/client.ts';
import { notifications, users } from '../../src/db/schema.ts';
import { createSession } from '../../src/lib/sessions.ts';
import { createOrganiser, createProvider, uniqueWord } from '../factories.ts';

// The people the authorization matrix and the fuzz suite send requests as, and the data organiser A
// owns. Accounts are made once per app; every route gets fresh data and fresh sessions, so a route
// that deletes, submits or signs out cannot change what the next route sees.

export const ACTORS = ['anonymous', 'revoked', 'organiserA', 'organiserB', 'provider', 'pendingProvider'] as const;
export type TActor = (typeof ACTORS)[number];

type TAccount = { userId: number; email: string; password: string };

export type TAccounts = {
  organiserA: TAccount;
  organiserB: TAccount;
  /** A listed provider: active user, verified and active profile. */
  provider: TAccount & { providerId: number };
  /** A provider still waiting for approval: user status pending, profile neither verified nor active. */
  pendingProvider: TAccount & { providerId: number };
  catering: TCategory;
};

export const createAccounts = async (app: FastifyInstance): Promise<TAccounts> => {
  const db = app.db;
  const [a, b] = await Promise.all([
    createOrganiser(app, { first_name: 'Aroha', last_name: 'Owner' }),
    createOrganiser(app, { first_name: 'Bryn', last_name: 'Other' }),
  ]);
  const provider = await createProvider(db, { business_name: `Matrix Listed ${uniqueWord()}` });
  const pending = await createProvider(db, { business_name: `Matrix Pending ${uniqueWord()}`, is_verified: false, is_active: false });
  await db.update(users).set({ status: 'pending' }).where(eq(users.id, pending.user_id));
  const categories = await app.inject({ method: 'GET', url: '/api/public/categories/with-subcategories' });
  const catering = categories.json<{ data: TCategory[] }>().data.find((c) => c.subcategories.length > 0)!;
  return {
    organiserA: { userId: a.user.id, email: a.user.email, password: a.password },
    organiserB: { userId: b.user.id, email: b.user.email, password: b.password },
    provider: { userId: provider.user_id, email: provider.email, password: provider.password, providerId: provider.id },
    pendingProvider: { userId: pending.user_id, email: pending.email, password: pending.password, providerId: pending.id },
    catering,
  };
};

/** What one route's requests may point at: everything but the public ids belongs to organiser A. */
export type TFixture = {
  accounts: TAccounts;
  /** A unique word in A's titles and notification: no one else's answer may contain it. */
  marker: string;
  /** A's draft, complete enough to be submitted. */
  draftEventId: number;
  /** A's submitted event request. */
  submittedEventId: number;
  /** A's unread notification. */
  notificationId: number;
  /** Bearer headers per actor (none for anonymous). */
  headers: Record<TActor, Record<string, string>>;
  /** A complete event request body (create or edit) with this title. */
  eventBody: (title: string) => Record<string, unknown>;
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const freshToken = async (db: TDb, userId: number) => (await createSession({ db, userId, ttlSeconds: 3600 })).token;

export const eventBody = (accounts: TAccounts, title: string) => {
  const today = nzToday();
  return {
    title,
    description: 'A long table lunch for the whānau.',
    event_date: addDaysToIsoDate(today, 30),
    location: 'Auckland',
    budget_min: 500,
    budget_max: 2_000,
    delivery_method: 'on_site',
    response_deadline: addDaysToIsoDate(today, 7),
    items: [{ name: 'Lunch', quantity: 40, categories: [{ category_id: accounts.catering.category_id, subcategory_id: accounts.catering.subcategories[0]!.subcategory_id }] }],
  };
};

/**
 * Data and sessions for one route: fresh for a route that may change something, shared by the
 * routes that only read (GET), which cannot.
 */
export const fixtureFor = (app: FastifyInstance, accounts: TAccounts) => {
  let shared: Promise<TFixture> | null = null;
  return (method: string) => (method === 'GET' ? (shared ??= createFixture(app, accounts)) : createFixture(app, accounts));
};

/** Fresh data and sessions for one route. */
export const createFixture = async (app: FastifyInstance, accounts: TAccounts): Promise<TFixture> => {
  const db = app.db;
  const marker = uniqueWord();
  const [tokenA, tokenB, tokenProvider, tokenPending, tokenRevoked] = await Promise.all([
    freshToken(db, accounts.organiserA.userId),
    freshToken(db, accounts.organiserB.userId),
    freshToken(db, accounts.provider.userId),
    freshToken(db, accounts.pendingProvider.userId),
    freshToken(db, accounts.organiserA.userId),
  ]);
  // A's own token, signed out: revoked as a logout revokes it.
  await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(tokenRevoked) }).then((r) => {
    if (r.statusCode !== 200) throw new Error(`logout failed: ${r.statusCode} ${r.body}`);
  });
  const create = async (body: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url: '/api/event-organiser/event-requests', headers: bearer(tokenA), payload: body });
    if (response.statusCode !== 201) throw new Error(`fixture event failed: ${response.statusCode} ${response.body}`);
    return response.json<{ data: TEventRequest }>().data.id;
  };
  const [draftEventId, submittedEventId] = await Promise.all([
    create({ ...eventBody(accounts, `Draft ${marker}`), status: 'draft' }),
    create({ ...eventBody(accounts, `Submitted ${marker}`), status: 'submitted' }),
  ]);
  const [notification] = await db
    .insert(notifications)
    .values({ user_id: accounts.organiserA.userId, type: 'info', message: `Notification ${marker}` })
    .returning({ id: notifications.id });
  return {
    accounts,
    marker,
    draftEventId,
    submittedEventId,
    notificationId: notification!.id,
    headers: {
      anonymous: {},
      revoked: bearer(tokenRevoked),
      organiserA: bearer(tokenA),
      organiserB: bearer(tokenB),
      provider: bearer(tokenProvider),
      pendingProvider: bearer(tokenPending),
    },
    eventBody: (title) => eventBody(accounts, title),
  };
};
