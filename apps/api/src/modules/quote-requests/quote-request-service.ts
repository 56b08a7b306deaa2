import { sql, type SQL } from 'drizzle-orm';
import { EVENT_REQUEST_MSG, PROVIDER_MSG, QUOTE_REQUEST_MSG, type TQuoteRequest } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TMail, TMailer } from '../../plugins/mailer.ts';
import type { TDbOrTx } from '../../db/db-types.ts';
import { openChatRoom, postChatLines } from '../../lib/chat-rooms.ts';
import { composeMail, portalLink } from '../../lib/mail-layout.ts';
import { budgetText } from '../../lib/money.ts';
import { isoTimestamp } from '../../lib/sql-values.ts';
import { firstReplyAt } from '../response-times/first-reply.ts';

/** Event statuses an organiser can still invite providers to quote for. */
const OPEN_STATUSES = new Set(['submitted', 'active']);

type TEventRow = {
  id: number; title: string; status: string; event_date: string | null; location: string | null; budget_min: number | null; budget_max: number | null;
  organiser_name: string | null; first_name: string | null; last_name: string | null; business_name: string | null; organiser_type: string | null;
};
type TProviderRow = { id: number; user_id: number; business_name: string; email: string };
type TInvitationRow = Omit<TQuoteRequest, 'created_at'> & { created_at: Date | string };

const toIso = (value: Date | string) => new Date(value).toISOString();
const toQuoteRequest = (row: TInvitationRow): TQuoteRequest => ({ ...row, created_at: toIso(row.created_at) });

/** The organiser as providers see them: the name on the event, else the profile's full name or business name. */
export const organiserName = (event: Pick<TEventRow, 'organiser_name' | 'organiser_type' | 'business_name' | 'first_name' | 'last_name'>) => {
  const onEvent = event.organiser_name?.trim();
  if (onEvent) return onEvent;
  if (event.organiser_type === 'business' && event.business_name?.trim()) return event.business_name.trim();
  const full = [event.first_name, event.last_name].map((part) => part?.trim()).filter(Boolean).join(' ');
  return full || event.business_name?.trim() || 'An organiser';
};

const findOwnEvent = async (db: TDbOrTx, organiserId: number, eventRequestId: number) => {
  const { rows } = await db.execute<TEventRow>(sql`
    SELECT e.id, e.title, e.status::text AS status, e.event_date::text AS event_date, e.location, e.budget_min, e.budget_max, e.organiser_name,
      op.first_name, op.last_name, op.business_name, op.organiser_type::text AS organiser_type
    FROM event_requests e LEFT JOIN organiser_profiles op ON op.user_id = e.organiser_id
    WHERE e.id = ${eventRequestId} AND e.organiser_id = ${organiserId}`);
  return rows[0] ?? null;
};

const findListedProvider = async (db: TDbOrTx, providerId: number) => {
  const { rows } = await db.execute<TProviderRow>(sql`
    SELECT p.id, p.user_id, p.business_name, coalesce(nullif(p.email, ''), u.email) AS email
    FROM provider_profiles p JOIN users u ON u.id = p.user_id
    WHERE p.id = ${providerId} AND p.is_active AND p.is_verified`);
  return rows[0] ?? null;
};

/** An organiser's invitations with their event and chat room, newest first. */
const selectInvitations = (db: TDbOrTx, where: SQL) =>
  db.execute<TInvitationRow>(sql`
    SELECT qi.id, qi.provider_id, p.business_name, qi.event_request_id, e.title AS event_title, e.event_date::text AS event_date,
      e.status::text AS event_status, qi.message, r.id AS chat_room_id, qi.created_at,
      ${isoTimestamp(firstReplyAt('qi'))} AS replied_at,
      CASE WHEN qi.reminded_at IS NULL THEN NULL ELSE ${isoTimestamp(sql`qi.reminded_at`)} END AS reminded_at
    FROM quote_invitations qi
    JOIN event_requests e ON e.id = qi.event_request_id
    JOIN provider_profiles p ON p.id = qi.provider_id
    LEFT JOIN chat_rooms r ON r.event_request_id = qi.event_request_id AND r.provider_id = qi.provider_id
    WHERE ${where}
    ORDER BY qi.created_at DESC, qi.id DESC`);

/** The invitation e-mail to the provider, with the portal's link to the request. */
const invitationMail = (options: { event: TEventRow; provider: TProviderRow; message: string | null; link: string }): TMail => {
  const { event, provider, message, link } = options;
  const name = organiserName(event);
  return {
    to: provider.email,
    ...composeMail({
      subject: `New quote request: ${event.title}`,
      greeting: `Kia ora ${provider.business_name},`,
      paragraphs: [`${name} would like a quote from you for "${event.title}".`, ...(message ? [`Their message: ${message}`] : [])],
      details: [
        ['Date', event.event_date ?? 'not set yet'],
        ['Location', event.location ?? 'not set yet'],
        ['Budget', budgetText(event.budget_min, event.budget_max)],
      ],
      action: { label: `Read the request, chat with ${name} and send your quote`, url: link },
    }),
  };
};

/**
 * POST /quote-requests: invites one listed provider to quote for one of the organiser's open events.
 *
 * In one transaction: the invitation (unique per event and provider: asking again answers the
 * existing one with created false, also when two requests race), the event's chat room with that
 * provider (unique per event and provider; kept open until 30 days from now or 7 days after the
 * event, whichever is later, and never shortened if it already existed), a system message, the
 * organiser's own message when given, the organiser's read mark, a notification for the provider
 * linking to the request in the provider portal, and the e-mail to the provider in the outbox. The
 * e-mail is sent once the answer has gone (mailer.deliverLater).
 */
export const createQuoteRequest = async (options: {
  db: TDb; mailer: TMailer; providerPortalUrl: string; organiserId: number;
  input: { provider_id: number; event_request_id: number; message: string | null };
}): Promise<{ created: boolean; data: TQuoteRequest; message: string }> => {
  const { db, organiserId, input } = options;
  const outcome = await db.transaction(async (tx) => {
    const event = await findOwnEvent(tx, organiserId, input.event_request_id);
    if (!event) throw new AppError('NOT_FOUND', EVENT_REQUEST_MSG.notFound);
    const provider = await findListedProvider(tx, input.provider_id);
    if (!provider) throw new AppError('NOT_FOUND', PROVIDER_MSG.notFound);

    const existing = await selectInvitations(tx, sql`qi.event_request_id = ${event.id} AND qi.provider_id = ${provider.id}`);
    if (existing.rows[0]) return { created: false as const, invitation: existing.rows[0], event, provider };
    if (event.status === 'draft') throw new AppError('CONFLICT', QUOTE_REQUEST_MSG.submitBeforeInviting);
    if (!OPEN_STATUSES.has(event.status)) throw new AppError('CONFLICT', QUOTE_REQUEST_MSG.eventClosed);

    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO quote_invitations (event_request_id, provider_id, message) VALUES (${event.id}, ${provider.id}, ${input.message})
      ON CONFLICT (event_request_id, provider_id) DO NOTHING RETURNING id`);
    if (!inserted.rows[0]) {
      // Another request for the same pair committed first: answer that one.
      const raced = await selectInvitations(tx, sql`qi.event_request_id = ${event.id} AND qi.provider_id = ${provider.id}`);
      return { created: false as const, invitation: raced.rows[0]!, event, provider };
    }

    const roomId = await openChatRoom(tx, { eventRequestId: event.id, organiserId, providerId: provider.id, eventDate: event.event_date });
    const name = organiserName(event);
    await postChatLines(tx, {
      roomId,
      readBy: organiserId,
      lines: [
        { senderUserId: null, content: `${name} invited ${provider.business_name} to quote for "${event.title}"`, type: 'system' },
        { senderUserId: organiserId, content: input.message, type: 'text' },
      ],
    });
    const requestPath = `/requests/${event.id}`;
    await tx.execute(sql`
      INSERT INTO notifications (user_id, type, message, link)
      VALUES (${provider.user_id}, 'info', ${`${name} invited you to quote for "${event.title}"`}, ${requestPath})`);
    const mailId = await options.mailer.store(tx, invitationMail({ event, provider, message: input.message, link: portalLink(options.providerPortalUrl, requestPath) }));
    const invitation = await selectInvitations(tx, sql`qi.id = ${inserted.rows[0].id}`);
    return { created: true as const, invitation: invitation.rows[0]!, event, provider, mailId };
  });

  const { provider } = outcome;
  if (outcome.created) options.mailer.deliverLater([outcome.mailId]);
  return {
    created: outcome.created,
    data: toQuoteRequest(outcome.invitation),
    message: outcome.created
      ? `Quote request sent to ${provider.business_name}`
      : `${provider.business_name} has already been invited to quote for this event`,
  };
};

/**
 * GET /quote-requests?provider_id=&event_request_id=: the organiser's invitations (to one provider,
 * for one event, when given), newest first, each with when the provider replied and was reminded.
 */
export const listQuoteRequests = async (options: { db: TDbOrTx; organiserId: number; providerId?: number; eventRequestId?: number }) => {
  const where = sql.join([
    sql`e.organiser_id = ${options.organiserId}`,
    ...(options.providerId ? [sql`qi.provider_id = ${options.providerId}`] : []),
    ...(options.eventRequestId ? [sql`qi.event_request_id = ${options.eventRequestId}`] : []),
  ], sql` AND `);
  const { rows } = await selectInvitations(options.db, where);
  return rows.map(toQuoteRequest);
};
