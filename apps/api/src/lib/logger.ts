import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { TConfig } from '../config.ts';

/**
 * What the log may never hold: credentials, and the personal data people gave us. Fields with these
 * names are replaced by "[redacted]" at any depth up to three (pino's redact paths), and errors
 * go through serializeError, which keeps a failed query's statement and code but never its values.
 */
export const SECRET_FIELDS = [
  'password', 'password_hash', 'passwordHash', 'new_password', 'current_password', 'confirm_password', 'confirmPassword',
  'token', 'token_hash', 'access_token', 'refresh_token', 'id_token', 'code_verifier', 'nonce', 'client_secret', 'secret',
  'authorization', 'cookie', 'set-cookie',
  'email', 'to_address', 'reply_to', 'phone', 'phone_number',
];

const path = (field: string) => (/^[A-Za-z_$][\w$]*$/.test(field) ? `.${field}` : `["${field}"]`);
export const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [
  path(field).replace(/^\./, ''),
  `*${path(field)}`,
  `*.*${path(field)}`,
  `*.*.*${path(field)}`,
]);

/** Error fields that carry values a query was run with, or a row's contents: never logged. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery', 'query', 'hint', 'position', 'internalPosition']);
const SECRET_FIELD_SET = new Set(SECRET_FIELDS);
const MAX_DEPTH = 5;

type TLoggedError = { type: string; message: string; stack: string; statement?: string; cause?: TLoggedError; errors?: TLoggedError[] } & Record<string, unknown>;

/** Replaces every occurrence of a query's values in a text (PostgreSQL quotes them in some messages). */
const mask = (text: string, secrets: string[]) => secrets.reduce((out, secret) => out.split(secret).join('[redacted]'), text);

/** "at ..." lines only: the first lines of a stack repeat the message, values included. */
const frames = (stack: unknown) => (typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : []);

const serialize = (value: unknown, inherited: string[], depth: number): TLoggedError => {
  if (typeof value !== 'object' || value === null) {
    const text = mask(String(value), inherited);
    return { type: typeof value, message: text, stack: text };
  }
  const error = value as Record<string, unknown>;
  // Drizzle's DrizzleQueryError: "Failed query: <statement>\nparams: <values>", with `query` and `params`.
  const statement = typeof error.query === 'string' && Array.isArray(error.params) ? error.query : undefined;
  const params = Array.isArray(error.params) ? error.params : [];
  const secrets = [...inherited, ...params.filter((p) => p !== null && p !== undefined).map(String).filter((p) => p.length >= 4)];

  const type = (value as { constructor?: { name?: string } }).constructor?.name ?? 'Error';
  const message = mask(statement !== undefined ? `Failed query: ${statement}` : String(error.message ?? ''), secrets);
  const out: TLoggedError = { type, message, stack: [`${type}: ${message}`, ...frames(error.stack)].join('\n') };
  if (statement !== undefined) out.statement = statement;
  for (const [key, field] of Object.entries(error)) {
    if (VALUE_FIELDS.has(key) || SECRET_FIELD_SET.has(key) || key === 'message' || key === 'stack' || key === 'cause' || key === 'errors') continue;
    if (typeof field === 'string') out[key] = mask(field, secrets);
    else if (typeof field === 'number' || typeof field === 'boolean') out[key] = field;
  }
  if (depth < MAX_DEPTH && error.cause !== undefined) out.cause = serialize(error.cause, secrets, depth + 1);
  if (depth < MAX_DEPTH && Array.isArray(error.errors)) out.errors = error.errors.slice(0, 3).map((e) => serialize(e, secrets, depth + 1));
  return out;
};

/**
 * The log's error serializer: type, message, stack frames, code and the other scalar fields, and
 * the cause chain; for a failed query the statement (with $1 placeholders) instead of its values,
 * and those values masked wherever the driver repeated them. A row's contents (`detail`) are dropped.
 */
export const serializeError = (error: unknown): TLoggedError => serialize(error, [], 0);

/** Fastify's logger options for this config (false when silent). `stream` lets tests read the log. */
export type TLogStream = { write(line: string): void };
export const loggerOptions = (config: TConfig, stream?: TLogStream): FastifyServerOptions['logger'] =>
  config.logLevel === 'silent'
    ? false
    : {
        level: config.logLevel,
        redact: { paths: ['req.headers.authorization', 'req.headers.cookie', ...REDACT_PATHS], censor: '[redacted]' },
        serializers: { err: serializeError, error: serializeError, cause: serializeError },
        ...(stream ? { stream } : {}),
      };

type TLogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type TLevelAware = { isLevelEnabled?: (level: string) => boolean };
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * The stand-in of lazyRequestLogger: one small object per request, its methods on the prototype (a
 * closure per method per request was a tenth of a plain route's CPU). The real child is made on the
 * first call at an enabled level, and used for every call after it.
 */
class LazyRequestLogger {
  private child_: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions | undefined,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.child_ ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: TLogMethod, args: unknown[]) {
    if (this.child_ || ((this.parent as FastifyBaseLogger & TLevelAware).isLevelEnabled?.(level) ?? true)) {
      (this.real()[level] as (...a: unknown[]) => void)(...args);
    }
  }

  get level() {
    return this.child_ ? this.child_.level : this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: unknown[]) { this.write('fatal', args); }
  error(...args: unknown[]) { this.write('error', args); }
  warn(...args: unknown[]) { this.write('warn', args); }
  info(...args: unknown[]) { this.write('info', args); }
  debug(...args: unknown[]) { this.write('debug', args); }
  trace(...args: unknown[]) { this.write('trace', args); }
  silent(...args: unknown[]) { this.write('trace', args); }

  child(childBindings: Bindings, childOptions?: ChildLoggerOptions) {
    return this.real().child(childBindings, childOptions);
  }
}

/**
 * Fastify's per-request logger, made only when the request logs something. Fastify makes a child
 * logger (bound to the request id) for every request; with redaction on, pino runs the redact
 * paths over the bindings each time, which was about a third of the CPU of a request that logs
 * nothing (`GET /api/version` at LOG_LEVEL=warn). This stand-in has the same methods and creates
 * the real child on the first call at an enabled level, so a request that logs nothing pays nothing.
 */
export const lazyRequestLogger = (logger: FastifyBaseLogger, bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger =>
  new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

const LOG_END_TIMEOUT_MS = 2_000;
type TEndableStream = { end(): void; once(event: 'close', listener: () => void): unknown; destroyed?: boolean };

/**
 * Resolves once every line logged so far has been written (at most LOG_END_TIMEOUT_MS), for a
 * process about to exit. pino writes to stdout asynchronously; on exit it writes what is queued
 * synchronously, but a write already in progress can then land after the lines queued behind it,
 * or be cut short. Ending the stream waits for that write first. Nothing may be logged after.
 */
export const endLog = (log: FastifyBaseLogger): Promise<void> =>
  new Promise((resolve) => {
    const stream = (log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as Partial<TEndableStream> | undefined;
    if (!stream || stream.destroyed || typeof stream.end !== 'function' || typeof stream.once !== 'function') return resolve();
    const timer = setTimeout(resolve, LOG_END_TIMEOUT_MS);
    stream.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    stream.end();
  });
