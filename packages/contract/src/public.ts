import { z } from 'zod';
import { EMAIL_PATTERN } from './auth-rules.ts';
import { MSG } from './messages.ts';

export const ZLocation = z.object({ location_id: z.number().int(), id: z.number().int(), name: z.string(), region: z.string().nullable() });
export type TLocation = z.infer<typeof ZLocation>;
export const ZLocationsResponse = z.object({ success: z.literal(true), data: z.array(ZLocation) });

export const ZSubcategory = z.object({
  subcategory_id: z.number().int(),
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type TSubcategory = z.infer<typeof ZSubcategory>;
export const ZCategory = z.object({
  category_id: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  subcategories: z.array(ZSubcategory),
});
export type TCategory = z.infer<typeof ZCategory>;
export const ZCategoriesResponse = z.object({ success: z.literal(true), data: z.array(ZCategory) });

export const ZContactMessageRequest = z.object({
  first_name: z.string({ error: MSG.contactFirstName }).trim().min(1, MSG.contactFirstName).max(100),
  last_name: z.string({ error: MSG.contactLastName }).trim().min(1, MSG.contactLastName).max(100),
  email: z.string({ error: MSG.emailRequired }).trim().min(1, MSG.emailRequired).max(254).regex(EMAIL_PATTERN, MSG.invalidEmail),
  phone: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(40).nullish()),
  message: z.string({ error: MSG.contactMessage }).trim().min(1, MSG.contactMessage).max(5_000, 'Message must be 5,000 characters or fewer'),
});
export type TContactMessageRequest = z.input<typeof ZContactMessageRequest>;
export const ZContactMessageResponse = z.object({ success: z.literal(true), message: z.string(), id: z.number().int() });

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), engine: z.enum(['pglite', 'postgres']), latency_ms: z.number() }),
  uptime_s: z.number(),
});
