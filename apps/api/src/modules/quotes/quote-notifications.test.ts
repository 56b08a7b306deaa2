import { afterAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysToIsoDate, nzToday } from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { addEventRequest, addPortalProvider, createOrganiser } from '../../../test/factories.ts';
import { startSmtpInbox } from '../../../test/smtp-inbox.ts';
import { mailOutbox, notifications, quotes } from '../../db/schema.ts';
import { notifyQuoteDecision } from './quote-notifications.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());

describeEachEngine('a decision on a quote reaches its provider', (ctx) => {
  const db = () => ctx().database.db;

  it.each([
    ['accepted', 'success', 'Quote accepted: Spring fair', 'Your quote of $1,250 for "Spring fair" was accepted'],
    ['rejected', 'info', 'Quote not accepted: Spring fair', 'Your quote of $1,250 for "Spring fair" was not accepted'],
    ['closed', 'info', 'Quote not chosen: Spring fair', 'Your quote of $1,250 for "Spring fair" was not chosen: the organiser accepted another quote'],
  ] as const)('%s: a notification linking to the quote in the portal and an e-mail, sent after the commit', async (decision, type, subject, message) => {
    const organiser = await createOrganiser(ctx().app);
    const provider = await addPortalProvider(db(), { city: 'Auckland', categoryNames: ['Catering & Food'] });
    const event = await addEventRequest(db(), { organiserId: organiser.user.id, title: 'Spring fair' });
    const [quote] = await db().insert(quotes).values({
      event_request_id: event.id, provider_id: provider.id, quote_amount: 1250, status: decision === 'closed' ? 'rejected' : decision, valid_until: addDaysToIsoDate(nzToday(), 5),
    }).returning();
    const { config, app } = ctx();
    const mailIds = await db().transaction((tx) =>
      notifyQuoteDecision(tx, { mailer: app.mailer, appUrl: config.appUrl, providerPortalUrl: config.providerPortalUrl, quoteId: quote!.id, decision }));
    expect(mailIds).toHaveLength(1);
    const notes = await db().select().from(notifications).where(eq(notifications.user_id, provider.user_id));
    expect(notes.map((n) => [n.type, n.message, n.link])).toEqual([[type, message, `/quotes/${quote!.id}`]]);

    const mail = inbox.nextMailTo(provider.email);
    app.mailer.deliverLater(mailIds);
    const received = await mail;
    const link = `https://providers.example.nz/quotes/${quote!.id}`;
    expect(received.subject).toBe(subject);
    expect(received.text).toContain(`${message}.`);
    expect(received.text).toContain(link);
    expect(received.html).toContain(`href="${link}"`);
    await expect.poll(async () => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, mailIds[0]!)))[0]?.status).toBe('sent');
  });

  it('answers nothing for an unknown quote', async () => {
    const { config, app } = ctx();
    expect(await notifyQuoteDecision(db(), { mailer: app.mailer, appUrl: config.appUrl, providerPortalUrl: config.providerPortalUrl, quoteId: 2_000_000_000, decision: 'accepted' })).toEqual([]);
  });
}, { SMTP_URL: inbox.url });
