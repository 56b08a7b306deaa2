import { describe, expect, it } from 'vitest';
import { asc, desc, inArray } from 'drizzle-orm';
import { MSG, NZ_CITIES } from '@app/contract';
import { describeEachEngine, startTestApp } from '../../../test/harness.ts';
import { categories, contactMessages, mailOutbox, subcategories } from '../../db/schema.ts';

const contact = { first_name: 'Hana', last_name: 'Kereama', email: 'hana@example.nz', phone: '', message: 'General Inquiry\nDo you cover Gisborne?' };

describeEachEngine('public API', (ctx) => {
  it('lists the 16 cities sorted by name', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/public/locations' });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((l: { name: string }) => l.name);
    expect(names).toEqual([...NZ_CITIES].sort((a, b) => a.localeCompare(b)));
    expect(res.json().success).toBe(true);
  });

  it('lists six categories, each with four subcategories and an icon', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/public/categories/with-subcategories' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(6);
    for (const category of data) {
      expect(category.icon).toBeTruthy();
      expect(category.subcategories).toHaveLength(4);
      expect(category.subcategories[0].category_id).toBe(category.id);
    }
  });

  it('answers categories by sort order then name, each with its subcategories in the same order, every field from the tables', async () => {
    const { db } = ctx().database;
    // A category and a subcategory whose sort order puts them first, whatever their names and ids.
    const [first, empty] = await db.insert(categories).values([
      { name: 'Zz First By Order', icon: null, description: null, sort_order: -1 },
      { name: 'Zz No Subcategories', icon: 'x', description: 'none yet', sort_order: -1 },
    ]).returning();
    await db.insert(subcategories).values([
      { category_id: first!.id, name: 'Second', description: 'b', sort_order: 2 },
      { category_id: first!.id, name: 'First', description: null, sort_order: 1 },
      { category_id: first!.id, name: 'Also second, earlier name', description: null, sort_order: 2 },
    ]);
    const res = await ctx().app.inject({ method: 'GET', url: '/api/public/categories/with-subcategories' });
    expect(res.statusCode).toBe(200);
    const cats = await db.select().from(categories).orderBy(asc(categories.sort_order), asc(categories.name));
    const subs = await db.select().from(subcategories).orderBy(asc(subcategories.sort_order), asc(subcategories.name));
    expect(res.json().data).toEqual(cats.map((cat) => ({
      category_id: cat.id, id: cat.id, name: cat.name, icon: cat.icon, description: cat.description,
      subcategories: subs.filter((sub) => sub.category_id === cat.id)
        .map((sub) => ({ subcategory_id: sub.id, id: sub.id, category_id: cat.id, name: sub.name, description: sub.description })),
    })));
    expect(res.json().data[0]).toMatchObject({ name: 'Zz First By Order', icon: null, description: null });
    expect(res.json().data[0].subcategories.map((sub: { name: string }) => sub.name)).toEqual(['First', 'Also second, earlier name', 'Second']);
    expect(res.json().data[1]).toMatchObject({ name: 'Zz No Subcategories', subcategories: [] });
    await db.delete(categories).where(inArray(categories.id, [first!.id, empty!.id]));
  });

  it('stores a contact message and puts an e-mail to support in the outbox', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/public/contact-messages', payload: contact });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: MSG.contactSent });
    const [stored] = await ctx().database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored).toMatchObject({ first_name: 'Hana', email: 'hana@example.nz', phone: null });
    const [mail] = await ctx().database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ to_address: ctx().config.supportEmail, reply_to: 'hana@example.nz', status: 'stored', subject: '[Contact] General Inquiry' });
    expect(mail!.text_body).toContain('Do you cover Gisborne?');
  });

  it.each([
    [{ first_name: '' }, MSG.contactFirstName],
    [{ last_name: ' ' }, MSG.contactLastName],
    [{ email: 'nope' }, MSG.invalidEmail],
    [{ message: '' }, MSG.contactMessage],
  ])('rejects a contact message with %o', async (change, message) => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/public/contact-messages', payload: { ...contact, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('reports the database in /api/health', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up', engine: ctx().engine } });
  });
});

describe('HTTP behaviour', () => {
  it('serves the OpenAPI document and Swagger UI at /api/docs (API_DOCS=true), with security headers and request ids', async () => {
    const ctx = await startTestApp('pglite', { API_DOCS: 'true' });
    try {
      const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(doc.statusCode).toBe(200);
      const paths = Object.keys(doc.json().paths);
      expect(paths).toEqual(expect.arrayContaining(['/api/auth/signup', '/api/auth/login', '/api/public/locations', '/api/public/contact-messages']));
      const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(ui.statusCode).toBe(200);
      // The documentation is a page: the site's policy. An answer: the API's short set.
      expect(ui.headers['content-security-policy']).toContain("default-src 'self'");
      const res = await ctx.app.inject({ method: 'GET', url: '/api/public/locations', headers: { 'x-request-id': 'trace-123' } });
      expect(res.headers['x-request-id']).toBe('trace-123');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await ctx.stop();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const ctx = await startTestApp('pglite');
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await ctx.stop();
    }
  });

  it('limits contact messages per IP', async () => {
    const ctx = await startTestApp('pglite', { RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      const send = () => ctx.app.inject({ method: 'POST', url: '/api/public/contact-messages', payload: contact, remoteAddress: '10.1.1.1' });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe(MSG.tooManyRequests);
    } finally {
      await ctx.stop();
    }
  });
});
