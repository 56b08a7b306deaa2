import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  addDaysToIsoDate, EVENT_REQUEST_MSG, MSG, nzToday, PROVIDER_ACCOUNT_MSG, RUN_SHEET_MAX_LINES, RUN_SHEET_MSG, RUN_SHEET_TEXT_MAX,
  type TRunSheetResponse, type TRunSheetSaveResponse,
} from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { addEventRequest, addPortalProvider, createOrganiser, type TEventRequestSpec } from '../../../test/factories.ts';
import { mailOutbox, notifications, quotes, runSheetLines } from '../../db/schema.ts';

type TOrganiser = Awaited<ReturnType<typeof createOrganiser>>;
type TProvider = Awaited<ReturnType<typeof addPortalProvider>>;
type TResponse = { statusCode: number; body: string; json: <T>() => T };

describeEachEngine('run sheet', (ctx) => {
  const db = () => ctx().database.db;
  let organiser: TOrganiser;
  let other: TOrganiser;

  beforeAll(async () => {
    [organiser, other] = await Promise.all([createOrganiser(ctx().app, { first_name: 'Aroha' }), createOrganiser(ctx().app, { first_name: 'Bryn' })]);
  });

  const organiserUrl = (id: number | string) => `/api/event-organiser/event-requests/${id}/run-sheet`;
  const providerUrl = (id: number | string) => `/api/service-provider/event-requests/${id}/run-sheet`;
  const read = (headers: Record<string, string>, id: number | string) => ctx().app.inject({ method: 'GET', url: organiserUrl(id), headers });
  const readAsProvider = (headers: Record<string, string>, id: number | string) => ctx().app.inject({ method: 'GET', url: providerUrl(id), headers });
  const save = (headers: Record<string, string>, id: number | string, payload: object) => ctx().app.inject({ method: 'PUT', url: organiserUrl(id), headers, payload });
  const expectProblem = (res: TResponse, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: message });
  };
  const quote = async (eventId: number, provider: TProvider, status: 'submitted' | 'accepted' | 'rejected') => {
    await db().insert(quotes).values({ event_request_id: eventId, provider_id: provider.id, quote_amount: 900, status, valid_until: addDaysToIsoDate(nzToday(), 10) });
  };
  /** An event of the organiser's with `provider` booked (its quote accepted). */
  const booked = async (provider: TProvider, spec: Partial<TEventRequestSpec> = {}) => {
    const event = await addEventRequest(db(), { organiserId: organiser.user.id, status: 'active', ...spec });
    await quote(event.id, provider, 'accepted');
    return event;
  };
  const provider = (name = 'Kai Kitchen') => addPortalProvider(db(), { city: 'Auckland', categoryNames: ['Catering & Food'], business_name: name });

  it('starts empty, saves the whole sheet in order, and shows each line with its responsible', async () => {
    const caterer = await provider('Kai Kitchen');
    const event = await booked(caterer, { title: 'Hui day' });
    const empty = await read(organiser.headers, event.id);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<TRunSheetResponse>().data).toMatchObject({
      event_request_id: event.id, event_title: 'Hui day', version: 0, updated_at: null, is_editable: true, lines: [],
      providers: [{ id: caterer.id, business_name: 'Kai Kitchen' }],
    });

    const lines = [
      { time: '09:00', text: 'Doors open', provider_id: null },
      { time: '12:30', text: '  Lunch served  ', provider_id: caterer.id },
      { time: '11:00', text: 'Speeches', provider_id: null },
    ];
    const res = await save(organiser.headers, event.id, { version: 0, lines });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<TRunSheetSaveResponse>();
    expect(saved.message).toBe(RUN_SHEET_MSG.saved);
    expect(saved.data.version).toBe(1);
    expect(saved.data.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(saved.data.lines.map(({ time, text, provider_id, responsible_name, is_mine }) => ({ time, text, provider_id, responsible_name, is_mine }))).toEqual([
      { time: '09:00', text: 'Doors open', provider_id: null, responsible_name: 'Me', is_mine: true },
      { time: '12:30', text: 'Lunch served', provider_id: caterer.id, responsible_name: 'Kai Kitchen', is_mine: false },
      { time: '11:00', text: 'Speeches', provider_id: null, responsible_name: 'Me', is_mine: true },
    ]);

    // Reordered and shortened: the new list replaces the old one.
    const again = await save(organiser.headers, event.id, { version: 1, lines: [lines[2], lines[0]] });
    expect(again.json<TRunSheetSaveResponse>().data).toMatchObject({ version: 2, lines: [{ text: 'Speeches' }, { text: 'Doors open' }] });
    expect(await db().select().from(runSheetLines).where(eq(runSheetLines.event_request_id, event.id))).toHaveLength(2);
    expect((await read(organiser.headers, event.id)).json<TRunSheetResponse>().data.version).toBe(2);
  });

  it('refuses a save from a stale copy (409) and keeps what was saved', async () => {
    const event = await booked(await provider());
    await save(organiser.headers, event.id, { version: 0, lines: [{ time: '10:00', text: 'First', provider_id: null }] });
    expectProblem(await save(organiser.headers, event.id, { version: 0, lines: [{ time: '10:00', text: 'Second', provider_id: null }] }), 409, RUN_SHEET_MSG.stale);
    expectProblem(await save(organiser.headers, event.id, { version: 7, lines: [] }), 409, RUN_SHEET_MSG.stale);
    expect((await read(organiser.headers, event.id)).json<TRunSheetResponse>().data).toMatchObject({ version: 1, lines: [{ text: 'First' }] });
  });

  it('lets two saves from the same version race: one wins, the other answers 409', async () => {
    const event = await booked(await provider());
    const [a, b] = await Promise.all([
      save(organiser.headers, event.id, { version: 0, lines: [{ time: '10:00', text: 'From A', provider_id: null }] }),
      save(organiser.headers, event.id, { version: 0, lines: [{ time: '10:00', text: 'From B', provider_id: null }] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await read(organiser.headers, event.id)).json<TRunSheetResponse>().data.version).toBe(1);
  });

  it('notifies and e-mails each booked provider once per save that changes the sheet, never per line', async () => {
    const caterer = await provider('Hāngī Co');
    const event = await booked(caterer, { title: 'Whānau reunion' });
    const lines = Array.from({ length: 5 }, (_v, i) => ({ time: `1${i}:00`, text: `Step ${i}`, provider_id: i % 2 ? caterer.id : null }));
    await save(organiser.headers, event.id, { version: 0, lines });
    const notes = () => db().select().from(notifications).where(eq(notifications.user_id, caterer.user_id));
    expect((await notes()).map((n) => [n.type, n.message, n.link])).toEqual([
      ['info', 'The run sheet for "Whānau reunion" has been updated', `/run-sheets/${event.id}`],
    ]);
    const mails = await db().select().from(mailOutbox).where(and(eq(mailOutbox.to_address, caterer.email), eq(mailOutbox.subject, 'Run sheet updated: Whānau reunion')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`/run-sheets/${event.id}`);

    // The same lines again: nothing changes, nobody is told.
    const same = await save(organiser.headers, event.id, { version: 1, lines });
    expect(same.json<TRunSheetSaveResponse>()).toMatchObject({ message: RUN_SHEET_MSG.unchanged, data: { version: 1 } });
    expect(await notes()).toHaveLength(1);
    await save(organiser.headers, event.id, { version: 1, lines: lines.slice(1) });
    expect(await notes()).toHaveLength(2);
  });

  describe('the booked provider reads it, its own lines marked', () => {
    it('shows the sheet read-only with is_mine on its lines and "Organiser" for the organiser\'s', async () => {
      const caterer = await provider('Kai Kitchen');
      const event = await booked(caterer);
      await save(organiser.headers, event.id, {
        version: 0, lines: [{ time: '08:00', text: 'Set up tables', provider_id: caterer.id }, { time: '09:00', text: 'Welcome', provider_id: null }],
      });
      const res = await readAsProvider(caterer.headers, event.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TRunSheetResponse>().data).toMatchObject({
        is_editable: false, version: 1,
        lines: [
          { text: 'Set up tables', responsible_name: 'Kai Kitchen', is_mine: true },
          { text: 'Welcome', responsible_name: 'Organiser', is_mine: false },
        ],
      });
    });

    it('answers 404 to a provider not booked: a pending or declined quote, none at all, a draft, an unknown event', async () => {
      const caterer = await provider();
      const event = await booked(caterer);
      const pending = await provider('Pending Co');
      const declined = await provider('Declined Co');
      const stranger = await provider('Stranger Co');
      await quote(event.id, pending, 'submitted');
      await quote(event.id, declined, 'rejected');
      for (const p of [pending, declined, stranger]) expectProblem(await readAsProvider(p.headers, event.id), 404, RUN_SHEET_MSG.notFound);
      const draft = await addEventRequest(db(), { organiserId: organiser.user.id, status: 'draft' });
      await quote(draft.id, stranger, 'accepted');
      expectProblem(await readAsProvider(stranger.headers, draft.id), 404, RUN_SHEET_MSG.notFound);
      expectProblem(await readAsProvider(caterer.headers, 2_000_000_000), 404, RUN_SHEET_MSG.notFound);
      expectProblem(await readAsProvider(caterer.headers, 'abc'), 400, EVENT_REQUEST_MSG.invalidId);
    });

    it('is for verified, active providers; organisers get 403, nobody signed in 401', async () => {
      const caterer = await provider();
      const event = await booked(caterer);
      expectProblem(await readAsProvider({}, event.id), 401, MSG.tokenRequired);
      expectProblem(await readAsProvider(organiser.headers, event.id), 403, PROVIDER_ACCOUNT_MSG.providersOnly);
    });
  });

  describe('only the organiser of the event edits it', () => {
    it("answers 404 for another organiser's event, read or save; 403 to a provider; 401 to nobody", async () => {
      const caterer = await provider();
      const event = await booked(caterer);
      expectProblem(await read(other.headers, event.id), 404, EVENT_REQUEST_MSG.notFound);
      expectProblem(await save(other.headers, event.id, { version: 0, lines: [] }), 404, EVENT_REQUEST_MSG.notFound);
      expectProblem(await save(caterer.headers, event.id, { version: 0, lines: [] }), 403, MSG.organisersOnly);
      expectProblem(await save({}, event.id, { version: 0, lines: [] }), 401, MSG.tokenRequired);
      expect((await read(organiser.headers, event.id)).json<TRunSheetResponse>().data.version).toBe(0);
    });

    it.each(['completed', 'cancelled', 'draft'] as const)('refuses changes once the event is %s (409), still readable', async (status) => {
      const event = await addEventRequest(db(), { organiserId: organiser.user.id, status, event_date: addDaysToIsoDate(nzToday(), status === 'completed' ? -3 : 20) });
      expect((await read(organiser.headers, event.id)).json<TRunSheetResponse>().data.is_editable).toBe(false);
      expectProblem(await save(organiser.headers, event.id, { version: 0, lines: [] }), 409, RUN_SHEET_MSG.notEditable(status));
    });

    it('lets the organiser plan a submitted event before anyone is booked: every line is theirs', async () => {
      const event = await addEventRequest(db(), { organiserId: organiser.user.id, status: 'submitted' });
      const res = await save(organiser.headers, event.id, { version: 0, lines: [{ time: '07:30', text: 'Pick up keys', provider_id: null }] });
      expect(res.json<TRunSheetSaveResponse>().data).toMatchObject({ is_editable: true, providers: [], lines: [{ responsible_name: 'Me' }] });
    });
  });

  describe('validation', () => {
    let event: { id: number };
    let caterer: TProvider;
    beforeAll(async () => {
      caterer = await provider();
      event = await booked(caterer);
    });
    const line = (overrides: Record<string, unknown> = {}) => ({ time: '10:00', text: 'Ceremony', provider_id: null, ...overrides });
    const refused = async (body: object, message: string) => expectProblem(await save(organiser.headers, event.id, body), 400, message);

    it.each(['9:00', '24:00', '12:60', '12:5', 'noon', '', '12:00:00', 930])('refuses the time %j', async (time) => {
      await refused({ version: 0, lines: [line({ time })] }, RUN_SHEET_MSG.invalidTime);
    });

    it('accepts the first and last minutes of the day', async () => {
      const res = await save(organiser.headers, event.id, { version: 0, lines: [line({ time: '00:00' }), line({ time: '23:59' })] });
      expect(res.statusCode, res.body).toBe(200);
      await save(organiser.headers, event.id, { version: 1, lines: [] });
    });

    it('refuses blank, too long or multi-line text', async () => {
      await refused({ version: 0, lines: [line({ text: '   ' })] }, RUN_SHEET_MSG.textRequired);
      await refused({ version: 0, lines: [line({ text: 'x'.repeat(RUN_SHEET_TEXT_MAX + 1) })] }, RUN_SHEET_MSG.textTooLong);
      await refused({ version: 0, lines: [line({ text: 'Two\nlines' })] }, RUN_SHEET_MSG.textOneLine);
      await refused({ version: 0, lines: [line({ text: 5 })] }, RUN_SHEET_MSG.textRequired);
    });

    it(`refuses more than ${RUN_SHEET_MAX_LINES} lines, accepts exactly ${RUN_SHEET_MAX_LINES}`, async () => {
      await refused({ version: 0, lines: Array.from({ length: RUN_SHEET_MAX_LINES + 1 }, () => line()) }, RUN_SHEET_MSG.tooManyLines);
      const res = await save(organiser.headers, event.id, { version: 2, lines: Array.from({ length: RUN_SHEET_MAX_LINES }, () => line()) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TRunSheetSaveResponse>().data.lines).toHaveLength(RUN_SHEET_MAX_LINES);
    });

    it('refuses a responsible who is not booked for this event: a pending quote, another event\'s provider, nobody', async () => {
      const pending = await provider('Pending Co');
      await quote(event.id, pending, 'submitted');
      const elsewhere = await provider('Elsewhere Co');
      await booked(elsewhere);
      for (const providerId of [pending.id, elsewhere.id, 2_000_000_000]) {
        const res = await save(organiser.headers, event.id, { version: 3, lines: [line(), line({ provider_id: providerId })] });
        expectProblem(res, 400, RUN_SHEET_MSG.invalidResponsible);
        expect(res.json<{ details: unknown }>().details).toEqual([{ path: 'lines.1.provider_id', message: RUN_SHEET_MSG.invalidResponsible }]);
      }
      await refused({ version: 3, lines: [line({ provider_id: 'me' })] }, RUN_SHEET_MSG.invalidResponsible);
      await refused({ version: 3, lines: [line({ provider_id: 0 })] }, RUN_SHEET_MSG.invalidResponsible);
    });

    it('refuses a missing or negative version, a missing list, and a bad id', async () => {
      await refused({ lines: [] }, RUN_SHEET_MSG.invalidVersion);
      await refused({ version: -1, lines: [] }, RUN_SHEET_MSG.invalidVersion);
      await refused({ version: 1.5, lines: [] }, RUN_SHEET_MSG.invalidVersion);
      await refused({ version: 0 }, RUN_SHEET_MSG.linesRequired);
      expectProblem(await save(organiser.headers, 'abc', { version: 0, lines: [] }), 400, EVENT_REQUEST_MSG.invalidId);
    });
  });
});
