import { asc } from 'drizzle-orm';
import type { TCategory, TLocation } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { categories, contactMessages, locations, subcategories } from '../../db/schema.ts';
import type { TMailer } from '../../plugins/mailer.ts';

export const listLocations = async (db: TDb): Promise<TLocation[]> => {
  const rows = await db.select().from(locations).orderBy(asc(locations.name));
  return rows.map((row) => ({ location_id: row.id, id: row.id, name: row.name, region: row.region }));
};

export const listCategoriesWithSubcategories = async (db: TDb): Promise<TCategory[]> => {
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort_order), asc(categories.name)),
    db.select().from(subcategories).orderBy(asc(subcategories.sort_order), asc(subcategories.name)),
  ]);
  return cats.map((cat) => ({
    category_id: cat.id,
    id: cat.id,
    name: cat.name,
    icon: cat.icon,
    description: cat.description,
    subcategories: subs
      .filter((sub) => sub.category_id === cat.id)
      .map((sub) => ({ subcategory_id: sub.id, id: sub.id, category_id: sub.category_id, name: sub.name, description: sub.description })),
  }));
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
