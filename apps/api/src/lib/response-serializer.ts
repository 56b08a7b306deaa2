import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, parse, safeParse } from 'zod/v4/core';

/**
 * The response serializer: the contract's zod schemas stay the only description of every answer
 * (and of the OpenAPI document), but they are compiled once per route into a writer that checks
 * each value's type as it writes it, instead of fastify-type-provider-zod's zod parse (a full copy
 * of the answer) followed by JSON.stringify on every response (a tenth of the server CPU of a
 * 20-event list).
 *
 * The writer handles objects (stripping unknown keys, as zod does), arrays, strings, finite numbers
 * (integers checked), booleans, null, literals, enums, nullable and optional. Anything else (unions,
 * records, defaults, transforms, refinements, string formats, strict objects...) is handed to zod for
 * that value alone and its output written with JSON.stringify. When any value does not match, the
 * whole answer goes through the library's own serializer, so a wrong answer still fails exactly as it
 * did (ResponseSerializationError, a 500 and its log line). For answers that match, the bytes are
 * those of JSON.stringify(zod's output): same keys, same order (the schema's), same escapes.
 */

type TWriter = (value: unknown) => string | undefined;

/** Thrown by a writer for a value its schema refuses: the answer then takes the library's path. */
const MISMATCH: unique symbol = Symbol('response does not match its schema');

type TDef = {
  type: string;
  checks?: { _zod: { def: { check?: string; format?: string } } }[];
  check?: string;
  format?: string;
  coerce?: boolean;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
};

const defOf = (schema: $ZodType) => schema._zod.def as unknown as TDef;

/** zod does the work for this value: its output, written as JSON.stringify writes it. */
const delegate = (schema: $ZodType): TWriter => (value) => {
  const result = safeParse(schema, value);
  if (!result.success) throw MISMATCH;
  return JSON.stringify(result.data);
};

const isPlainScalar = (def: TDef) => (def.checks === undefined || def.checks.length === 0) && def.check === undefined && def.coerce !== true;
const isSafeIntegerCheck = (check: { _zod: { def: { check?: string; format?: string } } }) =>
  check._zod.def.check === 'number_format' && check._zod.def.format === 'safeint';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const compileWriter = (schema: $ZodType): TWriter => {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      if (!isPlainScalar(def) || def.format !== undefined) return delegate(schema);
      return (value) => {
        if (typeof value !== 'string') throw MISMATCH;
        return JSON.stringify(value);
      };
    case 'number': {
      const integer = def.format === 'safeint' && def.check === 'number_format' && !def.checks?.length;
      const checkedInteger = def.checks?.length === 1 && isSafeIntegerCheck(def.checks[0]!) && def.check === undefined;
      if (!integer && !checkedInteger && !(isPlainScalar(def) && def.format === undefined)) return delegate(schema);
      if (def.coerce === true) return delegate(schema);
      const isValid = integer || checkedInteger ? Number.isSafeInteger : Number.isFinite;
      return (value) => {
        if (typeof value !== 'number' || !isValid(value)) throw MISMATCH;
        return String(value);
      };
    }
    case 'boolean':
      if (!isPlainScalar(def)) return delegate(schema);
      return (value) => {
        if (typeof value !== 'boolean') throw MISMATCH;
        return value ? 'true' : 'false';
      };
    case 'null':
      return (value) => {
        if (value !== null) throw MISMATCH;
        return 'null';
      };
    case 'literal': {
      const values = def.values ?? [];
      if (!values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))) return delegate(schema);
      return (value) => {
        if (!values.includes(value)) throw MISMATCH;
        return JSON.stringify(value);
      };
    }
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      if (!values.every((v) => typeof v === 'string')) return delegate(schema);
      const allowed = new Set<unknown>(values);
      return (value) => {
        if (!allowed.has(value)) throw MISMATCH;
        return JSON.stringify(value);
      };
    }
    case 'nullable': {
      const inner = compileWriter(def.innerType!);
      return (value) => (value === null ? 'null' : inner(value));
    }
    case 'optional': {
      const inner = compileWriter(def.innerType!);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case 'array': {
      if (def.checks?.length) return delegate(schema);
      const element = compileWriter(def.element!);
      return (value) => {
        if (!Array.isArray(value)) throw MISMATCH;
        let out = '[';
        for (let i = 0; i < value.length; i += 1) out += `${i === 0 ? '' : ','}${element(value[i]) ?? 'null'}`;
        return `${out}]`;
      };
    }
    case 'object': {
      if (def.checks?.length || def.catchall !== undefined) return delegate(schema);
      const fields = Object.entries(def.shape ?? {}).map(([key, field]) => ({ key, prefix: `${JSON.stringify(key)}:`, write: compileWriter(field) }));
      return (value) => {
        if (!isPlainObject(value)) throw MISMATCH;
        let out = '{';
        for (const field of fields) {
          const piece = field.write(value[field.key]);
          if (piece === undefined) continue;
          out += out.length === 1 ? `${field.prefix}${piece}` : `,${field.prefix}${piece}`;
        }
        return `${out}}`;
      };
    }
    default:
      return delegate(schema);
  }
};

/** The writer of `schema`, and `exact` for an answer it cannot write (or that does not match). */
const checkingSerializer = (schema: $ZodType, exact: (data: unknown) => string) => {
  const write = compileWriter(schema);
  return (data: unknown): string => {
    try {
      const out = write(data);
      if (out !== undefined) return out;
    } catch (error) {
      if (error !== MISMATCH) throw error;
    }
    return exact(data);
  };
};

/** Fastify's serializer compiler for zod response schemas (see above); anything else goes to the library's. */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const exact = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  return route.schema instanceof $ZodType ? checkingSerializer(route.schema, exact) : exact;
};

/**
 * The same writer for an answer a module serialises itself (to send the text again without writing
 * it again): the JSON of `schema`'s output; an answer that does not match throws zod's error.
 */
export const schemaSerializer = (schema: $ZodType) =>
  checkingSerializer(schema, (data) => JSON.stringify(parse(schema, data)));
