import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NZ_CITIES } from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { todayInNz } from '../../lib/dates.ts';
import { DEMO_ORGANISER_EMAIL, DEMO_PASSWORD, DEMO_PROVIDER_EMAIL } from './demo-accounts.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

type TRow = Record<string, unknown>;

describeEachEngine('demo seed', (ctx) => {
  const rows = async <T extends TRow>(query: string) => (await ctx().database.db.execute(sql.raw(query))).rows as T[];
  const counts = async () => (await rows<{ n: string | number; name: string }>(`
    SELECT 'users' AS name, count(*) AS n FROM users UNION ALL SELECT 'providers', count(*) FROM provider_profiles
    UNION ALL SELECT 'reviews', count(*) FROM reviews UNION ALL SELECT 'events', count(*) FROM event_requests
    UNION ALL SELECT 'messages', count(*) FROM chat_messages UNION ALL SELECT 'attachments', count(*) FROM attachments`))
    .map((r) => `${r.name}=${Number(r.n)}`).join(' ');
  let firstCounts = '';

  it('seeds an empty database once', async () => {
    expect(await seedIfEmpty(ctx().database.db)).toBe(true);
    firstCounts = await counts();
  });

  it('lists at least 60 verified, active providers in all 16 cities and all 6 categories, and hides the others', async () => {
    const [listed] = await rows<{ n: number; cities: number }>(`SELECT count(*)::int AS n, count(DISTINCT city)::int AS cities FROM provider_profiles WHERE is_active AND is_verified`);
    expect(listed!.n).toBeGreaterThanOrEqual(60);
    const cities = await rows<{ city: string }>(`SELECT DISTINCT city FROM provider_profiles WHERE is_active AND is_verified`);
    expect(cities.map((c) => c.city).sort()).toEqual([...NZ_CITIES].sort());
    const [cats] = await rows<{ n: number }>(`SELECT count(DISTINCT pc.category_id)::int AS n FROM provider_categories pc JOIN provider_profiles p ON p.id = pc.provider_id WHERE p.is_active AND p.is_verified`);
    expect(cats!.n).toBe(6);
    const [hidden] = await rows<{ unverified: number; inactive: number }>(`SELECT count(*) FILTER (WHERE NOT is_verified)::int AS unverified, count(*) FILTER (WHERE NOT is_active)::int AS inactive FROM provider_profiles`);
    expect(hidden!.unverified).toBeGreaterThan(0);
    expect(hidden!.inactive).toBeGreaterThan(0);
    const [uncategorised] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM provider_profiles p WHERE NOT EXISTS (SELECT 1 FROM provider_categories pc WHERE pc.provider_id = p.id) OR NOT EXISTS (SELECT 1 FROM provider_subcategories ps WHERE ps.provider_id = p.id)`);
    expect(uncategorised!.n).toBe(0);
  });

  it('gives every provider real-looking contact details', async () => {
    const providers = await rows<{ phone: string; website: string | null; years_in_operation: number; contact_name: string; description: string }>(
      `SELECT phone, website, years_in_operation, contact_name, description FROM provider_profiles`);
    for (const p of providers) {
      expect(p.phone).toMatch(/^(02[127] \d{3} \d{4}|\(0[3-79]\) \d{3} \d{4})$/);
      if (p.website) expect(p.website).toMatch(/^https:\/\/www\.[a-z0-9]+\.co\.nz$/);
      expect(p.years_in_operation).toBeGreaterThanOrEqual(0);
      expect(p.years_in_operation).toBeLessThanOrEqual(35);
      expect(p.contact_name).toMatch(/^\S+ \S/);
      const sentences = p.description.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
    const prices = await rows<{ price_range: string | null }>(`SELECT DISTINCT price_range FROM provider_profiles`);
    expect(prices.map((p) => p.price_range ?? 'null').sort()).toEqual(['budget', 'luxury', 'mid_range', 'null', 'premium']);
  });

  it('keeps avg_rating, review_count and search_text in step with reviews and categories', async () => {
    const providers = await rows<{ id: number; business_name: string; description: string; avg_rating: string | number; review_count: number; search_text: string }>(
      `SELECT id, business_name, description, avg_rating, review_count, search_text FROM provider_profiles`);
    const ratings = await rows<{ provider_id: number; rating: number }>(`SELECT provider_id, rating FROM reviews`);
    const cats = await rows<{ provider_id: number; name: string }>(`SELECT pc.provider_id, c.name FROM provider_categories pc JOIN categories c ON c.id = pc.category_id ORDER BY c.sort_order`);
    let withReviews = 0;
    for (const p of providers) {
      const mine = ratings.filter((r) => r.provider_id === p.id).map((r) => r.rating);
      const expected = mine.length === 0 ? 0 : Math.round((mine.reduce((a, b) => a + b, 0) / mine.length) * 100) / 100;
      expect(Number(p.avg_rating)).toBeCloseTo(expected, 2);
      expect(p.review_count).toBe(mine.length);
      if (mine.length > 0) withReviews += 1;
      const names = cats.filter((c) => c.provider_id === p.id).map((c) => c.name);
      expect(p.search_text).toBe([p.business_name, p.description, ...names].join(' '));
    }
    expect(withReviews).toBeGreaterThan(50);
    expect(withReviews).toBeLessThan(providers.length);
    const [variety] = await rows<{ anonymous: number; responses: number; ratings: number }>(
      `SELECT count(*) FILTER (WHERE is_anonymous)::int AS anonymous, (SELECT count(*)::int FROM review_responses) AS responses, count(DISTINCT rating)::int AS ratings FROM reviews`);
    expect(variety!.anonymous).toBeGreaterThan(0);
    expect(variety!.responses).toBeGreaterThan(0);
    expect(variety!.ratings).toBeGreaterThanOrEqual(4);
  });

  it('gives providers a profile picture, 3-8 service images and up to 10 gallery images, a few none at all, all drawable', async () => {
    const pictures = await rows<{ id: number; profile: number; service: number; gallery: number }>(`
      SELECT p.id, count(*) FILTER (WHERE a.kind = 'profile_picture')::int AS profile, count(*) FILTER (WHERE a.kind = 'service_image')::int AS service,
             count(*) FILTER (WHERE a.kind = 'gallery_image')::int AS gallery
      FROM provider_profiles p LEFT JOIN attachments a ON a.provider_id = p.id WHERE p.is_active AND p.is_verified GROUP BY p.id`);
    const without = pictures.filter((p) => p.profile + p.service + p.gallery === 0);
    expect(without.length).toBeGreaterThanOrEqual(2);
    for (const p of pictures.filter((x) => !without.includes(x))) {
      expect(p.profile).toBe(1);
      expect(p.service).toBeGreaterThanOrEqual(3);
      expect(p.service).toBeLessThanOrEqual(8);
      expect(p.gallery).toBeLessThanOrEqual(10);
    }
    expect(pictures.some((p) => p.gallery === 0 && p.service > 0)).toBe(true);
    const urls = await rows<{ file_url: string }>(`SELECT DISTINCT ON (kind) file_url FROM attachments ORDER BY kind, id`);
    for (const { file_url } of urls) {
      const res = await ctx().app.inject({ method: 'GET', url: file_url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('gives the demo organiser events in every status, dated around today, with quotes, chats, reviews and notifications', async () => {
    const today = todayInNz();
    const events = await rows<{
      id: number; status: string; event_date: string; completed_at: string | null; items: number; item_categories: number; accepted: number; quotes: number;
      pending: number; pending_providers: number;
    }>(`
      SELECT e.id, e.status, e.event_date::text AS event_date, e.completed_at::text AS completed_at,
        (SELECT count(*)::int FROM quotes q WHERE q.event_request_id = e.id AND q.status = 'submitted') AS pending,
        (SELECT count(DISTINCT q.provider_id)::int FROM quotes q WHERE q.event_request_id = e.id AND q.status = 'submitted') AS pending_providers,
        (SELECT count(*)::int FROM event_request_items i WHERE i.event_request_id = e.id) AS items,
        (SELECT count(*)::int FROM event_request_item_categories c JOIN event_request_items i ON i.id = c.item_id WHERE i.event_request_id = e.id) AS item_categories,
        (SELECT count(*)::int FROM quotes q WHERE q.event_request_id = e.id AND q.status = 'accepted') AS accepted,
        (SELECT count(*)::int FROM quotes q WHERE q.event_request_id = e.id) AS quotes
      FROM event_requests e JOIN users u ON u.id = e.organiser_id WHERE u.email = '${DEMO_ORGANISER_EMAIL}'`);
    expect(new Set(events.map((e) => e.status))).toEqual(new Set(['draft', 'submitted', 'active', 'completed', 'cancelled']));
    for (const e of events) {
      expect(e.items).toBeGreaterThan(0);
      expect(e.item_categories).toBeGreaterThanOrEqual(e.items);
      expect(e.accepted).toBeLessThanOrEqual(1);
      if (['submitted', 'active', 'draft'].includes(e.status)) expect(e.event_date > today).toBe(true);
      if (e.status === 'completed') expect(e.event_date < today).toBe(true);
      if (e.status === 'draft') expect(e.quotes).toBe(0);
      // Once a quote is accepted no other stays pending (accepting closes them).
      if (e.accepted === 1) expect(e.pending).toBe(0);
    }
    const count = (status: string) => events.filter((e) => e.status === status).length;
    // Drafts to edit and to delete; open requests, each with pending quotes from two providers or more.
    expect(count('draft')).toBeGreaterThanOrEqual(2);
    const open = events.filter((e) => e.status === 'submitted');
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(open.every((e) => e.accepted === 0 && e.pending_providers >= 2)).toBe(true);
    expect(events.filter((e) => e.status === 'active').every((e) => e.accepted === 1)).toBe(true);
    // Past events: completed bookings, and one nobody was booked for.
    const completed = events.filter((e) => e.status === 'completed');
    expect(completed.filter((e) => e.accepted === 1).length).toBeGreaterThanOrEqual(2);
    expect(completed.filter((e) => e.accepted === 0)).toHaveLength(1);
    expect(completed.every((e) => e.completed_at !== null)).toBe(true);
    const quoteStatuses = await rows<{ status: string }>(`SELECT DISTINCT q.status FROM quotes q JOIN event_requests e ON e.id = q.event_request_id JOIN users u ON u.id = e.organiser_id WHERE u.email = '${DEMO_ORGANISER_EMAIL}'`);
    expect(quoteStatuses.map((q) => q.status).sort()).toEqual(['accepted', 'rejected', 'submitted']);

    const rooms = await rows<{ expires_in_hours: number; unread: number; system: number; quoted: boolean }>(`
      SELECT extract(epoch FROM r.expires_at - now()) / 3600 AS expires_in_hours,
        (SELECT count(*)::int FROM chat_messages m WHERE m.chat_room_id = r.id AND m.id > coalesce(s.last_read_message_id, 0)) AS unread,
        (SELECT count(*)::int FROM chat_messages m WHERE m.chat_room_id = r.id AND m.message_type = 'system') AS system,
        EXISTS (SELECT 1 FROM quotes q WHERE q.event_request_id = r.event_request_id AND q.provider_id = r.provider_id) AS quoted
      FROM chat_rooms r JOIN users u ON u.id = r.organiser_id
      LEFT JOIN chat_read_state s ON s.chat_room_id = r.id AND s.user_id = r.organiser_id
      WHERE u.email = '${DEMO_ORGANISER_EMAIL}'`);
    expect(rooms.length).toBeGreaterThan(5);
    expect(rooms.every((r) => r.quoted && r.system === 1)).toBe(true);
    expect(rooms.some((r) => Number(r.expires_in_hours) < 0)).toBe(true);
    expect(rooms.some((r) => Number(r.expires_in_hours) > 0 && Number(r.expires_in_hours) <= 24)).toBe(true);
    expect(rooms.some((r) => Number(r.expires_in_hours) > 48)).toBe(true);
    expect(rooms.some((r) => r.unread > 0)).toBe(true);
    expect(rooms.some((r) => r.unread === 0)).toBe(true);
    // Both sides have something new: the demo provider, too, has unread messages from the demo organiser, in rooms still open.
    const withDemoProvider = await rows<{ provider_unread: number; expired: boolean }>(`
      SELECT (SELECT count(*)::int FROM chat_messages m WHERE m.chat_room_id = r.id AND m.sender_user_id = r.organiser_id
               AND m.id > coalesce(s.last_read_message_id, 0)) AS provider_unread,
             r.expires_at < now() AS expired
      FROM chat_rooms r JOIN users u ON u.id = r.organiser_id JOIN provider_profiles p ON p.id = r.provider_id JOIN users pu ON pu.id = p.user_id
      LEFT JOIN chat_read_state s ON s.chat_room_id = r.id AND s.user_id = pu.id
      WHERE u.email = '${DEMO_ORGANISER_EMAIL}' AND pu.email = '${DEMO_PROVIDER_EMAIL}'`);
    expect(withDemoProvider.length).toBeGreaterThanOrEqual(2);
    expect(withDemoProvider.some((r) => r.provider_unread > 0 && !r.expired)).toBe(true);
    expect(new Set(rooms.map((r) => r.unread > 0)).size).toBe(2);

    const [reviewState] = await rows<{ reviewed: number; to_review: number }>(`
      SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM reviews r WHERE r.event_request_id = e.id))::int AS reviewed,
             count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.event_request_id = e.id))::int AS to_review
      FROM event_requests e JOIN users u ON u.id = e.organiser_id WHERE u.email = '${DEMO_ORGANISER_EMAIL}' AND e.status = 'completed'
        AND EXISTS (SELECT 1 FROM quotes q WHERE q.event_request_id = e.id AND q.status = 'accepted')`);
    expect(reviewState!.reviewed).toBeGreaterThanOrEqual(1);
    expect(reviewState!.to_review).toBe(2);
    // One of the demo organiser's reviews has the provider's reply; the demo provider has reviews still to answer.
    const [replies] = await rows<{ answered: number; to_answer: number }>(`
      SELECT (SELECT count(*)::int FROM reviews r JOIN users u ON u.id = r.organiser_id JOIN review_responses rr ON rr.review_id = r.id
              WHERE u.email = '${DEMO_ORGANISER_EMAIL}') AS answered,
             (SELECT count(*)::int FROM reviews r JOIN provider_profiles p ON p.id = r.provider_id JOIN users u ON u.id = p.user_id
              WHERE u.email = 'provider@huievents.co.nz' AND NOT EXISTS (SELECT 1 FROM review_responses rr WHERE rr.review_id = r.id)) AS to_answer`);
    expect(replies!.answered).toBeGreaterThanOrEqual(1);
    expect(replies!.to_answer).toBeGreaterThanOrEqual(2);
    const [notes] = await rows<{ n: number; unread: number }>(`SELECT count(*)::int AS n, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = '${DEMO_ORGANISER_EMAIL}'`);
    expect(notes!.n).toBeGreaterThanOrEqual(3);
    expect(notes!.unread).toBeGreaterThan(0);
  });

  it('gives the demo provider a full profile: Auckland, catering, contact details, price range and pictures', async () => {
    const [profile] = await rows<{ id: number; location: string; phone: string; website: string; price_range: string; categories: string[]; subs: number; profile: number; service: number; gallery: number }>(`
      SELECT p.id, l.name AS location, p.phone, p.website, p.price_range,
        (SELECT array_agg(c.name ORDER BY c.name) FROM provider_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.provider_id = p.id) AS categories,
        (SELECT count(*)::int FROM provider_subcategories ps WHERE ps.provider_id = p.id) AS subs,
        (SELECT count(*)::int FROM attachments a WHERE a.provider_id = p.id AND a.kind = 'profile_picture') AS profile,
        (SELECT count(*)::int FROM attachments a WHERE a.provider_id = p.id AND a.kind = 'service_image') AS service,
        (SELECT count(*)::int FROM attachments a WHERE a.provider_id = p.id AND a.kind = 'gallery_image') AS gallery
      FROM provider_profiles p JOIN users u ON u.id = p.user_id LEFT JOIN locations l ON l.id = p.location_id WHERE u.email = '${DEMO_PROVIDER_EMAIL}'`);
    expect(profile).toMatchObject({ location: 'Auckland', categories: ['Catering & Food'], price_range: 'mid_range', profile: 1 });
    expect(profile!.phone).toBeTruthy();
    expect(profile!.website).toMatch(/^https:\/\//);
    expect(profile!.subs).toBeGreaterThanOrEqual(2);
    expect(profile!.service).toBeGreaterThanOrEqual(3);
    expect(profile!.gallery).toBeGreaterThanOrEqual(1);
  });

  it('gives the demo provider open requests it matches from other Auckland organisers, one inviting it, with a chat and notifications', async () => {
    const today = todayInNz();
    const open = await rows<{ id: number; title: string; organiser: string; invited: boolean; has_live_quote: boolean; system: string[] }>(`
      SELECT e.id, e.title, u.email AS organiser,
        EXISTS (SELECT 1 FROM quote_invitations qi WHERE qi.event_request_id = e.id AND qi.provider_id = p.id) AS invited,
        EXISTS (SELECT 1 FROM quotes q WHERE q.event_request_id = e.id AND q.provider_id = p.id AND q.status IN ('submitted', 'accepted')) AS has_live_quote,
        coalesce((SELECT array_agg(m.message_content) FROM chat_rooms r JOIN chat_messages m ON m.chat_room_id = r.id
          WHERE r.event_request_id = e.id AND r.provider_id = p.id AND m.message_type = 'system'), '{}') AS system
      FROM provider_profiles p JOIN users pu ON pu.id = p.user_id AND pu.email = '${DEMO_PROVIDER_EMAIL}'
      JOIN event_requests e ON e.status = 'submitted' AND e.response_deadline >= '${today}' AND e.event_date > '${today}'
        AND (e.location_id = p.location_id OR lower(e.location) = lower(p.city))
      JOIN users u ON u.id = e.organiser_id
      WHERE EXISTS (SELECT 1 FROM event_request_items i JOIN event_request_item_categories c ON c.item_id = i.id
        JOIN provider_categories pc ON pc.category_id = c.category_id AND pc.provider_id = p.id WHERE i.event_request_id = e.id)`);
    const fromOthers = open.filter((e) => e.organiser !== DEMO_ORGANISER_EMAIL);
    expect(fromOthers.filter((e) => !e.has_live_quote).length).toBeGreaterThanOrEqual(3);
    expect(new Set(fromOthers.map((e) => e.organiser)).size).toBeGreaterThanOrEqual(2);
    const invited = fromOthers.filter((e) => e.invited);
    expect(invited).toHaveLength(1);
    expect(invited[0]!.system).toEqual([`Kauri Software Ltd invited Harbourside Catering Co. to quote for "${invited[0]!.title}"`]);

    const notes = await rows<{ message: string; link: string; read_at: string | null }>(`
      SELECT n.message, n.link, n.read_at FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = '${DEMO_PROVIDER_EMAIL}'`);
    expect(notes.filter((n) => n.message.startsWith('New request: ')).length).toBeGreaterThanOrEqual(2);
    expect(notes.map((n) => n.message)).toContain(`Kauri Software Ltd invited you to quote for "${invited[0]!.title}"`);
    expect(notes.some((n) => n.read_at === null)).toBe(true);
  });

  it('gives the demo provider its own quotes in every status, each open one with its chat', async () => {
    const today = todayInNz();
    const mine = await rows<{ status: string; valid_until: string; event_status: string; rooms: number; unread: number }>(`
      SELECT q.status, q.valid_until::text AS valid_until, e.status AS event_status,
        (SELECT count(*)::int FROM chat_rooms r WHERE r.event_request_id = q.event_request_id AND r.provider_id = q.provider_id) AS rooms,
        (SELECT count(*)::int FROM chat_rooms r JOIN chat_messages m ON m.chat_room_id = r.id
          LEFT JOIN chat_read_state s ON s.chat_room_id = r.id AND s.user_id = u.id
          WHERE r.event_request_id = q.event_request_id AND r.provider_id = q.provider_id AND m.id > coalesce(s.last_read_message_id, 0)) AS unread
      FROM quotes q JOIN provider_profiles p ON p.id = q.provider_id JOIN users u ON u.id = p.user_id JOIN event_requests e ON e.id = q.event_request_id
      WHERE u.email = '${DEMO_PROVIDER_EMAIL}'`);
    const shown = (q: (typeof mine)[number]) => (q.status === 'submitted' && q.valid_until < today ? 'expired' : q.status);
    expect(new Set(mine.map(shown))).toEqual(new Set(['submitted', 'accepted', 'rejected', 'expired', 'withdrawn']));
    // Besides the accepted quotes of past, reviewed events: one for an event still to come.
    expect(mine.some((q) => q.status === 'accepted' && q.event_status === 'active')).toBe(true);
    expect(mine.filter((q) => q.event_status !== 'completed').every((q) => q.rooms === 1)).toBe(true);
    expect(mine.some((q) => q.unread > 0)).toBe(true);
  });

  it('tells the demo organiser about each new quote on its open events, linking to them', async () => {
    const notes = await rows<{ message: string; link: string; event_id: number; status: string; read_at: string | null }>(`
      SELECT n.message, n.link, e.id AS event_id, e.status, n.read_at FROM notifications n JOIN users u ON u.id = n.user_id
      JOIN event_requests e ON n.link = '/dashboard?tab=quotes&event=' || e.id
      WHERE u.email = '${DEMO_ORGANISER_EMAIL}' AND n.message LIKE '% sent you a quote of $% for "%"'`);
    expect(notes.length).toBeGreaterThanOrEqual(4);
    expect(notes.every((n) => n.status === 'submitted')).toBe(true);
    expect(notes.some((n) => n.read_at === null)).toBe(true);
    expect(notes.some((n) => n.read_at !== null)).toBe(true);
  });

  it('lets the demo organiser sign in and sends the demo provider to the portal', async () => {
    const organiser = await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ORGANISER_EMAIL, password: DEMO_PASSWORD } });
    expect(organiser.statusCode).toBe(200);
    expect(organiser.json().token).toBeTruthy();
    const provider = await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_PROVIDER_EMAIL, password: DEMO_PASSWORD } });
    expect(provider.statusCode).toBe(200);
    expect(provider.json()).toMatchObject({ redirect: true, redirectUrl: `https://providers.example.nz/sign-in?email=${encodeURIComponent(DEMO_PROVIDER_EMAIL)}` });
  });

  it('does nothing on a second run and keeps the data', async () => {
    expect(await seedIfEmpty(ctx().database.db)).toBe(false);
    expect(await counts()).toBe(firstCounts);
  });
});
