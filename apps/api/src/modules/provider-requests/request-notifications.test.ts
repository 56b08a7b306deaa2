import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDaysToIsoDate, nzToday, type TCategory, type TEventRequestResponse } from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { addEventRequest, addPortalProvider, createOrganiser } from '../../../test/factories.ts';
import { startSmtpInbox } from '../../../test/smtp-inbox.ts';
import { mailOutbox, notifications, providerProfiles, users } from '../../db/schema.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
const PORTAL = 'https://providers.example.nz';

describeEachEngine('event requests notify the providers they match', (ctx) => {
  const db = () => ctx().database.db;
  let organiser: Awaited<ReturnType<typeof createOrganiser>>;
  let catering: TCategory;

  beforeAll(async () => {
    organiser = await createOrganiser(ctx().app, { first_name: 'Hine', last_name: 'Walker' });
    const categories = await ctx().app.inject({ method: 'GET', url: '/api/public/categories/with-subcategories' });
    catering = categories.json<{ data: TCategory[] }>().data.find((c) => c.name === 'Catering & Food')!;
  });

  const body = (title: string, city: string, extra: Record<string, unknown> = {}) => ({
    title, description: 'A hāngī for the whole marae', event_date: addDaysToIsoDate(nzToday(), 30), location: city, budget_min: 2_000, budget_max: 6_000,
    delivery_method: 'on_site', response_deadline: addDaysToIsoDate(nzToday(), 10),
    items: [{ name: 'Hāngī', quantity: 150, categories: [{ category_id: catering.category_id, subcategory_id: catering.subcategories[0]!.subcategory_id }] }],
    ...extra,
  });
  const post = (payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'POST', url: '/api/event-organiser/event-requests', headers: organiser.headers, payload });
  const notesOf = (userId: number) => db().select().from(notifications).where(eq(notifications.user_id, userId));

  it('gives every matching listed provider a notification and an e-mail linking to the request, sent after the answer', async () => {
    const first = await addPortalProvider(db(), { city: 'Tauranga', categoryNames: ['Catering & Food'] });
    const second = await addPortalProvider(db(), { city: 'Tauranga', categoryNames: ['Catering & Food', 'Venues'] });
    await db().update(providerProfiles).set({ email: 'kai@second.example.nz' }).where(eq(providerProfiles.id, second.id));
    const elsewhere = await addPortalProvider(db(), { city: 'Wellington', categoryNames: ['Catering & Food'] });
    const otherService = await addPortalProvider(db(), { city: 'Tauranga', categoryNames: ['Venues'] });
    const unverified = await addPortalProvider(db(), { city: 'Tauranga', categoryNames: ['Catering & Food'], is_verified: false });
    const pending = await addPortalProvider(db(), { city: 'Tauranga', categoryNames: ['Catering & Food'] });
    await db().update(users).set({ status: 'pending' }).where(eq(users.id, pending.user_id));

    inbox.settings.delayMs = 1_500;
    try {
      const mails = [inbox.nextMailTo(first.email), inbox.nextMailTo('kai@second.example.nz')];
      const started = performance.now();
      const res = await post(body('Marae reunion', 'tauranga'));
      const answerMs = performance.now() - started;
      expect(res.statusCode, res.body).toBe(201);
      expect(answerMs).toBeLessThan(1_000);
      const id = res.json<TEventRequestResponse>().data.id;
      const link = `${PORTAL}/requests/${id}`;
      for (const mail of await Promise.all(mails)) {
        expect(mail.subject).toBe('New request: Marae reunion');
        expect(mail.text).toContain(link);
        expect(mail.text).toContain('Budget: $2,000 - $6,000');
        expect(mail.text).toContain('Services: Catering & Food');
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.text).not.toContain(organiser.user.email);
      }
      for (const provider of [first, second]) {
        expect((await notesOf(provider.user_id)).map((n) => [n.type, n.message, n.link])).toEqual([['info', 'New request: Marae reunion', `/requests/${id}`]]);
      }
      for (const provider of [elsewhere, otherService, unverified, pending]) expect(await notesOf(provider.user_id)).toEqual([]);
      const stored = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, 'New request: Marae reunion'));
      expect(stored.map((m) => m.to_address).sort()).toEqual([first.email, 'kai@second.example.nz'].sort());
      expect(stored.every((m) => m.html_body?.includes(link))).toBe(true);
      await expect.poll(async () => (await db().select().from(mailOutbox).where(and(eq(mailOutbox.subject, 'New request: Marae reunion'), eq(mailOutbox.status, 'sent')))).length).toBe(2);
    } finally {
      inbox.settings.delayMs = 0;
    }
  });

  it('notifies when a draft is submitted, not when it is saved', async () => {
    const provider = await addPortalProvider(db(), { city: 'New Plymouth', categoryNames: ['Catering & Food'] });
    const draft = await post({ ...body('Birthday lunch', 'New Plymouth'), status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(await notesOf(provider.user_id)).toEqual([]);
    const id = draft.json<TEventRequestResponse>().data.id;
    const mail = inbox.nextMailTo(provider.email);
    const submitted = await ctx().app.inject({ method: 'POST', url: `/api/event-organiser/event-requests/${id}/submit`, headers: organiser.headers });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await mail).subject).toBe('New request: Birthday lunch');
    expect((await notesOf(provider.user_id)).map((n) => n.link)).toEqual([`/requests/${id}`]);
  });

  it("e-mails an invited provider the portal's link to the request, with a notification linking there", async () => {
    const provider = await addPortalProvider(db(), { city: 'Hastings', categoryNames: ['Venues'] });
    const event = await addEventRequest(db(), { organiserId: organiser.user.id, title: 'Gala dinner', city: 'Dunedin' });
    const mail = inbox.nextMailTo(provider.email);
    const res = await ctx().app.inject({
      method: 'POST', url: '/api/event-organiser/quote-requests', headers: organiser.headers,
      payload: { provider_id: provider.id, event_request_id: event.id, message: 'Are you free?' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const received = await mail;
    const link = `${PORTAL}/requests/${event.id}`;
    expect(received.subject).toBe('New quote request: Gala dinner');
    expect(received.text).toContain('Hine Walker would like a quote from you for "Gala dinner".');
    expect(received.text).toContain(link);
    expect(received.html).toContain(`href="${link}"`);
    expect((await notesOf(provider.user_id)).map((n) => [n.message, n.link])).toEqual([['Hine Walker invited you to quote for "Gala dinner"', `/requests/${event.id}`]]);
  });
}, { SMTP_URL: inbox.url });
