import { sql, type SQL } from 'drizzle-orm';
import {
  EVENT_REQUEST_MSG, PROVIDER_MSG, QUOTE_REQUEST_MSG, QUOTE_REQUEST_CHAT_DAYS, QUOTE_REQUEST_CHAT_DAYS_AFTER_EVENT, type TQuoteRequest,
} from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TMailer } from '../../plugins/mailer.ts';
import type { TDbOrTx } from '../../db/db-types.ts';

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
const organiserName = (event: TEventRow) => {
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
      e.status::text AS event_status, qi.message, r.id AS chat_room_id, qi.created_at
    FROM quote_invitations qi
    JOIN event_requests e ON e.id = qi.event_request_id
    JOIN provider_profiles p ON p.id = qi.provider_id
    LEFT JOIN chat_rooms r ON r.event_request_id = qi.event_request_id AND r.provider_id = qi.provider_id
    WHERE ${where}
    ORDER BY qi.created_at DESC, qi.id DESC`);

const money = (value: number) => `$${value.toLocaleString('en-NZ')}`;
const budgetText = (min: number | null, max: number | null) => {
  if (min !== null && max !== null) return `${money(min)} - ${money(max)}`;
  if (min !== null) return `From ${money(min)}`;
  if (max !== null) return `Up to ${money(max)}`;
  return 'Not specified';
};

/**
 * POST /quote-requests: invites one listed provider to quote for one of the organiser's open events.
 *
 * In one transaction: the invitation (unique per event and provider: asking again answers the
 * existing one with created false, also when two requests race), the event's chat room with that
 * provider (unique per event and provider; kept open until 30 days from now or 7 days after the
 * event, whichever is later, and never shortened if it already existed), a system message, the
 * organiser's own message when given, the organiser's read mark and a notification for the
 * provider. After the commit the provider gets an e-mail through the mailer (the outbox without SMTP).
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

    const room = await tx.execute<{ id: number }>(sql`
      INSERT INTO chat_rooms (event_request_id, organiser_id, provider_id, expires_at)
      VALUES (${event.id}, ${organiserId}, ${provider.id}, greatest(
        now() + make_interval(days => ${QUOTE_REQUEST_CHAT_DAYS}::int),
        CASE WHEN ${event.event_date}::date IS NULL THEN NULL
             ELSE ((${event.event_date}::date + ${QUOTE_REQUEST_CHAT_DAYS_AFTER_EVENT + 1}::int)::timestamp AT TIME ZONE 'Pacific/Auckland') END))
      ON CONFLICT (event_request_id, provider_id) DO UPDATE SET expires_at = greatest(chat_rooms.expires_at, EXCLUDED.expires_at)
      RETURNING id`);
    const roomId = room.rows[0]!.id;
    const name = organiserName(event);
    const systemText = `${name} invited ${provider.business_name} to quote for "${event.title}"`;
    const messages = await tx.execute<{ id: number }>(sql`
      INSERT INTO chat_messages (chat_room_id, sender_user_id, message_content, message_type)
      SELECT ${roomId}, m.sender, m.content, m.kind::message_type
      FROM (VALUES (1, NULL::int, ${systemText}::text, 'system'), (2, ${organiserId}::int, ${input.message}::text, 'text')) AS m(ord, sender, content, kind)
      WHERE m.content IS NOT NULL
      ORDER BY m.ord
      RETURNING id`);
    const lastMessageId = Math.max(...messages.rows.map((m) => Number(m.id)));
    await tx.execute(sql`UPDATE chat_rooms SET last_message_at = now() WHERE id = ${roomId}`);
    await tx.execute(sql`
      INSERT INTO chat_read_state (chat_room_id, user_id, last_read_message_id) VALUES (${roomId}, ${organiserId}, ${lastMessageId})
      ON CONFLICT (chat_room_id, user_id) DO UPDATE SET last_read_message_id = greatest(chat_read_state.last_read_message_id, EXCLUDED.last_read_message_id), updated_at = now()`);
    await tx.execute(sql`
      INSERT INTO notifications (user_id, type, message)
      VALUES (${provider.user_id}, 'info', ${`${name} invited you to quote for "${event.title}"`})`);
    const invitation = await selectInvitations(tx, sql`qi.id = ${inserted.rows[0].id}`);
    return { created: true as const, invitation: invitation.rows[0]!, event, provider };
  });

  const { event, provider } = outcome;
  if (outcome.created) {
    const name = organiserName(event);
    const lines = [
      `Kia ora ${provider.business_name},`,
      '',
      `${name} would like a quote from you for "${event.title}".`,
      '',
      `Date: ${event.event_date ?? 'not set yet'}`,
      `Location: ${event.location ?? 'not set yet'}`,
      `Budget: ${budgetText(event.budget_min, event.budget_max)}`,
      ...(input.message ? ['', `Their message: ${input.message}`] : []),
      '',
      `Sign in to your provider portal to read the request, chat with ${name} and send your quote: ${options.providerPortalUrl}`,
    ];
    await options.mailer.send({ to: provider.email, subject: `New quote request: ${event.title}`, text: lines.join('\n') });
  }
  return {
    created: outcome.created,
    data: toQuoteRequest(outcome.invitation),
    message: outcome.created
      ? `Quote request sent to ${provider.business_name}`
      : `${provider.business_name} has already been invited to quote for this event`,
  };
};

/** GET /quote-requests?provider_id=: the organiser's invitations (to one provider when given), newest first. */
export const listQuoteRequests = async (options: { db: TDbOrTx; organiserId: number; providerId?: number }) => {
  const where = options.providerId
    ? sql`e.organiser_id = ${options.organiserId} AND qi.provider_id = ${options.providerId}`
    : sql`e.organiser_id = ${options.organiserId}`;
  const { rows } = await selectInvitations(options.db, where);
  return rows.map(toQuoteRequest);
};
