import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG, PROFILE_MSG, type TErrorResponse, type TProfileResponse } from '@app/contract';
import { organiserProfiles, users } from '../../db/schema.ts';
import { createOrganiser, sessionHeaders, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { describeEachEngine } from '../../../test/harness.ts';
import { IMAGE_FILES, multipartBody } from '../../../test/multipart.ts';

const uploadDir = mkdtempSync(join(tmpdir(), 'hui-profile-uploads-'));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

const avatarForm = (content: Buffer, filename = 'me.png', contentType = 'image/png') =>
  multipartBody([{ name: 'file', filename, contentType, content }]);

describeEachEngine('organiser profile', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().database.db;
  const getProfile = (headers: Record<string, string>) => app().inject({ method: 'GET', url: '/api/event-organiser/profile', headers });
  const putProfile = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app().inject({ method: 'PUT', url: '/api/event-organiser/profile', headers, payload });
  const uploadAvatar = (headers: Record<string, string>, form: ReturnType<typeof avatarForm>) =>
    app().inject({ method: 'POST', url: '/api/event-organiser/profile/avatar', headers: { ...headers, ...form.headers }, payload: form.payload });
  const changePassword = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app().inject({ method: 'PATCH', url: '/api/event-organiser/profile/change-password', headers, payload });
  const login = (email: string, password: string) => app().inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  /** A Google-only organiser (no password), as Google sign-up makes one. */
  const addGoogleOrganiser = async () => {
    const [user] = await db().insert(users).values({ email: uniqueEmail('google'), role: 'event_organiser', auth_type: 'google_oauth', google_sub: `sub-${uniqueEmail()}` }).returning();
    await db().insert(organiserProfiles).values({ user_id: user!.id, organiser_type: 'individual', first_name: 'Hemi', last_name: 'Walker' });
    return { user: user!, headers: await sessionHeaders(db(), user!.id) };
  };

  describe('GET and PUT', () => {
    it('answers the account and the profile (§3)', async () => {
      const organiser = await createOrganiser(app(), { first_name: 'Aroha', last_name: 'Ngata', phone_number: '021 555 0101' });
      const response = await getProfile(organiser.headers);
      expect(response.statusCode).toBe(200);
      const { data } = response.json<TProfileResponse>();
      expect(data.user).toMatchObject({ email: organiser.user.email, auth_type: 'email' });
      expect(data.profile).toEqual({
        organiser_type: 'individual', first_name: 'Aroha', last_name: 'Ngata', business_name: null, phone_number: '021 555 0101',
        address: null, city: null, postal_code: null, avatar_url: null,
      });
    });

    it('lets an individual edit names, phone, address, city and postal code; empty clears; absent keeps', async () => {
      const organiser = await createOrganiser(app(), { phone_number: '021 555 0101' });
      const response = await putProfile(organiser.headers, {
        email: organiser.user.email.toUpperCase(), first_name: ' Mere ', last_name: 'Tane', address: '12 Queen Street', city: 'Auckland', postal_code: '1010',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<TProfileResponse>()).toMatchObject({ message: PROFILE_MSG.updated, data: { profile: { first_name: 'Mere', last_name: 'Tane', phone_number: '021 555 0101', city: 'Auckland', postal_code: '1010' } } });
      const cleared = await putProfile(organiser.headers, { phone_number: '', city: '  ' });
      expect(cleared.json<TProfileResponse>().data.profile).toMatchObject({ phone_number: null, city: null, address: '12 Queen Street', first_name: 'Mere' });
      expect((await getProfile(organiser.headers)).json<TProfileResponse>().data.profile.postal_code).toBe('1010');
    });

    it("refuses a changed e-mail with 'Email cannot be changed'", async () => {
      const organiser = await createOrganiser(app());
      const response = await putProfile(organiser.headers, { email: uniqueEmail('other'), city: 'Napier' });
      expect(response.statusCode).toBe(400);
      expect(response.json<TErrorResponse>().message).toBe(PROFILE_MSG.emailCannotChange);
      expect((await getProfile(organiser.headers)).json<TProfileResponse>().data).toMatchObject({ user: { email: organiser.user.email }, profile: { city: null } });
    });

    it("keeps each organiser type to its own names: a business edits its business name, not a person's; an individual the reverse", async () => {
      const business = await createOrganiser(app(), { organiser_type: 'business', business_name: 'Kai Co', first_name: null, last_name: null });
      expect((await putProfile(business.headers, { business_name: 'Kai Collective' })).json<TProfileResponse>().data.profile.business_name).toBe('Kai Collective');
      const refused = await putProfile(business.headers, { first_name: 'Someone' });
      expect([refused.statusCode, refused.json<TErrorResponse>().message]).toEqual([400, PROFILE_MSG.namesForIndividuals]);
      const individual = await createOrganiser(app());
      const alsoRefused = await putProfile(individual.headers, { business_name: 'A Business' });
      expect([alsoRefused.statusCode, alsoRefused.json<TErrorResponse>().message]).toEqual([400, PROFILE_MSG.businessNameForBusinesses]);
      // The other type's name sent back as stored is no change.
      expect((await putProfile(business.headers, { business_name: 'Kai Collective', city: 'Napier' })).statusCode).toBe(200);
    });

    it('refuses an empty name, a postal code that is not 4 digits and a phone with letters, with their messages', async () => {
      const organiser = await createOrganiser(app());
      for (const [payload, message] of [
        [{ first_name: '  ' }, MSG.firstLastName],
        [{ postal_code: '12345' }, PROFILE_MSG.postalCodeInvalid],
        [{ phone_number: 'call me' }, PROFILE_MSG.phoneInvalid],
      ] as const) {
        const response = await putProfile(organiser.headers, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.body).toContain(message);
      }
    });
  });

  describe('avatar', () => {
    it('stores a picture read from its content, shows it on /auth/me, replaces and removes the old file', async () => {
      const organiser = await createOrganiser(app());
      const first = await uploadAvatar(organiser.headers, avatarForm(IMAGE_FILES.png(), 'anything.bin', 'application/octet-stream'));
      expect(first.statusCode).toBe(201);
      const firstUrl = first.json<{ data: { avatar_url: string } }>().data.avatar_url;
      expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
      const served = await app().inject({ method: 'GET', url: firstUrl });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
      const me = await app().inject({ method: 'GET', url: '/api/auth/me', headers: organiser.headers });
      expect(me.json<{ user: { profile: { avatar_url: string } } }>().user.profile.avatar_url).toBe(firstUrl);

      const second = await uploadAvatar(organiser.headers, avatarForm(IMAGE_FILES.jpeg(), 'me.jpg', 'image/jpeg'));
      const secondUrl = second.json<{ data: { avatar_url: string } }>().data.avatar_url;
      expect(secondUrl).toMatch(/\.jpg$/);
      expect(existsSync(join(uploadDir, firstUrl.slice('/uploads/'.length)))).toBe(false);
      expect(existsSync(join(uploadDir, secondUrl.slice('/uploads/'.length)))).toBe(true);
      expect((await getProfile(organiser.headers)).json<TProfileResponse>().data.profile.avatar_url).toBe(secondUrl);
    });

    it('refuses a text file renamed .png (415), a file over 2 MB (413), no file (400) and a JSON body (415), storing nothing', async () => {
      const organiser = await createOrganiser(app());
      const before = readdirSync(uploadDir).length;
      const renamed = await uploadAvatar(organiser.headers, avatarForm(Buffer.from('just some text, not a picture'), 'holiday.png', 'image/png'));
      expect([renamed.statusCode, renamed.json<TErrorResponse>().message]).toEqual([415, PROFILE_MSG.avatarWrongType]);
      const large = await uploadAvatar(organiser.headers, avatarForm(IMAGE_FILES.png(2 * 1024 * 1024 + 1)));
      expect([large.statusCode, large.json<TErrorResponse>().message]).toEqual([413, PROFILE_MSG.avatarTooLarge]);
      const empty = await uploadAvatar(organiser.headers, multipartBody([{ name: 'note', value: 'no file' }]));
      expect([empty.statusCode, empty.json<TErrorResponse>().message]).toEqual([400, PROFILE_MSG.avatarMissing]);
      const json = await app().inject({ method: 'POST', url: '/api/event-organiser/profile/avatar', headers: organiser.headers, payload: { file: 'x' } });
      expect([json.statusCode, json.json<TErrorResponse>().message]).toEqual([415, PROFILE_MSG.avatarNotMultipart]);
      expect(readdirSync(uploadDir).length).toBe(before);
      expect((await getProfile(organiser.headers)).json<TProfileResponse>().data.profile.avatar_url).toBeNull();
    });
  });

  describe('change password', () => {
    it('keeps this session, signs every other one out, and the new password signs in', async () => {
      const organiser = await createOrganiser(app());
      const other = await login(organiser.user.email, STRONG_PASSWORD);
      const otherHeaders = { authorization: `Bearer ${other.json<{ token: string }>().token}` };
      expect((await getProfile(otherHeaders)).statusCode).toBe(200);

      const response = await changePassword(organiser.headers, { old_password: STRONG_PASSWORD, new_password: 'N3w!Passw0rd' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: PROFILE_MSG.passwordChanged });
      expect((await getProfile(organiser.headers)).statusCode).toBe(200);
      const signedOut = await getProfile(otherHeaders);
      expect([signedOut.statusCode, signedOut.json<TErrorResponse>().message]).toEqual([403, MSG.invalidToken]);
      expect((await login(organiser.user.email, STRONG_PASSWORD)).statusCode).toBe(401);
      expect((await login(organiser.user.email, 'N3w!Passw0rd')).statusCode).toBe(200);
    });

    it('refuses a wrong current password with its message, and changes nothing', async () => {
      const organiser = await createOrganiser(app());
      const response = await changePassword(organiser.headers, { old_password: 'Wr0ng!Password', new_password: 'N3w!Passw0rd' });
      expect(response.statusCode).toBe(400);
      expect(response.json<TErrorResponse>()).toMatchObject({ message: PROFILE_MSG.currentPasswordWrong, details: [{ path: 'old_password' }] });
      expect((await login(organiser.user.email, STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it("refuses a missing current password and a new one under 8 characters with §5's messages", async () => {
      const organiser = await createOrganiser(app());
      const missing = await changePassword(organiser.headers, { old_password: '', new_password: 'N3w!Passw0rd' });
      expect([missing.statusCode, missing.json<TErrorResponse>().message]).toEqual([400, PROFILE_MSG.currentPasswordRequired]);
      const short = await changePassword(organiser.headers, { old_password: STRONG_PASSWORD, new_password: 'Ab1!' });
      expect(short.statusCode).toBe(400);
      expect(short.body).toContain(PROFILE_MSG.newPasswordTooShort);
    });

    it('refuses an account that signs in with Google (403)', async () => {
      const google = await addGoogleOrganiser();
      const response = await changePassword(google.headers, { old_password: 'whatever1', new_password: 'N3w!Passw0rd' });
      expect([response.statusCode, response.json<TErrorResponse>().message]).toEqual([403, PROFILE_MSG.googleNoPassword]);
      expect((await getProfile(google.headers)).json<TProfileResponse>().data.user.auth_type).toBe('google_oauth');
    });
  });
}, { UPLOAD_DIR: uploadDir });
