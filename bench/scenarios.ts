/**
 * The platform benchmark's scenarios. To add one, append an entry: which server it targets, the
 * request to repeat, and optionally a goal. `auth: 'organiser'` sends the bench organiser's bearer
 * token (an organiser with at least 20 event requests, prepared before the runs).
 */
export type TScenario = {
  id: string;
  title: string;
  server: 'bare' | 'app';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  auth?: 'organiser';
  /** Rows the response's data array must hold (checked once before the run). */
  expectRows?: number;
  goal?: { minRatio?: number; maxP99Ms?: number; engines?: ('pglite' | 'postgres')[]; note?: string };
  /** false: no warm-up run (a slow route would carry the warm-up's queue into the measurement). */
  warmup?: boolean;
  note?: string;
};

export const DEMO_LOGIN = { email: 'demo@huievents.co.nz', password: 'Kia0ra!Events' };

export const SCENARIOS: readonly TScenario[] = [
  {
    id: 'bare', title: 'bare Fastify hello-world', server: 'bare', method: 'GET', path: '/hello',
    note: 'baseline: Fastify 5, no logger, no plugins; every ratio is against this',
  },
  {
    id: 'version', title: 'GET /api/version (full stack, no DB)', server: 'app', method: 'GET', path: '/api/version',
    goal: { minRatio: 0.85 }, note: 'helmet, CORS, request id, rate-limit hooks, zod serialiser, error handler: everything but the database',
  },
  {
    id: 'categories', title: 'GET /api/public/categories/with-subcategories', server: 'app', method: 'GET', path: '/api/public/categories/with-subcategories',
    note: 'two queries (6 categories, 24 subcategories), public',
  },
  {
    id: 'organiser-events', title: 'GET event-requests?limit=20 (organiser)', server: 'app', method: 'GET', path: '/api/event-organiser/event-requests?limit=20',
    auth: 'organiser', expectRows: 20,
    // No goal since the page cache went (docs/adr/004-caches-only-where-measured.md): its old goal,
    // >= 0.10x bare and p99 < 25 ms on PostgreSQL, held only while every read was a cache hit.
    note: 'bearer session lookup + one statement: 20 event requests with items, categories and quote counts',
  },
  {
    id: 'login', title: 'POST /api/auth/login (argon2id)', server: 'app', method: 'POST', path: '/api/auth/login', body: DEMO_LOGIN, warmup: false,
    note: 'deliberately slow: argon2id m=19 MiB, t=2 per attempt; no goal',
  },
];
