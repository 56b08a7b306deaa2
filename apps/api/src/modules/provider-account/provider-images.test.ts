import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MSG, PROVIDER_ACCOUNT_MSG, PROVIDER_IMAGE_LIMITS, PROVIDER_IMAGE_MAX_BYTES, type TProviderAccountResponse, type TProviderDetail,
  type TProviderImageResponse,
} from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { addPortalProvider, createOrganiser } from '../../../test/factories.ts';
import { IMAGE_FILES, imageForm, multipartBody } from '../../../test/multipart.ts';
import { attachments } from '../../db/schema.ts';

const URL = '/api/service-provider/account/images';
const uploadDir = mkdtempSync(join(tmpdir(), 'hui-uploads-'));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

describeEachEngine('provider images', (ctx) => {
  const db = () => ctx().database.db;
  const provider = () => addPortalProvider(db(), { city: 'Nelson', categoryNames: ['Decor & Styling'] });
  const upload = (headers: Record<string, string>, form: ReturnType<typeof multipartBody>) =>
    ctx().app.inject({ method: 'POST', url: URL, headers: { ...headers, ...form.headers }, payload: form.payload });
  const fileOf = (url: string) => join(uploadDir, url.replace('/uploads/', ''));
  const expectProblem = (res: { statusCode: number; body: string; json: () => unknown }, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: message });
  };

  it('stores each image type under a random name with the extension its content shows, and serves it', async () => {
    const owner = await provider();
    for (const [type, extension, mime] of [['png', 'png', 'image/png'], ['jpeg', 'jpg', 'image/jpeg'], ['gif', 'gif', 'image/gif'], ['webp', 'webp', 'image/webp']] as const) {
      const content = IMAGE_FILES[type](1_000);
      // The name and the declared type say otherwise: only the content counts.
      const res = await upload(owner.headers, imageForm('gallery_image', content, `holiday.${type === 'png' ? 'gif' : 'png'}`, 'text/plain'));
      expect(res.statusCode, res.body).toBe(201);
      const { data, message } = res.json<TProviderImageResponse>();
      expect(message).toBe(PROVIDER_ACCOUNT_MSG.imageUploaded);
      expect(data).toMatchObject({ kind: 'gallery_image', mime_type: mime, size_bytes: 1_000 });
      expect(data.file_url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${extension}$`));
      expect(readFileSync(fileOf(data.file_url)).equals(content)).toBe(true);

      const served = await ctx().app.inject({ method: 'GET', url: data.file_url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(content)).toBe(true);
    }
    const account = await ctx().app.inject({ method: 'GET', url: '/api/service-provider/account/me', headers: owner.headers });
    expect(account.json<TProviderAccountResponse>().data.images.map((i) => i.sort_order)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a file that is not an image whatever its name and type say, one too large, none, and an unknown kind', async () => {
    const owner = await provider();
    expectProblem(await upload(owner.headers, imageForm('gallery_image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png', 'image/png')), 415, PROVIDER_ACCOUNT_MSG.imageWrongType);
    expectProblem(await upload(owner.headers, imageForm('gallery_image', Buffer.from('RIFF\0\0\0\0AVI LIST'), 'clip.webp', 'image/webp')), 415, PROVIDER_ACCOUNT_MSG.imageWrongType);
    expectProblem(await upload(owner.headers, imageForm('gallery_image', IMAGE_FILES.png(PROVIDER_IMAGE_MAX_BYTES + 1))), 413, PROVIDER_ACCOUNT_MSG.imageTooLarge);
    expect((await upload(owner.headers, imageForm('gallery_image', IMAGE_FILES.png(PROVIDER_IMAGE_MAX_BYTES)))).statusCode).toBe(201);
    expectProblem(await upload(owner.headers, multipartBody([{ name: 'kind', value: 'gallery_image' }])), 400, PROVIDER_ACCOUNT_MSG.imageMissing);
    expectProblem(await upload(owner.headers, imageForm('gallery_image', Buffer.alloc(0))), 400, PROVIDER_ACCOUNT_MSG.imageMissing);
    expectProblem(await upload(owner.headers, imageForm('banner_image', IMAGE_FILES.png())), 400, PROVIDER_ACCOUNT_MSG.imageKindInvalid);
    expectProblem(await upload(owner.headers, multipartBody([{ name: 'file', filename: 'a.png', content: IMAGE_FILES.png() }])), 400, PROVIDER_ACCOUNT_MSG.imageKindInvalid);
    const two = multipartBody([
      { name: 'kind', value: 'gallery_image' },
      { name: 'file', filename: 'a.png', content: IMAGE_FILES.png() },
      { name: 'file', filename: 'b.png', content: IMAGE_FILES.png() },
    ]);
    expectProblem(await upload(owner.headers, two), 400, PROVIDER_ACCOUNT_MSG.imageOneAtATime);
    const json = await ctx().app.inject({ method: 'POST', url: URL, headers: owner.headers, payload: { kind: 'gallery_image' } });
    expectProblem(json, 415, PROVIDER_ACCOUNT_MSG.imageNotMultipart);
    const broken = await ctx().app.inject({ method: 'POST', url: URL, headers: { ...owner.headers, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nnonsense' });
    expect(broken.statusCode, broken.body).toBe(400);
    const rows = await db().select().from(attachments).where(eq(attachments.provider_id, owner.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 401 without a token and 403 to an organiser, before reading the form', async () => {
    expectProblem(await upload({}, imageForm('gallery_image', IMAGE_FILES.png())), 401, MSG.tokenRequired);
    const organiser = await createOrganiser(ctx().app);
    expectProblem(await upload(organiser.headers, imageForm('gallery_image', IMAGE_FILES.png())), 403, PROVIDER_ACCOUNT_MSG.providersOnly);
  });

  it('replaces the profile picture and removes the old file; other kinds stop at their limit', async () => {
    const owner = await provider();
    const first = (await upload(owner.headers, imageForm('profile_picture', IMAGE_FILES.png()))).json<TProviderImageResponse>().data;
    const second = (await upload(owner.headers, imageForm('profile_picture', IMAGE_FILES.jpeg()))).json<TProviderImageResponse>().data;
    expect(existsSync(fileOf(first.file_url))).toBe(false);
    expect(existsSync(fileOf(second.file_url))).toBe(true);
    const pictures = await db().select().from(attachments).where(eq(attachments.provider_id, owner.id));
    expect(pictures.map((p) => p.file_url)).toEqual([second.file_url]);

    for (let i = 0; i < PROVIDER_IMAGE_LIMITS.service_image; i += 1) {
      expect((await upload(owner.headers, imageForm('service_image', IMAGE_FILES.gif()))).statusCode).toBe(201);
    }
    const files = () => new Set(readdirNames());
    const before = files();
    expectProblem(await upload(owner.headers, imageForm('service_image', IMAGE_FILES.gif())), 409, PROVIDER_ACCOUNT_MSG.imageLimitReached);
    expect(files()).toEqual(before);
  });

  it('shows an uploaded picture on the organiser\'s provider page', async () => {
    const owner = await provider();
    const picture = (await upload(owner.headers, imageForm('profile_picture', IMAGE_FILES.webp()))).json<TProviderImageResponse>().data;
    const organiser = await createOrganiser(ctx().app);
    const detail = await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/service-providers/${owner.id}`, headers: organiser.headers });
    expect(detail.json<{ data: TProviderDetail }>().data.attachments.profile_pictures).toEqual([{ file_url: picture.file_url, file_name: 'picture.png' }]);
  });

  it("removes only the provider's own pictures, row and file", async () => {
    const owner = await provider();
    const other = await provider();
    const picture = (await upload(owner.headers, imageForm('gallery_image', IMAGE_FILES.png()))).json<TProviderImageResponse>().data;
    expectProblem(await ctx().app.inject({ method: 'DELETE', url: `${URL}/${picture.id}`, headers: other.headers }), 404, PROVIDER_ACCOUNT_MSG.imageNotFound);
    expect(existsSync(fileOf(picture.file_url))).toBe(true);
    const removed = await ctx().app.inject({ method: 'DELETE', url: `${URL}/${picture.id}`, headers: owner.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(existsSync(fileOf(picture.file_url))).toBe(false);
    expect(await db().select().from(attachments).where(eq(attachments.id, picture.id))).toEqual([]);
    expectProblem(await ctx().app.inject({ method: 'DELETE', url: `${URL}/${picture.id}`, headers: owner.headers }), 404, PROVIDER_ACCOUNT_MSG.imageNotFound);
    expectProblem(await ctx().app.inject({ method: 'DELETE', url: `${URL}/abc`, headers: owner.headers }), 400, PROVIDER_ACCOUNT_MSG.invalidImageId);
    expect((await ctx().app.inject({ method: 'GET', url: picture.file_url })).statusCode).toBe(404);
  });

  it('serves only names the upload folder holds: no other path, no listing', async () => {
    for (const url of ['/uploads/', '/uploads/..%2F..%2Fpackage.json', '/uploads/%2e%2e', '/uploads/README.md', `/uploads/${'a'.repeat(32)}.svg`, `/uploads/${'a'.repeat(32)}.png`, '/uploads/..']) {
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
    }
  });
}, { UPLOAD_DIR: uploadDir });

const readdirNames = () => readdirSync(uploadDir);
