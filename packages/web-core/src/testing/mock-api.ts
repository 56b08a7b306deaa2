// A fetch stand-in for component tests: answers `METHOD /api/path` from a table and records calls.
import { vi } from 'vitest';

export type TMockAnswer = { status?: number; body?: unknown } | 'network-error';
/** A call as made: a JSON body parsed, a multipart body (FormData) as sent. */
export type TMockCall = { method: string; path: string; body: unknown; headers: Record<string, string> };
type THandler = TMockAnswer | ((call: TMockCall) => TMockAnswer | Promise<TMockAnswer>);

/** Replaces fetch; unknown routes answer 404. Returns the calls made so far. */
export const mockApi = (routes: Record<string, THandler>) => {
  const calls: TMockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
    const call: TMockCall = { method, path: url.pathname + url.search, body, headers };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? await handler(call) : (handler ?? { status: 404, body: { success: false, error: 'Not found', message: 'Not found' } });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};

export const DEMO_USER = {
  id: 1,
  email: 'demo@huievents.co.nz',
  user_role: 'event_organiser',
  status: 'active',
  auth_type: 'email',
  profile: { first_name: 'Aroha', last_name: 'Ngata', business_name: null, organiser_type: 'individual', phone_number: null },
} as const;

export const authSuccess = (user: object = DEMO_USER, token = 'token-123') => ({
  status: 200,
  body: { success: true, token, expires_at: '2030-01-01T00:00:00.000Z', user },
});
