import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { ZEventRequestListResponse, ZMeResponse } from '@app/contract';
import { responseSerializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType) => {
  const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };
  return { fast: responseSerializerCompiler(route), exact: serializerCompiler(route) };
};

/** The same bytes as the library (zod parse, then JSON.stringify) or the same error. */
const expectSame = (schema: z.ZodType, data: unknown) => {
  const { fast, exact } = compile(schema);
  let expected: string | Error;
  try {
    expected = exact(data);
  } catch (error) {
    expected = error as Error;
  }
  if (typeof expected === 'string') expect(fast(data)).toBe(expected);
  else expect(() => fast(data)).toThrow(expected.message);
};

const item = { id: 7, name: 'Catering "deluxe" \u2028', quantity: 2, notes: null, categories: [{ category_id: 1, category_name: 'Food', subcategory_id: null, subcategory_name: null, extra: 1 }], category_id: 1, category_name: 'Food', subcategory_ids: [3, 4] };
const event = {
  id: 1, title: 'Gala \ud800 night', description: 'd', event_date: '2026-12-01', location: null, location_id: 3, budget_min: 1000, budget_max: null,
  delivery_method: 'on_site', delivery_address: null, additional_notes: 'a\nb', response_deadline: null, organiser_name: 'Ana', organiser_email: null,
  organiser_type: 'business', status: 'submitted', created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', submitted_at: null,
  cancelled_at: null, completed_at: null, first_quote_at: null, accepted_at: null, quotes_count: 0, accepted_quotes_count: 0, accepting_quotes: true,
  items: [item], total_count: 24,
};
const list = { success: true, data: [event, { ...event, id: 2, items: [] }], pagination: { total: 2, page: 1, limit: 20, totalPages: 1 }, counts: { all: 2, draft: 0, active: 2, completed: 0, cancelled: 0 } };

describe('responseSerializerCompiler', () => {
  it('writes exactly what zod parse + JSON.stringify write, unknown keys stripped, in the schema order', () => {
    expectSame(ZEventRequestListResponse, list);
    expectSame(ZMeResponse, { user: { profile: { avatar_url: null, phone_number: null, organiser_type: 'individual', business_name: null, last_name: 'B', first_name: 'A' }, auth_type: 'email', status: 'active', user_role: 'event_organiser', email: 'a@b.nz', id: 1, token_hash: 'x' }, success: true });
  });

  it('fails as the library does when a value does not match', () => {
    expectSame(ZEventRequestListResponse, { ...list, data: [{ ...event, status: 'unknown' }] });
    expectSame(ZEventRequestListResponse, { ...list, data: [{ ...event, quotes_count: 1.5 }] });
    expectSame(ZEventRequestListResponse, { ...list, data: [{ ...event, title: undefined }] });
    expectSame(ZEventRequestListResponse, { ...list, data: [{ ...event, items: [{ ...item, quantity: '2' }] }] });
    expectSame(ZEventRequestListResponse, { ...list, success: false });
    expectSame(ZEventRequestListResponse, { ...list, data: null });
  });

  it('hands what it does not write itself to zod, value by value', () => {
    const schema = z.object({
      a: z.union([z.string(), z.number()]), b: z.string().default('x'), c: z.string().transform((s) => s.toUpperCase()), d: z.email(),
      e: z.array(z.number()).min(1), f: z.record(z.string(), z.number()), g: z.object({ h: z.string() }).strict(), i: z.number().min(2).optional(),
      j: z.unknown(), k: z.iso.datetime().nullable(),
    });
    const value = { a: 1, c: 'up', d: 'a@b.nz', e: [1, 2.5], f: { x: 1 }, g: { h: 'h' }, i: 3, j: { any: [1] }, k: '2026-01-01T00:00:00Z' };
    expectSame(schema, value);
    expectSame(schema, { ...value, g: { h: 'h', extra: 1 } });
    expectSame(schema, { ...value, d: 'not an e-mail' });
    expectSame(schema, { ...value, e: [] });
    expectSame(schema, { ...value, i: 1 });
    expectSame(z.object({ n: z.number() }), { n: Number.POSITIVE_INFINITY });
    expectSame(z.object({ n: z.number(), o: z.string().optional() }), { n: -0, o: undefined });
  });
});
