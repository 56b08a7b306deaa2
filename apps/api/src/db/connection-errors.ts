/**
 * Errors that mean "the database cannot be reached right now" rather than "this query is wrong":
 * the API answers them 503 with Retry-After (plugins/error-handler.ts) and recovers by itself when
 * the database returns, because the pool replaces every connection that failed.
 *
 * Drizzle wraps driver errors ("Failed query: ..."), so the whole cause chain is searched.
 */

/** Socket-level failures from node-postgres (Node's own error codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);

/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection
 * exception), 57P01 admin_shutdown (pg_terminate_backend), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up), 53300 too_many_connections.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

/** node-postgres and pg-pool raise these without a code. */
const MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /has encountered a connection error and is not queryable/i,
  /is not currently accepting connections/i,
  /^terminating connection due to/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

const isConnectionLevel = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || CONNECTION_EXCEPTION.test(code))) return true;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
};

/** True when the error, or anything it wraps, says the database is unreachable. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current) || seen.size > 20) continue;
    seen.add(current);
    if (isConnectionLevel(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    // An AggregateError: one connection attempt per address of the host.
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
};
