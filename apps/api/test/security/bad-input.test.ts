import { expect, it } from 'vitest';
import { EVENT_REQUEST_MSG, type TErrorResponse } from '@app/contract';
import { describeEachEngine } from '../harness.ts';
import { createOrganiser, uniqueEmail, STRONG_PASSWORD } from '../factories.ts';

// Issue 11, items 3 and 4: each of these answered 500 before the input guard and the contract's
// date and id schemas refused them.

const NUL = '\u0000';

describeEachEngine('bad input is a 400 with a message, never a 500', (ctx) => {
  const expect400 = (response: { statusCode: number; json: () => unknown }, message?: string | RegExp) => {
    expect(response.statusCode).toBe(400);
    const body = response.json() as TErrorResponse;
    expect(body).toMatchObject({ success: false, code: 'VALIDATION' });
    if (message) expect(body.message).toMatch(message);
  };
  const controlMessage = /control character/;

  it('refuses NUL in the contact form', async () => {
    const response = await ctx().app.inject({
      method: 'POST', url: '/api/public/contact-messages',
      payload: { first_name: `Ana${NUL}`, last_name: 'Rua', email: 'ana@example.nz', message: 'Hello' },
    });
    expect400(response, controlMessage);
    expect((response.json() as TErrorResponse).details).toEqual([expect.objectContaining({ path: 'first_name' })]);
  });

  it('refuses NUL in sign-up and login', async () => {
    const signup = await ctx().app.inject({
      method: 'POST', url: '/api/auth/signup',
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD, organiser_type: 'individual', first_name: 'Mere', last_name: `P${NUL}` },
    });
    expect400(signup, controlMessage);
    const login = await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `a${NUL}@example.nz`, password: 'x' } });
    expect400(login, controlMessage);
  });

  it('refuses other C0 control characters but keeps tab, CR and LF in free text', async () => {
    const bell = await ctx().app.inject({
      method: 'POST', url: '/api/public/contact-messages',
      payload: { first_name: 'Ana', last_name: 'Rua', email: 'ana@example.nz', message: 'Ring\u0007' },
    });
    expect400(bell, controlMessage);
    const multiline = await ctx().app.inject({
      method: 'POST', url: '/api/public/contact-messages',
      payload: { first_name: 'Ana', last_name: 'Rua', email: 'ana@example.nz', message: 'Line one\r\nLine\ttwo\n' },
    });
    expect(multiline.statusCode).toBe(201);
  });

  it('refuses NUL in event requests, nested items and object keys too', async () => {
    const organiser = await createOrganiser(ctx().app);
    const inTitle = await ctx().app.inject({
      method: 'POST', url: '/api/event-organiser/event-requests', headers: organiser.headers,
      payload: { status: 'draft', title: `Party${NUL}` },
    });
    expect400(inTitle, controlMessage);
    const inItem = await ctx().app.inject({
      method: 'POST', url: '/api/event-organiser/event-requests', headers: organiser.headers,
      payload: { status: 'draft', items: [{ name: 'Cake', notes: `x${NUL}` }] },
    });
    expect400(inItem, controlMessage);
    expect((inItem.json() as TErrorResponse).details?.[0]?.path).toBe('items.0.notes');
    const inKey = await ctx().app.inject({
      method: 'POST', url: '/api/event-organiser/event-requests', headers: organiser.headers,
      payload: { status: 'draft', [`ti${NUL}tle`]: 'x' },
    });
    expect400(inKey, controlMessage);
  });

  it('refuses NUL in query values and path parameters', async () => {
    const organiser = await createOrganiser(ctx().app);
    const city = await ctx().app.inject({ method: 'GET', url: '/api/event-organiser/service-providers?city=%00', headers: organiser.headers });
    expect400(city, controlMessage);
    const search = await ctx().app.inject({ method: 'GET', url: '/api/event-organiser/service-providers?search=cake%00', headers: organiser.headers });
    expect400(search, controlMessage);
    const status = await ctx().app.inject({ method: 'GET', url: '/api/event-organiser/event-requests?event_date_to=2025-01-01%00', headers: organiser.headers });
    expect400(status, controlMessage);
    const callback = await ctx().app.inject({ method: 'GET', url: '/api/auth/google/callback?code=a%00&state=b' });
    expect(callback.statusCode).toBeLessThan(500);
    const seed = await ctx().app.inject({ method: 'GET', url: '/api/media/generated/profile/a%00b.svg' });
    expect400(seed);
  });

  it('refuses dates in year 0000 with the field\'s own message', async () => {
    const organiser = await createOrganiser(ctx().app);
    const eventDate = await ctx().app.inject({
      method: 'POST', url: '/api/event-organiser/event-requests', headers: organiser.headers,
      payload: { status: 'draft', title: 'Year zero', event_date: '0000-06-01' },
    });
    expect400(eventDate, EVENT_REQUEST_MSG.eventDateInvalid);
    const deadline = await ctx().app.inject({
      method: 'POST', url: '/api/event-organiser/event-requests', headers: organiser.headers,
      payload: { status: 'draft', title: 'Year zero', response_deadline: '0000-01-01' },
    });
    expect400(deadline, EVENT_REQUEST_MSG.responseDeadlineInvalid);
    const filter = await ctx().app.inject({ method: 'GET', url: '/api/event-organiser/event-requests?event_date_to=0000-01-01', headers: organiser.headers });
    expect400(filter, EVENT_REQUEST_MSG.invalidDateFilter);
    const farFilter = await ctx().app.inject({ method: 'GET', url: '/api/event-organiser/event-requests?event_date_to=-271821-04-20', headers: organiser.headers });
    expect400(farFilter, EVENT_REQUEST_MSG.invalidDateFilter);
  });

  it('refuses ids above 2^31-1 in a path like any other malformed id: 400 with the id\'s message', async () => {
    const organiser = await createOrganiser(ctx().app);
    for (const url of [
      '/api/notifications/2147483648/read',
      '/api/notifications/99999999999999999999/read',
      '/api/notifications/0/read',
      '/api/notifications/1.5/read',
    ]) {
      expect400(await ctx().app.inject({ method: 'PATCH', url, headers: organiser.headers }), 'Notification id must be a positive whole number');
    }
    const missing = await ctx().app.inject({ method: 'PATCH', url: '/api/notifications/2147483647/read', headers: organiser.headers });
    expect(missing.statusCode).toBe(404);
    expect400(await ctx().app.inject({ method: 'GET', url: '/api/event-organiser/event-requests/2147483648', headers: organiser.headers }), EVENT_REQUEST_MSG.invalidId);
    expect400(await ctx().app.inject({ method: 'GET', url: '/api/event-organiser/service-providers/2147483648', headers: organiser.headers }));
  });
});
