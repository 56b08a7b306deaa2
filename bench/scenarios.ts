/**
 * The platform benchmark's scenarios. To add one, append an entry: which server it targets, the
 * request to repeat, and optionally a goal. `auth: 'organiser'` sends the bench organiser's bearer
 * token (an organiser with at least 20 event requests, prepared before the runs); `auth: 'provider'`
 * the demo provider's (DEMO_PROVIDER_LOGIN, from the demo data).
 */
export type TScenario = {
  id: string;
  title: string;
  server: 'bare' | 'app';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  auth?: 'organiser' | 'provider';
  /** Rows the response's data array must hold (checked once before the run). */
  expectRows?: number;
  /**
   * minRatio: req/s at least this share of `against`'s req/s in the same run (the bare baseline
   * unless `against` names another scenario, which then runs too, before this one).
   */
  goal?: { minRatio?: number; against?: string; maxP99Ms?: number; engines?: ('pglite' | 'postgres')[]; note?: string };
  /** false: no warm-up run (a slow route would carry the warm-up's queue into the measurement). */
  warmup?: boolean;
  note?: string;
};

export const DEMO_LOGIN = { email: 'demo@huievents.co.nz', password: 'Kia0ra!Events' };
export const DEMO_PROVIDER_LOGIN = { email: 'provider@huievents.co.nz', password: 'Kia0ra!Events' };

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
    id: 'auth-me', title: 'GET /api/auth/me (organiser)', server: 'app', method: 'GET', path: '/api/auth/me', auth: 'organiser',
    goal: { minRatio: 0.35, against: 'version', engines: ['postgres'] },
    note: 'what every signed-in request pays: the bearer session lookup (and the user it names), against the no-database route',
  },
  {
    id: 'categories', title: 'GET /api/public/categories/with-subcategories', server: 'app', method: 'GET', path: '/api/public/categories/with-subcategories',
    note: 'one statement (6 categories, 24 subcategories), public',
  },
  {
    id: 'organiser-events', title: 'GET event-requests?limit=20 (organiser)', server: 'app', method: 'GET', path: '/api/event-organiser/event-requests?limit=20',
    auth: 'organiser', expectRows: 20,
    // Measured without any page or session cache (docs/adr/004-caches-only-where-measured.md): every
    // read checks the session and runs the list's statement over the entries the database keeps
    // per request (docs/adr/010-organiser-list-entries.md).
    goal: { minRatio: 0.10, maxP99Ms: 25, engines: ['postgres'] },
    note: 'bearer session lookup + one statement: 20 kept request entries (items, categories, quote counts) and the tab counts',
  },
  {
    id: 'unread-count', title: 'GET /api/chat/unread-count (organiser)', server: 'app', method: 'GET', path: '/api/chat/unread-count', auth: 'organiser',
    note: 'polled by every signed-in dashboard (UNREAD_POLL_MS), with the per-room counts and the notifications: the session lookup + one grouped count',
  },
  {
    id: 'notifications', title: 'GET /api/notifications?limit=20 (organiser)', server: 'app', method: 'GET', path: '/api/notifications?limit=20', auth: 'organiser',
    note: 'the bell, polled with the unread counts: the session lookup + the latest 20 and the unread count',
  },
  {
    id: 'provider-page', title: 'GET service-providers/4 (organiser)', server: 'app', method: 'GET', path: '/api/event-organiser/service-providers/4', auth: 'organiser',
    note: "a provider's page: the demo data's fourth provider (Waitematā Lens Studio) with its categories, subcategories and pictures",
  },
  {
    id: 'provider-reviews', title: 'GET service-providers/4/reviews (organiser)', server: 'app', method: 'GET', path: '/api/event-organiser/service-providers/4/reviews', auth: 'organiser',
    note: "the same page's reviews: the first page of its 12 reviews and their statistics",
  },
  {
    id: 'organiser-quotes', title: 'GET event-organiser/quotes (organiser)', server: 'app', method: 'GET', path: '/api/event-organiser/quotes', auth: 'organiser',
    note: 'the Quotes page: a page of quotes and the count of each status, two statements sent at once (the bench organiser has none: what the page costs beyond its rows)',
  },
  {
    id: 'organiser-history', title: 'GET event-requests/history (organiser)', server: 'app', method: 'GET', path: '/api/event-organiser/event-requests/history', auth: 'organiser',
    note: "the History tab: a page of the organiser's past events with their bookings and reviews, and the header's totals, two statements",
  },
  {
    id: 'provider-inbox', title: 'GET service-provider/event-requests (provider)', server: 'app', method: 'GET', path: '/api/service-provider/event-requests', auth: 'provider',
    note: "the portal's first page after sign-in: the demo provider's matching and invited open requests, one prepared statement",
  },
  {
    id: 'login', title: 'POST /api/auth/login (argon2id)', server: 'app', method: 'POST', path: '/api/auth/login', body: DEMO_LOGIN, warmup: false,
    note: 'deliberately slow: argon2id m=19 MiB, t=2 per attempt; no goal',
  },
];
