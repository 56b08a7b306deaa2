import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/db-types.ts';
import { composeMail, portalLink, siteLink } from '../../lib/mail-layout.ts';
import { formatDollars } from '../../lib/money.ts';
import type { TMailer } from '../../plugins/mailer.ts';

export type TQuoteNotifier = { mailer: TMailer; appUrl: string; providerPortalUrl: string };

type TQuoteParties = {
  quote_id: number; event_request_id: number; event_title: string; quote_amount: number; valid_until: string | null; message: string | null;
  organiser_user_id: number; organiser_email: string; business_name: string; provider_user_id: number; provider_email: string;
};

const readParties = async (db: TDbOrTx, quoteId: number) => {
  const { rows } = await db.execute<TQuoteParties>(sql`
    SELECT q.id AS quote_id, q.event_request_id, e.title AS event_title, q.quote_amount::float8 AS quote_amount, q.valid_until::text AS valid_until,
      q.message, e.organiser_id AS organiser_user_id, ou.email AS organiser_email, p.business_name, p.user_id AS provider_user_id,
      coalesce(nullif(p.email, ''), pu.email) AS provider_email
    FROM quotes q
    JOIN event_requests e ON e.id = q.event_request_id
    JOIN users ou ON ou.id = e.organiser_id
    JOIN provider_profiles p ON p.id = q.provider_id
    JOIN users pu ON pu.id = p.user_id
    WHERE q.id = ${quoteId}`);
  const row = rows[0];
  return row ? { ...row, quote_amount: Number(row.quote_amount) } : null;
};

const notify = (db: TDbOrTx, userId: number, type: 'info' | 'success' | 'warning', message: string, link: string) =>
  db.execute(sql`INSERT INTO notifications (user_id, type, message, link) VALUES (${userId}, ${type}::notification_type, ${message}, ${link})`);

/**
 * A provider sent, changed or withdrew a quote: the organiser gets a notification on the bell
 * (linking to the Quotes tab filtered by the event) and, for a sent or changed quote, an e-mail in
 * the outbox. Run it in the transaction that writes the quote; after the commit,
 * `mailer.deliverLater(ids)` sends the e-mail. Returns the outbox ids.
 */
export const notifyOrganiserOfQuote = async (db: TDbOrTx, options: TQuoteNotifier & { quoteId: number; change: 'sent' | 'updated' | 'withdrawn' }): Promise<number[]> => {
  const parties = await readParties(db, options.quoteId);
  if (!parties) return [];
  const path = `/dashboard?tab=quotes&event=${parties.event_request_id}`;
  const amount = formatDollars(parties.quote_amount);
  const title = `"${parties.event_title}"`;
  const message = {
    sent: `${parties.business_name} sent you a quote of ${amount} for ${title}`,
    updated: `${parties.business_name} updated their quote for ${title}: now ${amount}`,
    withdrawn: `${parties.business_name} withdrew their quote for ${title}`,
  }[options.change];
  await notify(db, parties.organiser_user_id, options.change === 'withdrawn' ? 'warning' : 'info', message, path);
  if (options.change === 'withdrawn') return [];
  const mail = composeMail({
    subject: options.change === 'sent' ? `New quote for ${parties.event_title}` : `Updated quote for ${parties.event_title}`,
    greeting: 'Kia ora,',
    paragraphs: [`${message}.`, ...(parties.message ? [`Their message: ${parties.message}`] : [])],
    details: [['Amount', `${amount} NZD`], ...(parties.valid_until ? [['Valid until', parties.valid_until] as [string, string]] : [])],
    action: { label: 'Compare your quotes and chat with the provider', url: siteLink(options.appUrl, path) },
  });
  return [await options.mailer.store(db, { to: parties.organiser_email, ...mail })];
};

/** What the organiser decided about a provider's quote: accepted it, declined it, or accepted another one (`closed`). */
export type TQuoteDecision = 'accepted' | 'rejected' | 'closed';

const DECISION_TEXT: Readonly<Record<TQuoteDecision, {
  type: 'success' | 'info'; outcome: string; subject: string; next: string; action: string;
}>> = {
  accepted: {
    type: 'success', outcome: 'was accepted', subject: 'Quote accepted',
    next: "The organiser's contact details are now on the request. Chat with them to arrange the details.", action: 'Open the quote',
  },
  rejected: {
    type: 'info', outcome: 'was not accepted', subject: 'Quote not accepted',
    next: 'Thank you for quoting. New requests that match your services will keep arriving in your portal.', action: 'See your quotes',
  },
  closed: {
    type: 'info', outcome: 'was not chosen: the organiser accepted another quote', subject: 'Quote not chosen',
    next: 'Thank you for quoting. New requests that match your services will keep arriving in your portal.', action: 'See your quotes',
  },
};

/**
 * The organiser accepted or rejected a quote, or accepted another quote on the same request (which
 * closed this one): the provider gets a notification (linking to the quote in the portal) and an
 * e-mail in the outbox. For the accept and reject routes: run it in the transaction that records the
 * decision; after the commit, `mailer.deliverLater(ids)` sends the e-mail. Returns the outbox ids.
 */
export const notifyQuoteDecision = async (db: TDbOrTx, options: TQuoteNotifier & { quoteId: number; decision: TQuoteDecision }): Promise<number[]> => {
  const parties = await readParties(db, options.quoteId);
  if (!parties) return [];
  const path = `/quotes/${parties.quote_id}`;
  const text = DECISION_TEXT[options.decision];
  const message = `Your quote of ${formatDollars(parties.quote_amount)} for "${parties.event_title}" ${text.outcome}`;
  await notify(db, parties.provider_user_id, text.type, message, path);
  const mail = composeMail({
    subject: `${text.subject}: ${parties.event_title}`,
    greeting: `Kia ora ${parties.business_name},`,
    paragraphs: [`${message}.`, text.next],
    action: { label: text.action, url: portalLink(options.providerPortalUrl, path) },
  });
  return [await options.mailer.store(db, { to: parties.provider_email, ...mail })];
};
