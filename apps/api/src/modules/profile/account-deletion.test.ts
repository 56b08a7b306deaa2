import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETE_PHRASE, ACCOUNT_ERASURE_DAYS, MSG, PROFILE_MSG, deletePhraseMessage, type TErrorResponse } from '@app/contract';
import { chatRooms, eventRequests, organiserProfiles, quotes, reviews, users } from '../../db/schema.ts';
import {
  addEventRequest, addPortalProvider, addReview, categoryId, createOrganiser, sessionHeaders, STRONG_PASSWORD, uniqueEmail,
} from '../../../test/factories.ts';
import { describeEachEngine } from '../../../test/harness.ts';
import { IMAGE_FILES, multipartBody } from '../../../test/multipart.ts';
import { eraseDeletedAccounts } from './account-erasure.ts';

const uploadDir = mkdtempSync(join(tmpdir(), 'hui-deletion-uploads-'));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
const DAY_MS = 86_400_000;

describeEachEngine('account deletion and erasure', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().database.db;
  const deleteAccount = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/api/event-organiser/profile/delete-account', headers, payload });
  const login = (email: string, password: string) => app().inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const profileOf = (headers: Record<string, string>) => app().inject({ method: 'GET', url: '/api/event-organiser/profile', headers });

  /**
   * An organiser with what providers see of them: an open request the provider quoted on (with its
   * chat room), a past booking with an accepted quote and a review, and an avatar.
   */
  const organiserWithHistory = async () => {
    const organiser = await createOrganiser(app(), { first_name: 'Ripeka', last_name: 'Moana' });
    const provider = await addPortalProvider(db(), { city: 'Auckland', categoryNames: ['Catering & Food'] });
    const open = await addEventRequest(db(), { organiserId: organiser.user.id, title: 'Ripeka open gala', categoryNames: ['Catering & Food'] });
    const quote = await app().inject({
      method: 'POST', url: '/api/service-provider/quotes', headers: provider.headers,
      payload: { event_request_id: open.id, quote_amount: 900, message: 'Kia ora Ripeka', valid_until: open.event_date, category_id: await categoryId(db(), 'Catering & Food') },
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const past = await addEventRequest(db(), { organiserId: organiser.user.id, title: 'Ripeka past picnic', status: 'completed', event_date: '2024-02-01', organiser_name: 'Ripeka Moana' });
    await db().insert(quotes).values({ event_request_id: past.id, provider_id: provider.id, quote_amount: 2_400, status: 'accepted', message: 'See you there, Ripeka' });
    await db().insert(quotes).values({ event_request_id: past.id, provider_id: (await addPortalProvider(db(), { city: 'Auckland', categoryNames: ['Catering & Food'] })).id, quote_amount: 3_100, status: 'rejected' });
    await db().insert(chatRooms).values({ event_request_id: past.id, organiser_id: organiser.user.id, provider_id: provider.id, expires_at: new Date(Date.now() + DAY_MS) });
    const unbooked = await addEventRequest(db(), { organiserId: organiser.user.id, title: 'Ripeka draft', status: 'draft' });
    await addReview(db(), { providerId: provider.id, organiserId: organiser.user.id, rating: 2, text: 'Cold food' });
    const form = multipartBody([{ name: 'file', filename: 'me.png', contentType: 'image/png', content: IMAGE_FILES.png() }]);
    const avatar = await app().inject({ method: 'POST', url: '/api/event-organiser/profile/avatar', headers: { ...organiser.headers, ...form.headers }, payload: form.payload });
    return { organiser, provider, open, past, unbooked, avatarUrl: avatar.json<{ data: { avatar_url: string } }>().data.avatar_url };
  };

  const providerSees = async (provider: Awaited<ReturnType<typeof addPortalProvider>>) => {
    const [inbox, myQuotes, rooms] = await Promise.all([
      app().inject({ method: 'GET', url: '/api/service-provider/event-requests', headers: provider.headers }),
      app().inject({ method: 'GET', url: '/api/service-provider/quotes', headers: provider.headers }),
      app().inject({ method: 'GET', url: '/api/chat/rooms', headers: provider.headers }),
    ]);
    return inbox.body + myQuotes.body + rooms.body;
  };

  describe('deleting', () => {
    it('refuses a wrong or missing password and changes nothing', async () => {
      const organiser = await createOrganiser(app());
      const wrong = await deleteAccount(organiser.headers, { password: 'Wr0ng!Password' });
      expect([wrong.statusCode, wrong.json<TErrorResponse>().message]).toEqual([400, PROFILE_MSG.deletePasswordWrong]);
      const missing = await deleteAccount(organiser.headers, {});
      expect([missing.statusCode, missing.json<TErrorResponse>().message]).toEqual([400, PROFILE_MSG.deletePasswordRequired]);
      expect((await profileOf(organiser.headers)).statusCode).toBe(200);
      expect((await login(organiser.user.email, STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it('signs the account out everywhere, refuses its tokens and its sign-in, and hides it from providers at once', async () => {
      const { organiser, provider, open } = await organiserWithHistory();
      const other = await login(organiser.user.email, STRONG_PASSWORD);
      const otherHeaders = { authorization: `Bearer ${other.json<{ token: string }>().token}` };
      expect(await providerSees(provider)).toContain('Ripeka');
      const ratingBefore = await db().select({ count: sql<number>`review_count` }).from(sql`provider_profiles`).where(sql`id = ${provider.id}`);
      expect(Number(ratingBefore[0]!.count)).toBe(1);

      const response = await deleteAccount(organiser.headers, { password: STRONG_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: PROFILE_MSG.accountDeleted });

      for (const headers of [organiser.headers, otherHeaders]) {
        const refused = await profileOf(headers);
        expect([refused.statusCode, refused.json<TErrorResponse>().message]).toEqual([403, MSG.invalidToken]);
      }
      const signIn = await login(organiser.user.email, STRONG_PASSWORD);
      expect([signIn.statusCode, signIn.json<TErrorResponse>().message]).toEqual([401, MSG.invalidCredentials]);
      // Hidden from the provider: inbox, quotes and chat rooms; the request itself answers 404.
      expect(await providerSees(provider)).not.toContain('Ripeka');
      expect((await app().inject({ method: 'GET', url: `/api/service-provider/event-requests/${open.id}`, headers: provider.headers })).statusCode).toBe(404);
      // The open request is cancelled (the provider is told), the review gone and the rating follows.
      const [request] = await db().select({ status: eventRequests.status }).from(eventRequests).where(eq(eventRequests.id, open.id));
      expect(request!.status).toBe('cancelled');
      expect(await db().select().from(reviews).where(eq(reviews.organiser_id, organiser.user.id))).toEqual([]);
      const ratingAfter = await db().select({ count: sql<number>`review_count` }).from(sql`provider_profiles`).where(sql`id = ${provider.id}`);
      expect(Number(ratingAfter[0]!.count)).toBe(0);
      // The address is free again: the person may sign up anew.
      const again = await app().inject({ method: 'POST', url: '/api/auth/signup', payload: { email: organiser.user.email, password: STRONG_PASSWORD, first_name: 'Ripeka', last_name: 'Moana' } });
      expect(again.statusCode).toBe(201);
    });

    it('asks a Google account (no password) to type the phrase', async () => {
      const [user] = await db().insert(users).values({ email: uniqueEmail('google'), role: 'event_organiser', auth_type: 'google_oauth', google_sub: `sub-${uniqueEmail()}` }).returning();
      await db().insert(organiserProfiles).values({ user_id: user!.id, organiser_type: 'individual', first_name: 'Hemi', last_name: 'Walker' });
      const headers = await sessionHeaders(db(), user!.id);
      const wrong = await deleteAccount(headers, { confirmation: 'delete' });
      expect([wrong.statusCode, wrong.json<TErrorResponse>().message]).toEqual([400, deletePhraseMessage]);
      expect((await deleteAccount(headers, { confirmation: ACCOUNT_DELETE_PHRASE })).statusCode).toBe(200);
      expect((await profileOf(headers)).statusCode).toBe(403);
      const [row] = await db().select({ google_sub: users.google_sub, deleted_at: users.deleted_at }).from(users).where(eq(users.id, user!.id));
      expect(row!.google_sub).toBeNull();
      expect(row!.deleted_at).not.toBeNull();
    });
  });

  describe('erasure job', () => {
    it(`erases an account ${ACCOUNT_ERASURE_DAYS} days after its deletion, keeping only the accepted quote's amount, anonymised; a second run does nothing`, async () => {
      const { organiser, past, unbooked, open, avatarUrl } = await organiserWithHistory();
      const userId = organiser.user.id;
      expect((await deleteAccount(organiser.headers, { password: STRONG_PASSWORD })).statusCode).toBe(200);
      const [{ deleted_at: deletedAt }] = (await db().select({ deleted_at: users.deleted_at }).from(users).where(eq(users.id, userId))) as [{ deleted_at: Date }];

      const early = await eraseDeletedAccounts({ db: db(), uploadDir, now: new Date(deletedAt.getTime() + (ACCOUNT_ERASURE_DAYS - 1) * DAY_MS) });
      expect(early.erased).not.toContain(userId);
      expect(await db().select().from(organiserProfiles).where(eq(organiserProfiles.user_id, userId))).toHaveLength(1);

      const due = new Date(deletedAt.getTime() + ACCOUNT_ERASURE_DAYS * DAY_MS + 1000);
      const run = await eraseDeletedAccounts({ db: db(), uploadDir, now: due });
      expect(run).toMatchObject({ skipped: false });
      expect(run.erased).toContain(userId);

      const [user] = await db().select().from(users).where(eq(users.id, userId));
      expect(user).toMatchObject({ password_hash: null, google_sub: null, erased_at: due });
      expect(user!.email).not.toContain('ripeka');
      expect(await db().select().from(organiserProfiles).where(eq(organiserProfiles.user_id, userId))).toEqual([]);
      expect(existsSync(join(uploadDir, avatarUrl.slice('/uploads/'.length)))).toBe(false);
      const left = await db().select().from(eventRequests).where(eq(eventRequests.organiser_id, userId));
      expect(left.map((e) => e.id)).toEqual([past.id]);
      expect(left[0]).toMatchObject({ title: 'Erased account', description: '', organiser_name: null, organiser_email: null, location: null, budget_min: null });
      expect(left.map((e) => e.id)).not.toContain(unbooked.id);
      expect(left.map((e) => e.id)).not.toContain(open.id);
      const kept = await db().select().from(quotes).where(eq(quotes.event_request_id, past.id));
      expect(kept.map((q) => [q.status, q.quote_amount, q.message])).toEqual([['accepted', 2_400, null]]);
      expect(await db().select().from(chatRooms).where(eq(chatRooms.organiser_id, userId))).toEqual([]);
      const { rows } = await db().execute<{ n: number }>(sql`SELECT
        (SELECT count(*) FROM notifications WHERE user_id = ${userId}) + (SELECT count(*) FROM sessions WHERE user_id = ${userId})
        + (SELECT count(*) FROM reviews WHERE organiser_id = ${userId}) AS n`);
      expect(Number(rows[0]!.n)).toBe(0);

      const again = await eraseDeletedAccounts({ db: db(), uploadDir, now: new Date(due.getTime() + DAY_MS) });
      expect(again).toEqual({ skipped: false, erased: [] });
    });

    it('leaves the work to one node: a run while another holds the lock skips', async () => {
      const db0 = db();
      await db0.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(5120742316)`);
        if (ctx().engine === 'postgres') {
          expect(await eraseDeletedAccounts({ db: db0, uploadDir })).toEqual({ skipped: true, erased: [] });
        }
      });
    });
  });
}, { UPLOAD_DIR: uploadDir });
