import { z } from 'zod';

// Values that arrive as text in a path or query string (dashboard.md §7): empty values are skipped
// as if absent, and ids are whole numbers that fit PostgreSQL's integer.

export const PG_INT_MAX = 2_147_483_647;

export const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const wholeNumberText = (value: unknown) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value);
/**
 * An id or a count: a JSON whole number, or a text of digits (a path or query value). Anything else
 * (true, [5], '1e3', '0x10', '1.0') is refused with the field's message rather than coerced, and so is
 * an id above PG_INT_MAX: no row can have it, and the database would refuse to compare with it.
 */
export const positiveInt = (message: string) =>
  z.preprocess(wholeNumberText, z.number({ error: message }).int(message).min(1, message).max(PG_INT_MAX, message));
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUndefined, schema.optional());

// Text from outside (JSON strings and keys, query values, path parameters) must not carry C0 control
// characters: NUL is refused by PostgreSQL itself, and the others have no place in any field. Tab, line
// feed and carriage return are ordinary text; single-line fields refuse them in their own schemas.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER_PATTERN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
export const hasControlCharacter = (text: string) => CONTROL_CHARACTER_PATTERN.test(text);
