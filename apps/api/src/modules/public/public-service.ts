import type { TCategory, TLocation } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { constantStatement } from '../../db/raw-query.ts';
import type { TMailer } from '../../plugins/mailer.ts';

type TLocationRow = { id: number; name: string; region: string | null };
const locationRows = constantStatement<TLocationRow>('public_locations', 'select id, name, region from locations order by name');

export const listLocations = async (db: TDb): Promise<TLocation[]> =>
  (await locationRows(db, [])).map((row) => ({ location_id: row.id, id: row.id, name: row.name, region: row.region }));

type TCategoryRow = {
  category_id: number; name: string; icon: string | null; description: string | null;
  subcategory_id: number | null; subcategory_name: string | null; subcategory_description: string | null;
};

/**
 * Every category with its subcategories, both by sort order then name: one prepared statement (a
 * category with no subcategories is one row of nulls on their side). Two drizzle queries on two
 * pooled connections, each parsed and planned per request, cost about three times the CPU.
 */
const categoryRows = constantStatement<TCategoryRow>('public_categories', `
  select c.id as category_id, c.name, c.icon, c.description,
    s.id as subcategory_id, s.name as subcategory_name, s.description as subcategory_description
  from categories c left join subcategories s on s.category_id = c.id
  order by c.sort_order, c.name, c.id, s.sort_order, s.name, s.id`);

export const listCategoriesWithSubcategories = async (db: TDb): Promise<TCategory[]> => {
  const answer: TCategory[] = [];
  let current: TCategory | undefined;
  for (const row of await categoryRows(db, [])) {
    if (current?.id !== row.category_id) {
      current = { category_id: row.category_id, id: row.category_id, name: row.name, icon: row.icon, description: row.description, subcategories: [] };
      answer.push(current);
    }
    if (row.subcategory_id !== null) {
      current.subcategories.push({
        subcategory_id: row.subcategory_id, id: row.subcategory_id, category_id: row.category_id, name: row.subcategory_name!, description: row.subcategory_description,
      });
    }
  }
  return answer;
};

export const saveContactMessage = async (options: {
  db: TDb;
  mailer: TMailer;
  supportEmail: string;
  input: { first_name: string; last_name: string; email: string; phone?: string | null; message: string };
  client: { ip?: string; userAgent?: string };
}) => {
  const { input } = options;
  const [row] = await options.db
    .insert(contactMessages)
    .values({ ...input, phone: input.phone ?? null, ip: options.client.ip ?? null, user_agent: options.client.userAgent ?? null })
    .returning({ id: contactMessages.id });
  const subject = input.message.split('\n')[0]?.slice(0, 120) || 'Contact form';
  await options.mailer.send({
    to: options.supportEmail,
    replyTo: input.email,
    subject: `[Contact] ${subject}`,
    text: `From: ${input.first_name} ${input.last_name} <${input.email}>\nPhone: ${input.phone ?? 'not given'}\nMessage #${row!.id}\n\n${input.message}`,
  });
  return row!.id;
};
