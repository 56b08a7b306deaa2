import { createHash } from 'node:crypto';
import { Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TDb, TTx } from './db-types.ts';

type TRawQuery = (text: string, values: unknown[], name?: string) => Promise<unknown[]>;

const dialect = new PgDialect();
const rawQueries = new WeakMap<object, TRawQuery>();

/** Called by openDatabase: the driver's own query function for this database. */
export const registerRawQuery = (db: object, query: TRawQuery) => {
  rawQueries.set(db, query);
};

/** Statement names by text, so a hot statement is not hashed on every run (bounded: texts are few). */
const statementNames = new Map<string, string>();
const MAX_NAMED_TEXTS = 2_000;
const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (statementNames.size < MAX_NAMED_TEXTS) statementNames.set(text, name);
  }
  return name;
};

/**
 * Runs a hand-written query and returns its rows. On a database opened by openDatabase it goes
 * straight to the driver, as a named prepared statement on PostgreSQL when `isPrepared` (the plan is
 * kept per connection): measured at less than half the CPU of drizzle's execute for a 20-row read
 * with JSON columns. Inside a transaction it goes through drizzle, which owns the connection.
 * Outside one, on PostgreSQL, it is pipelined behind other statements (db/pipelined-reads.ts, ADR
 * 012): a statement that can run for long must go through drizzle and the pool instead.
 * Columns come back as the driver parses them: cast dates and times to text in the SQL.
 */
export const queryRows = async <TRow>(db: TDb | TTx, query: SQL, options: { isPrepared?: boolean } = {}): Promise<TRow[]> => {
  const raw = rawQueries.get(db);
  if (!raw) return (await db.execute(query)).rows as TRow[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await raw(text, params, options.isPrepared ? statementName(text) : undefined)) as TRow[];
};

/**
 * `$1`-style text and its values as drizzle SQL, for a connection drizzle owns (a transaction). Each
 * value is one parameter, an array too (drizzle would spread an array into a list).
 */
const asSql = (text: string, values: readonly unknown[]): SQL => {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`)));
};

/**
 * A statement whose text never changes (written with $1, $2... placeholders), for the hottest reads:
 * its text is not rebuilt or hashed per run, and on PostgreSQL it runs as the named prepared
 * statement `name` (parsed and planned once per connection). Rows come back as the driver parses
 * them (timestamptz as Date, json parsed on PostgreSQL); inside a transaction it goes through drizzle.
 */
export const constantStatement = <TRow>(name: string, text: string) =>
  async (db: TDb | TTx, values: readonly unknown[]): Promise<TRow[]> => {
    const raw = rawQueries.get(db);
    if (!raw) return (await db.execute(asSql(text, values))).rows as TRow[];
    return (await raw(text, values as unknown[], name)) as TRow[];
  };

type TBuilt = { text: string; params: unknown[]; name: string };
const MAX_SHAPES = 500;

/**
 * A statement drizzle builds once per shape, for hot reads whose text depends on a few choices (how
 * many statuses a filter names, which page size): `build(shape)` writes it with sql.placeholder(name)
 * for each value, and each run only fills the values in (by name) and runs the same text, prepared on
 * PostgreSQL when `isPrepared` says so. Walking a large statement's drizzle fragments on every run was
 * a twentieth of a 20-event page's CPU. At most MAX_SHAPES shapes are kept; others are built per run.
 */
export const statementPerShape = <TRow, TShape extends string = string>(build: (shape: TShape) => SQL) => {
  const built = new Map<TShape, TBuilt>();
  return async (db: TDb | TTx, shape: TShape, values: Record<string, unknown>, options: { isPrepared?: boolean } = {}): Promise<TRow[]> => {
    let statement = built.get(shape);
    if (!statement) {
      const { sql: text, params } = dialect.sqlToQuery(build(shape));
      statement = { text, params, name: statementName(text) };
      if (built.size < MAX_SHAPES) built.set(shape, statement);
    }
    const valueOf = (placeholder: Placeholder) => {
      if (!(placeholder.name in values)) throw new Error(`no value for the placeholder ${placeholder.name}`);
      return values[placeholder.name];
    };
    const filled = statement.params.map((param) => {
      if (param instanceof Placeholder) return valueOf(param);
      if (param instanceof Param && param.value instanceof Placeholder) return param.encoder.mapToDriverValue(valueOf(param.value));
      return param;
    });
    const raw = rawQueries.get(db);
    if (!raw) return (await db.execute(asSql(statement.text, filled))).rows as TRow[];
    return (await raw(statement.text, filled, options.isPrepared ? statement.name : undefined)) as TRow[];
  };
};
