import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@app/contract';
import { describeEachEngine, type TTestContext } from '../../../test/harness.ts';
import { createOrganiser, createProvider, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { startSmtpInbox, type TReceivedMail } from '../../../test/smtp-inbox.ts';
import { mailOutbox, passwordResetRequests, users } from '../../db/schema.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { LOGIN_THROTTLE } from './login-throttle.ts';
import { RESET_EMAILS_PER_HOUR, resetLinkFor } from './password-reset-service.ts';
import { GOOGLE_ONLY_MAIL_SUBJECT, RESET_MAIL_SUBJECT } from './password-reset-mail.ts';

const APP_URL = 'https://hui.example.nz';
const PORTAL_URL = 'https://providers.example.nz/login';
const NEW_PASSWORD = 'N3w!Harbour-view';
const LINK = /https:\/\/[\w.-]+\/reset-password#token=([\w-]{43})/;

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());

const forgot = (ctx: TTestContext, email: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
const reset = (ctx: TTestContext, token: string, newPassword = NEW_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: newPassword } });
const me = (ctx: TTestContext, token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const login = (ctx: TTestContext, email: string, password: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

/** The link in the plain-text part, checked against the HTML part's button. */
const linkIn = (mail: TReceivedMail) => {
  const match = LINK.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  expect(mail.html).toContain(`href="${match[0]}"`);
  return { url: match[0], token: match[1]! };
};

/** Asks for a reset and reads the link out of the e-mail the SMTP server received. */
const resetLinkFromMail = async (ctx: TTestContext, email: string) => {
  const mail = inbox.nextMailTo(email);
  expect((await forgot(ctx, email)).statusCode).toBe(200);
  return linkIn(await mail);
};

describeEachEngine('password reset', (ctx) => {
  describe('POST /api/auth/forgot-password', () => {
    it('answers the same 200 text for an account and for an unknown e-mail, and e-mails only the account', async () => {
      const organiser = await createOrganiser(ctx().app);
      const stranger = uniqueEmail('stranger');
      const unknownAnswer = await forgot(ctx(), stranger);
      const mail = inbox.nextMailTo(organiser.user.email);
      const knownAnswer = await forgot(ctx(), organiser.user.email.toUpperCase());
      expect(knownAnswer.statusCode).toBe(200);
      expect(unknownAnswer.statusCode).toBe(200);
      expect(knownAnswer.json()).toEqual({ success: true, message: MSG.passwordResetRequested });
      expect(unknownAnswer.body).toBe(knownAnswer.body);

      const received = await mail;
      expect(received.subject).toBe(RESET_MAIL_SUBJECT);
      const link = linkIn(received);
      expect(link.url.startsWith(`${APP_URL}/reset-password#token=`)).toBe(true);
      expect(inbox.received(stranger)).toEqual([]);
      expect(await ctx().database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, stranger))).toEqual([]);
    });

    it('keeps only the SHA-256 of the token, valid for one hour', async () => {
      const organiser = await createOrganiser(ctx().app);
      const { token } = await resetLinkFromMail(ctx(), organiser.user.email);
      const [row] = await ctx().database.db
        .select({ tokenHash: passwordResetRequests.token_hash, seconds: sql<number>`extract(epoch from ${passwordResetRequests.expires_at} - ${passwordResetRequests.created_at})::int` })
        .from(passwordResetRequests)
        .where(eq(passwordResetRequests.user_id, organiser.user.id));
      expect(row).toEqual({ tokenHash: sha256Hex(token), seconds: 3600 });
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    });

    it('answers before the e-mail is sent, so a slow mail server does not reveal the account', async () => {
      const organiser = await createOrganiser(ctx().app);
      inbox.settings.delayMs = 1500;
      try {
        const mail = inbox.nextMailTo(organiser.user.email);
        const started = performance.now();
        const answer = await forgot(ctx(), organiser.user.email);
        const answerMs = performance.now() - started;
        expect(answer.statusCode).toBe(200);
        expect(answerMs).toBeLessThan(1000);
        await mail;
      } finally {
        inbox.settings.delayMs = 0;
      }
    });

    it('tells a Google-only account to sign in with Google, with no link', async () => {
      const email = uniqueEmail('google');
      await ctx().database.db.insert(users).values({ email, role: 'event_organiser', auth_type: 'google_oauth', google_sub: `sub-${email}` });
      const mail = inbox.nextMailTo(email);
      expect((await forgot(ctx(), email)).json().message).toBe(MSG.passwordResetRequested);
      const received = await mail;
      expect(received.subject).toBe(GOOGLE_ONLY_MAIL_SUBJECT);
      expect(received.text).toContain('Continue with Google');
      expect(received.text).not.toMatch(/reset-password/);
    });

    it(`sends at most ${RESET_EMAILS_PER_HOUR} e-mails an hour to one account`, async () => {
      const organiser = await createOrganiser(ctx().app);
      for (let i = 0; i < RESET_EMAILS_PER_HOUR; i += 1) await resetLinkFromMail(ctx(), organiser.user.email);
      expect((await forgot(ctx(), organiser.user.email)).statusCode).toBe(200);
      // A later request for someone else is e-mailed after the extra one has been dealt with.
      const other = await createOrganiser(ctx().app);
      await resetLinkFromMail(ctx(), other.user.email);
      expect(inbox.received(organiser.user.email)).toHaveLength(RESET_EMAILS_PER_HOUR);
    });

    it('asks for a valid e-mail', async () => {
      const res = await forgot(ctx(), 'not-an-email');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', error: MSG.invalidEmail });
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the new password, signs every other session out, signs in, and works only once', async () => {
      const organiser = await createOrganiser(ctx().app);
      const otherDevice = (await login(ctx(), organiser.user.email, organiser.password)).json().token as string;
      expect((await me(ctx(), otherDevice)).statusCode).toBe(200);

      const { token } = await resetLinkFromMail(ctx(), organiser.user.email);
      const done = await reset(ctx(), token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ success: true, user: { email: organiser.user.email } });
      expect((await me(ctx(), done.json().token)).statusCode).toBe(200);

      expect((await me(ctx(), otherDevice)).statusCode).toBe(403);
      expect((await me(ctx(), organiser.token)).statusCode).toBe(403);
      expect((await login(ctx(), organiser.user.email, organiser.password)).statusCode).toBe(401);
      expect((await login(ctx(), organiser.user.email, NEW_PASSWORD)).statusCode).toBe(200);

      const again = await reset(ctx(), token, 'Y3t!Another-one');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'VALIDATION', error: MSG.resetLinkUsed });
      expect((await login(ctx(), organiser.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('stores an argon2id hash of the new password', async () => {
      const organiser = await createOrganiser(ctx().app);
      const { token } = await resetLinkFromMail(ctx(), organiser.user.email);
      expect((await reset(ctx(), token)).statusCode).toBe(200);
      const [row] = await ctx().database.db.select().from(users).where(eq(users.id, organiser.user.id));
      expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('spends every other link of the account with the one used', async () => {
      const organiser = await createOrganiser(ctx().app);
      const first = await resetLinkFromMail(ctx(), organiser.user.email);
      const second = await resetLinkFromMail(ctx(), organiser.user.email);
      expect((await reset(ctx(), second.token)).statusCode).toBe(200);
      expect((await reset(ctx(), first.token)).json().error).toBe(MSG.resetLinkUsed);
    });

    it('refuses an expired link with a clear message', async () => {
      const organiser = await createOrganiser(ctx().app);
      const { token } = await resetLinkFromMail(ctx(), organiser.user.email);
      // An hour and a second later, by the database clock the link is checked against.
      await ctx().database.db
        .update(passwordResetRequests)
        .set({ created_at: sql`now() - interval '3601 seconds'`, expires_at: sql`now() - interval '1 second'` })
        .where(eq(passwordResetRequests.token_hash, sha256Hex(token)));
      const res = await reset(ctx(), token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', error: MSG.resetLinkExpired });
      expect((await login(ctx(), organiser.user.email, organiser.password)).statusCode).toBe(200);
    });

    it('refuses an unknown or malformed token', async () => {
      const unknown = await reset(ctx(), 'A'.repeat(43));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe(MSG.resetLinkInvalid);
      const malformed = await reset(ctx(), 'not a token');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toBe(MSG.resetLinkInvalid);
      const missing = await ctx().app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { new_password: NEW_PASSWORD } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe(MSG.resetLinkInvalid);
    });

    it('applies the sign-up password rules and leaves the link unspent', async () => {
      const organiser = await createOrganiser(ctx().app);
      const { token } = await resetLinkFromMail(ctx(), organiser.user.email);
      const weak = await reset(ctx(), token, 'weakpass');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error).toBe('Password must contain uppercase letters, numbers, special characters');
      expect((await reset(ctx(), token)).statusCode).toBe(200);
    });

    it('lets an address that was made to wait sign in at once after the reset', async () => {
      const organiser = await createOrganiser(ctx().app);
      const ip = '198.51.100.77';
      for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i += 1) await login(ctx(), organiser.user.email, 'Wrong!Passw0rd', ip);
      expect((await login(ctx(), organiser.user.email, organiser.password, ip)).statusCode).toBe(429);
      const { token } = await resetLinkFromMail(ctx(), organiser.user.email);
      expect((await reset(ctx(), token)).statusCode).toBe(200);
      expect((await login(ctx(), organiser.user.email, NEW_PASSWORD, ip)).statusCode).toBe(200);
    });

    it('sends a provider a link to the provider portal, and answers the reset with the portal sign-in page', async () => {
      const provider = await createProvider(ctx().database.db);
      const { url, token } = await resetLinkFromMail(ctx(), provider.email);
      expect(url).toBe(`https://providers.example.nz/reset-password#token=${token}`);
      const res = await reset(ctx(), token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, redirect: true, redirectUrl: `https://providers.example.nz/sign-in?email=${encodeURIComponent(provider.email)}`, message: MSG.providerRedirect });
      expect((await login(ctx(), provider.email, NEW_PASSWORD)).json().redirect).toBe(true);
      expect((await login(ctx(), provider.email, STRONG_PASSWORD)).statusCode).toBe(401);
    });
  });
}, { SMTP_URL: inbox.url, APP_URL, PROVIDER_PORTAL_URL: PORTAL_URL });

describe('reset link', () => {
  it('points at the site that matches the account', () => {
    const sites = { appUrl: 'https://hui.example.nz/', providerPortalUrl: 'https://providers.example.nz/login' };
    expect(resetLinkFor('event_organiser', sites, 'abc')).toBe('https://hui.example.nz/reset-password#token=abc');
    expect(resetLinkFor('service_provider', sites, 'abc')).toBe('https://providers.example.nz/reset-password#token=abc');
  });
});
