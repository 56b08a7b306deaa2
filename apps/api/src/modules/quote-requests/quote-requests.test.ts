import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { EVENT_REQUEST_MSG, MSG, PROVIDER_MSG, QUOTE_REQUEST_MSG, type TQuoteRequestListResponse, type TQuoteRequestResponse } from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { chatMessages, chatReadState, chatRooms, eventRequests, mailOutbox, notifications, providerProfiles, quoteInvitations } from '../../db/schema.ts';
import { addDays } from '../../lib/dates.ts';
import { addProvider, createOrganiser, uniqueWord } from '../../../test/factories.ts';

const URL = '/api/event-organiser/quote-requests';
type TOrganiser = Awaited<ReturnType<typeof createOrganiser>>;
type TEventStatus = 'draft' | 'submitted' | 'active' | 'completed' | 'cancelled' | 'rejected';

const DAY_MS = 86_400_000;
const isoDateFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describeEachEngine('quote requests', (ctx) => {
  let organiser: TOrganiser;
  let other: TOrganiser;
  const db = () => ctx().database.db;

  const post = (body: Record<string, unknown>, headers = organiser.headers) => ctx().app.inject({ method: 'POST', url: URL, headers, payload: body });
  const list = (query: string, headers = organiser.headers) => ctx().app.inject({ method: 'GET', url: `${URL}${query}`, headers });
  const expectProblem = (res: Awaited<ReturnType<typeof post>>, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: message, message });
  };
  const addEvent = async (owner: TOrganiser, overrides: { status?: TEventStatus; event_date?: string | null; title?: string } = {}) => {
    const [row] = await db().insert(eventRequests).values({
      organiser_id: owner.user.id, title: overrides.title ?? `Wedding ${uniqueWord()}`, description: 'Reception for 120 guests',
      status: overrides.status ?? 'submitted', event_date: overrides.event_date === undefined ? isoDateFromNow(20) : overrides.event_date,
      location: 'Auckland', budget_min: 2000, budget_max: 8000, organiser_name: null,
    }).returning();
    return row!;
  };
  const roomOf = async (eventId: number, providerId: number) => {
    const rows = await db().select().from(chatRooms).where(and(eq(chatRooms.event_request_id, eventId), eq(chatRooms.provider_id, providerId)));
    return rows;
  };

  beforeAll(async () => {
    organiser = await createOrganiser(ctx().app, { first_name: 'Aroha', last_name: 'Ngata' });
    other = await createOrganiser(ctx().app, { first_name: 'Someone', last_name: 'Else' });
  });

  it('needs an organiser bearer token', async () => {
    expectProblem(await ctx().app.inject({ method: 'POST', url: URL, payload: {} }), 401, MSG.tokenRequired);
    expectProblem(await ctx().app.inject({ method: 'GET', url: URL }), 401, MSG.tokenRequired);
  });

  describe('POST', () => {
    it('invites the provider: invitation, chat room with a system message and the organiser message, notification and e-mail', async () => {
      const provider = await addProvider(db(), { business_name: `Harbourside ${uniqueWord()}` });
      await db().update(providerProfiles).set({ email: 'quotes@harbourside.example.nz' }).where(eq(providerProfiles.id, provider.id));
      const event = await addEvent(organiser, { title: 'Kirsty and Tama’s wedding', event_date: isoDateFromNow(10) });
      const started = Date.now();
      const res = await post({ provider_id: provider.id, event_request_id: event.id, message: '  Are you free that weekend?  ' });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<TQuoteRequestResponse>();
      expect(body).toMatchObject({
        success: true, created: true, message: `Quote request sent to ${provider.business_name}`,
        data: {
          provider_id: provider.id, business_name: provider.business_name, event_request_id: event.id, event_title: 'Kirsty and Tama’s wedding',
          event_date: event.event_date, event_status: 'submitted', message: 'Are you free that weekend?',
        },
      });
      const [room, ...more] = await roomOf(event.id, provider.id);
      expect(more).toEqual([]);
      expect(body.data.chat_room_id).toBe(room!.id);
      expect(room!.organiser_id).toBe(organiser.user.id);
      // The event is 10 days away, so 30 days from now is later than a week after it.
      expect(Math.abs(room!.expires_at.getTime() - (started + 30 * DAY_MS))).toBeLessThan(60_000);

      const messages = await db().select().from(chatMessages).where(eq(chatMessages.chat_room_id, room!.id)).orderBy(asc(chatMessages.id));
      expect(messages.map((m) => [m.message_type, m.sender_user_id, m.message_content])).toEqual([
        ['system', null, `Aroha Ngata invited ${provider.business_name} to quote for "Kirsty and Tama’s wedding"`],
        ['text', organiser.user.id, 'Are you free that weekend?'],
      ]);
      const [read] = await db().select().from(chatReadState).where(and(eq(chatReadState.chat_room_id, room!.id), eq(chatReadState.user_id, organiser.user.id)));
      expect(read!.last_read_message_id).toBe(messages[1]!.id);

      const notes = await db().select().from(notifications).where(eq(notifications.user_id, provider.user_id));
      expect(notes.map((n) => [n.type, n.message])).toEqual([['info', 'Aroha Ngata invited you to quote for "Kirsty and Tama’s wedding"']]);
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to_address, 'quotes@harbourside.example.nz'));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: 'New quote request: Kirsty and Tama’s wedding', status: 'stored' });
      expect(mails[0]!.text_body).toContain('Aroha Ngata would like a quote from you');
      expect(mails[0]!.text_body).toContain('Budget: $2,000 - $8,000');
      expect(mails[0]!.text_body).toContain('Their message: Are you free that weekend?');
    });

    it('keeps the chat open until a week after a later event, and e-mails the account address when the profile has none', async () => {
      const provider = await addProvider(db());
      const event = await addEvent(organiser, { event_date: isoDateFromNow(60), status: 'active' });
      const res = await post({ provider_id: provider.id, event_request_id: event.id });
      expect(res.statusCode, res.body).toBe(201);
      const [room] = await roomOf(event.id, provider.id);
      // The end of the 7th day after the event in New Zealand: midnight starting the 8th day.
      const nzTime = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      expect(nzTime.format(room!.expires_at)).toBe(`${addDays(event.event_date!, 8)}, 00:00`);
      const messages = await db().select().from(chatMessages).where(eq(chatMessages.chat_room_id, room!.id));
      expect(messages.map((m) => m.message_type)).toEqual(['system']);
      expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to_address, provider.email))).toHaveLength(1);
    });

    it('answers the existing invitation with 200 when asked again, adding nothing', async () => {
      const provider = await addProvider(db());
      const event = await addEvent(organiser);
      const first = await post({ provider_id: provider.id, event_request_id: event.id, message: 'Hello' });
      expect(first.statusCode).toBe(201);
      const second = await post({ provider_id: provider.id, event_request_id: event.id, message: 'Hello again' });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json<TQuoteRequestResponse>()).toMatchObject({
        created: false, message: `${provider.business_name} has already been invited to quote for this event`,
        data: { id: first.json<TQuoteRequestResponse>().data.id, message: 'Hello' },
      });
      const [room] = await roomOf(event.id, provider.id);
      expect(await db().select().from(quoteInvitations).where(eq(quoteInvitations.event_request_id, event.id))).toHaveLength(1);
      expect(await db().select().from(chatMessages).where(eq(chatMessages.chat_room_id, room!.id))).toHaveLength(2);
      expect(await db().select().from(notifications).where(eq(notifications.user_id, provider.user_id))).toHaveLength(1);
      expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to_address, provider.email))).toHaveLength(1);
    });

    it('creates one invitation when the same request arrives twice at once', async () => {
      const provider = await addProvider(db());
      const event = await addEvent(organiser);
      const answers = await Promise.all([1, 2, 3].map(() => post({ provider_id: provider.id, event_request_id: event.id })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(answers.map((a) => a.json<TQuoteRequestResponse>().data.id)).size).toBe(1);
      expect(await db().select().from(quoteInvitations).where(eq(quoteInvitations.event_request_id, event.id))).toHaveLength(1);
      expect(await roomOf(event.id, provider.id)).toHaveLength(1);
    });

    it('reuses a chat room the event already has with the provider, never shortening it', async () => {
      const provider = await addProvider(db());
      const event = await addEvent(organiser);
      const later = new Date(Date.now() + 90 * DAY_MS);
      const [existing] = await db().insert(chatRooms).values({ event_request_id: event.id, organiser_id: organiser.user.id, provider_id: provider.id, expires_at: later }).returning();
      const res = await post({ provider_id: provider.id, event_request_id: event.id });
      expect(res.json<TQuoteRequestResponse>().data.chat_room_id).toBe(existing!.id);
      const [room] = await roomOf(event.id, provider.id);
      expect(room!.expires_at.getTime()).toBe(later.getTime());
    });

    it("answers 404 'Event request not found' for another organiser's event or an unknown one", async () => {
      const provider = await addProvider(db());
      const theirs = await addEvent(other);
      expectProblem(await post({ provider_id: provider.id, event_request_id: theirs.id }), 404, EVENT_REQUEST_MSG.notFound);
      expectProblem(await post({ provider_id: provider.id, event_request_id: 2_000_000_000 }), 404, EVENT_REQUEST_MSG.notFound);
      expect(await db().select().from(quoteInvitations).where(eq(quoteInvitations.event_request_id, theirs.id))).toEqual([]);
    });

    it('answers 409 for a draft and for an event that is no longer open', async () => {
      const provider = await addProvider(db());
      const draft = await addEvent(organiser, { status: 'draft' });
      expectProblem(await post({ provider_id: provider.id, event_request_id: draft.id }), 409, QUOTE_REQUEST_MSG.submitBeforeInviting);
      for (const status of ['cancelled', 'completed', 'rejected'] as const) {
        const closed = await addEvent(organiser, { status });
        expectProblem(await post({ provider_id: provider.id, event_request_id: closed.id }), 409, QUOTE_REQUEST_MSG.eventClosed);
      }
      expect(await roomOf(draft.id, provider.id)).toEqual([]);
    });

    it("answers 404 'Provider not found' for an unknown, inactive or unverified provider", async () => {
      const event = await addEvent(organiser);
      const inactive = await addProvider(db(), { is_active: false });
      const unverified = await addProvider(db(), { is_verified: false });
      for (const id of [2_000_000_000, inactive.id, unverified.id]) {
        expectProblem(await post({ provider_id: id, event_request_id: event.id }), 404, PROVIDER_MSG.notFound);
      }
      expect(await db().select().from(quoteInvitations).where(eq(quoteInvitations.event_request_id, event.id))).toEqual([]);
    });

    it('validates the body', async () => {
      const provider = await addProvider(db());
      const event = await addEvent(organiser);
      expectProblem(await post({ event_request_id: event.id }), 400, QUOTE_REQUEST_MSG.invalidProviderId);
      expectProblem(await post({ provider_id: provider.id, event_request_id: 'abc' }), 400, QUOTE_REQUEST_MSG.invalidEventId);
      expectProblem(await post({ provider_id: provider.id, event_request_id: event.id, message: 'x'.repeat(2001) }), 400, QUOTE_REQUEST_MSG.messageTooLong);
      const blank = await post({ provider_id: provider.id, event_request_id: event.id, message: '   ' });
      expect(blank.statusCode).toBe(201);
      expect(blank.json<TQuoteRequestResponse>().data.message).toBeNull();
    });
  });

  describe('GET', () => {
    it("lists my invitations to one provider (for 'Already invited for'), newest first, and only mine", async () => {
      const provider = await addProvider(db());
      const elsewhere = await addProvider(db());
      const first = await addEvent(organiser, { title: 'First event' });
      const second = await addEvent(organiser, { title: 'Second event' });
      const theirs = await addEvent(other, { title: 'Their event' });
      await post({ provider_id: provider.id, event_request_id: first.id });
      await post({ provider_id: provider.id, event_request_id: second.id });
      await post({ provider_id: elsewhere.id, event_request_id: first.id });
      await post({ provider_id: provider.id, event_request_id: theirs.id }, other.headers);

      const res = await list(`?provider_id=${provider.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json<TQuoteRequestListResponse>();
      expect(data.map((q) => q.event_title)).toEqual(['Second event', 'First event']);
      expect(data.every((q) => q.provider_id === provider.id && q.chat_room_id !== null)).toBe(true);
      const all = (await list('')).json<TQuoteRequestListResponse>().data;
      expect(all.filter((q) => q.event_request_id === first.id).map((q) => q.provider_id).sort()).toEqual([provider.id, elsewhere.id].sort());
      expect(all.some((q) => q.event_request_id === theirs.id)).toBe(false);
      expect((await list(`?provider_id=${provider.id}`, other.headers)).json<TQuoteRequestListResponse>().data.map((q) => q.event_title)).toEqual(['Their event']);
      expectProblem(await list('?provider_id=abc'), 400, QUOTE_REQUEST_MSG.invalidProviderId);
    });
  });
});
