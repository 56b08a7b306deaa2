import { sql, type SQL } from 'drizzle-orm';

const ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A timestamptz expression as ISO text in UTC ('2026-03-01T09:30:00.000Z'), the same on both engines. */
export const isoTimestamp = (expression: SQL) => sql`to_char(${expression} at time zone 'UTC', ${sql.raw(ISO_FORMAT)})`;

/** isoTimestamp for a statement written as text (constantStatement): `column` is SQL text, never a value. */
export const isoTimestampText = (column: string) => `to_char(${column} at time zone 'UTC', ${ISO_FORMAT})`;

/** A json column: node-postgres parses it, PGlite may hand it back as text. */
export const jsonValue = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
