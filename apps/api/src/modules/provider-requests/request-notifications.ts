import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/db-types.ts';
import { composeMail, portalLink } from '../../lib/mail-layout.ts';
import { jsonValue } from '../../lib/sql-values.ts';
import { budgetText } from '../../lib/money.ts';
import type { TMailer } from '../../plugins/mailer.ts';

export type TNotifier = { mailer: TMailer; providerPortalUrl: string };

type TRequestRow = {
  id: number; title: string; event_date: string | null; location: string | null; location_id: number | null; budget_min: number | null;
  budget_max: number | null; response_deadline: string | null; services: string | null; category_ids: number[] | string;
};

/**
 * The listed providers a request matches (active account, verified and active business, one of its
 * categories asked for, in its location or city): the inverse of the portal's inbox
 * (provider-request-queries.ts). The request's location and categories come in as values, so the
 * providers are found through provider_profiles_location and provider_profiles_listed_city_lower (a
 * bitmap OR) rather than by reading every listed provider. Columns user_id and to_address (the
 * profile's e-mail, else the account's).
 */
const matchingProviders = (request: { location_id: number | null; location: string | null; categoryIds: number[] }) => sql`
  SELECT p.user_id, coalesce(nullif(p.email, ''), u.email) AS to_address
  FROM provider_profiles p
  JOIN users u ON u.id = p.user_id
  WHERE (p.location_id = ${request.location_id}::int OR lower(p.city) = lower(${request.location}::text))
    AND p.is_active AND p.is_verified AND u.status = 'active'
    AND EXISTS (SELECT 1 FROM provider_categories pc WHERE pc.provider_id = p.id
      AND pc.category_id IN (${sql.join(request.categoryIds.map((id) => sql`${id}::int`), sql`, `)}))`;

/**
 * A request was submitted: every listed provider it matches gets a notification (one INSERT ...
 * SELECT) and an e-mail in the outbox (one more), linking to the request in the portal. Run it in
 * the transaction that submits; after the commit, `mailer.deliverLater(ids)` sends the e-mails.
 * Returns the outbox ids.
 */
export const notifyMatchingProviders = async (db: TDbOrTx, options: TNotifier & { eventRequestId: number }): Promise<number[]> => {
  const { rows } = await db.execute<TRequestRow>(sql`
    SELECT e.id, e.title, e.event_date::text AS event_date, e.location, e.location_id, e.budget_min, e.budget_max,
      e.response_deadline::text AS response_deadline,
      (SELECT string_agg(DISTINCT c.name, ', ') FROM event_request_items i JOIN event_request_item_categories l ON l.item_id = i.id
        JOIN categories c ON c.id = l.category_id WHERE i.event_request_id = e.id) AS services,
      coalesce((SELECT json_agg(DISTINCT l.category_id) FROM event_request_items i JOIN event_request_item_categories l ON l.item_id = i.id
        WHERE i.event_request_id = e.id), '[]'::json) AS category_ids
    FROM event_requests e WHERE e.id = ${options.eventRequestId}`);
  const request = rows[0];
  if (!request) return [];
  const categoryIds = jsonValue(request.category_ids).map(Number);
  if (categoryIds.length === 0 || (request.location_id === null && !request.location)) return [];
  const recipients = matchingProviders({ location_id: request.location_id, location: request.location, categoryIds });
  const path = `/requests/${request.id}`;
  const inserted = await db.execute<{ id: number }>(sql`
    INSERT INTO notifications (user_id, type, message, link)
    SELECT m.user_id, 'info', ${`New request: ${request.title}`}, ${path} FROM (${recipients}) m
    RETURNING id`);
  if (inserted.rows.length === 0) return [];
  const mail = composeMail({
    subject: `New request: ${request.title}`,
    greeting: 'Kia ora,',
    paragraphs: ['An organiser is looking for services you offer in your area. Be among the first to send a quote.'],
    details: [
      ['Event', request.title],
      ['Services', request.services ?? 'not set'],
      ['Date', request.event_date ?? 'not set yet'],
      ['Location', request.location ?? 'not set yet'],
      ['Budget', budgetText(request.budget_min === null ? null : Number(request.budget_min), request.budget_max === null ? null : Number(request.budget_max))],
      ...(request.response_deadline ? [['Quotes wanted by', request.response_deadline] as [string, string]] : []),
    ],
    action: { label: 'Read the request and send your quote', url: portalLink(options.providerPortalUrl, path) },
  });
  return options.mailer.storeForEach(db, sql`SELECT m.to_address FROM (${recipients}) m`, mail);
};
