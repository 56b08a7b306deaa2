import { sql } from 'drizzle-orm';
import { NZ_CITIES } from '@app/contract';
import type { TDb } from '../client.ts';
import { hashPassword, randomToken } from '../../lib/crypto.ts';
import { CATEGORY_TREE } from './reference-data.ts';
import { CITY_CONTACT } from './demo-providers-data.ts';
import { providerStatsSql } from './provider-stats.ts';

/**
 * The large data set for benchmarks: N providers (categories, subcategories, city, location,
 * pictures) and M reviews, each review tied to a completed event of a generated organiser.
 * Generated inside the database with INSERT ... SELECT generate_series in chunks, so 100,000
 * providers and 1,000,000 reviews take minutes, not hours of round trips. Every value is a hash of
 * the row number, so two runs draw the same data. It only adds: the demo data and earlier runs are
 * kept (their e-mails differ by a run tag); `reset` first removes what earlier bulk runs added.
 */
export const BULK_EMAIL_DOMAIN = 'bulk.huievents.co.nz';

export type TBulkSeedOptions = {
  db: TDb;
  providers: number;
  reviews: number;
  reset?: boolean;
  /** Rows per INSERT statement (progress is printed after each). */
  chunkSize?: number;
  log?: (line: string) => void;
};
export type TBulkSeedResult = { providers: number; reviews: number; organisers: number; events: number; seconds: number; steps: { name: string; seconds: number }[] };

const REVIEWS_PER_EVENT = 4;

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(text).join(', ')}]::text[]`;

const PREFIXES = [
  'Kauri', 'Tōtara', 'Harbourside', 'Southern', 'Pōhutukawa', 'Tūī', 'Kea', 'Silver Fern', 'Coastal', 'Alpine', 'Rimu', 'Kōwhai',
  'Mānuka', 'Summit', 'Riverstone', 'Lakeside', 'Aotea', 'Pīwakawaka', 'Tasman', 'Pacific', 'Greenstone', 'Wildflower', 'Driftwood',
  'Ironsand', 'Firelight', 'Kōtuku', 'Karaka', 'Nīkau', 'Golden Bay', 'Black Sand', 'Takahē', 'Kererū', 'Northern', 'Eastern',
  'Westcoast', 'Fern & Feather', 'Long Bay', 'High Country', 'Bellbird', 'Flax & Fire',
];
const CATEGORY_NOUNS: readonly (readonly string[])[] = [
  ['Catering', 'Kitchen', 'Feasts', 'Bakehouse', 'Food Truck', 'Cuisine', 'Bar Co.', 'Coffee Cart', 'Hāngī Co.', 'Canapés'],
  ['Music', 'Band', 'DJs', 'Entertainment', 'Sounds', 'String Quartet', 'MC Services', 'Jazz Trio', 'Kapa Haka', 'Acoustics'],
  ['Photography', 'Films', 'Studio', 'Photo Booth', 'Media', 'Drone Works', 'Portraits', 'Visuals', 'Lens Co.', 'Moments'],
  ['Venue', 'Lodge', 'Estate', 'Vineyard', 'Hall', 'Gardens', 'Function Centre', 'Woolshed', 'Boathouse', 'Homestead'],
  ['Florals', 'Styling', 'Event Hire', 'Lighting', 'Marquees', 'Decor', 'Blooms', 'Props & Hire', 'Balloons', 'Tablescapes'],
  ['Events', 'Planning', 'Coordination', 'Security', 'Transport', 'Event Crew', 'Weddings', 'Productions', 'Shuttles', 'Occasions'],
];
const CATEGORY_PHRASES = [
  'catering with seasonal menus, grazing tables and hāngī',
  'live music, DJs and MCs that keep the dance floor full',
  'photography and video that tell the story of your day',
  'venue hire with indoor and outdoor spaces for every size of gathering',
  'styling, flowers, lighting and marquee hire',
  'event planning, coordination, security and transport',
];
const CATEGORY_THEMES = ['catering', 'music', 'photo', 'venue', 'decor', 'planning'];
const CATEGORY_WEIGHTS = [0.24, 0.18, 0.19, 0.12, 0.15, 0.12];
const CITY_WEIGHTS: Readonly<Record<(typeof NZ_CITIES)[number], number>> = {
  Auckland: 0.3, Wellington: 0.11, Christchurch: 0.11, Hamilton: 0.06, Tauranga: 0.06, Dunedin: 0.04, 'Palmerston North': 0.03, Rotorua: 0.03,
  'New Plymouth': 0.03, Whangarei: 0.03, Invercargill: 0.02, Nelson: 0.03, Hastings: 0.03, Gisborne: 0.02, Queenstown: 0.05, 'Bay of Plenty': 0.05,
};
const OPENERS = ['Award-winning', 'Family-owned', 'Friendly', 'Boutique', 'Locally owned', 'Experienced', 'Eco-conscious', 'Kiwi-owned', 'Creative', 'Reliable'];
const CLOSERS = [
  'We work with weddings, birthdays and corporate functions.', 'Weddings, conferences and whānau celebrations are our speciality.',
  'From engagements and 21sts to end-of-year parties, we have you covered.', 'Small gatherings through to festivals of 2,000 guests.',
  'Product launches, awards nights and galas are our favourite.', 'Christenings, anniversaries and reunions are close to our hearts.',
];
const FIRST_NAMES = ['Aroha', 'Tama', 'Mere', 'Wiremu', 'Olivia', 'Jack', 'Amelia', 'Noah', 'Isla', 'Leo', 'Hana', 'Rangi', 'Sophie', 'Liam', 'Ava', 'Nikau', 'Charlotte', 'Oliver', 'Mia', 'Sione', 'Priya', 'Mei'];
const LAST_NAMES = ['Ngata', 'Wilson', 'Parata', 'Smith', 'Brown', 'Tane', 'Williams', 'Taylor', 'Walker', 'Henare', 'Clark', 'Thompson', 'Kereama', 'Young', 'Martin', 'Te Whata', 'Tupou', 'Patel', 'Chen', 'Campbell'];
const EVENT_TITLES = ['Wedding reception', '40th birthday', 'End-of-year function', 'Product launch', 'Whānau reunion', 'Engagement party', 'Conference dinner', '21st celebration', 'Anniversary dinner', 'Graduation party'];
const REVIEW_TITLES = [
  ['Disappointing', 'Not as promised', 'Would not book again'],
  ['Below expectations', 'Some problems on the day', 'Mixed experience'],
  ['Good enough', 'Solid service', 'Decent value'],
  ['Great service', 'Really happy', 'Would recommend'],
  ['Absolutely amazing', 'Exceeded every expectation', 'Made our day'],
];
const REVIEW_TEXTS = [
  ['Arrived late and the setup was unfinished when guests arrived.', 'Communication was poor and the final bill was higher than quoted.', 'Not what we were promised, sadly.'],
  ['Fine on the day but they left early and missed a few things.', 'Nice people, but the quality did not match the photos.', 'Slow replies before the event.'],
  ['Did what was asked, nothing more. Fair price.', 'Good on the day after a slow start with replies.', 'Solid, no complaints.'],
  ['Professional, on time and friendly. Our guests loved it.', 'Clear quote, great communication and a lovely result.', 'Would happily book again.'],
  ['Ka pai! Everything was perfect from the first message to pack-down.', 'Went above and beyond. Every guest asked who we used.', 'Could not have asked for more.'],
];
const RESPONSES = [
  'Ngā mihi for your review, it was a pleasure to be part of your event.',
  'Thank you so much for the kind words, we loved working with you.',
  'Thanks for the feedback. We are sorry it was not perfect and have talked it through with the team.',
];

const weightedRows = (weights: readonly number[]) => {
  let low = 0;
  return weights.map((weight, index) => {
    const high = index === weights.length - 1 ? 1.000001 : low + weight;
    const row = { index: index + 1, low: low.toFixed(6), high: high.toFixed(6) };
    low += weight;
    return row;
  });
};

/** Per-transaction helpers: r(g, salt) is a deterministic number in [0, 1) for row g. */
const PREAMBLE = [
  `CREATE OR REPLACE FUNCTION pg_temp.r(g bigint, salt int) RETURNS float8 LANGUAGE sql IMMUTABLE AS
     $$ SELECT (hashint8(g * 1000003 + salt) & 2147483647)::float8 / 2147483648 $$`,
  `CREATE OR REPLACE FUNCTION pg_temp.pick(arr text[], x float8) RETURNS text LANGUAGE sql IMMUTABLE AS
     $$ SELECT arr[1 + floor(x * array_length(arr, 1))::int] $$`,
  `CREATE TEMP TABLE bulk_city ON COMMIT DROP AS
     SELECT c.idx, c.lo, c.hi, c.area_code, c.postcode, l.id AS location_id, l.name, l.region
     FROM (VALUES ${weightedRows(Object.values(CITY_WEIGHTS)).map((w, i) => {
       const name = Object.keys(CITY_WEIGHTS)[i] as (typeof NZ_CITIES)[number];
       return `(${w.index}, ${text(name)}, ${w.low}::float8, ${w.high}::float8, ${text(CITY_CONTACT[name].areaCode)}, ${text(CITY_CONTACT[name].postcode)})`;
     }).join(', ')}) AS c(idx, name, lo, hi, area_code, postcode)
     JOIN locations l ON l.name = c.name`,
  `CREATE TEMP TABLE bulk_cat ON COMMIT DROP AS
     SELECT w.idx, w.lo, w.hi, w.nouns, w.phrase, w.theme, c.id AS category_id
     FROM (VALUES ${weightedRows(CATEGORY_WEIGHTS).map((w, i) =>
       `(${w.index}, ${text(CATEGORY_TREE[i]!.name)}, ${w.low}::float8, ${w.high}::float8, ${textArray(CATEGORY_NOUNS[i]!)}, ${text(CATEGORY_PHRASES[i]!)}, ${text(CATEGORY_THEMES[i]!)})`).join(', ')})
       AS w(idx, name, lo, hi, nouns, phrase, theme)
     JOIN categories c ON c.name = w.name`,
];

/** The primary category of bulk provider g is the bulk_cat row whose [lo, hi) holds r(g, 2). */
const PRIMARY_CAT = `bulk_cat cat ON pg_temp.r(g, 2) >= cat.lo AND pg_temp.r(g, 2) < cat.hi`;
const CITY_OF = (salt: number, key = 'g') => `bulk_city city ON pg_temp.r(${key}, ${salt}) >= city.lo AND pg_temp.r(${key}, ${salt}) < city.hi`;

type TIdBase = { base: number };

export const runBulkSeed = async (options: TBulkSeedOptions): Promise<TBulkSeedResult> => {
  const { db } = options;
  const log = options.log ?? (() => undefined);
  const chunk = Math.max(1_000, options.chunkSize ?? 25_000);
  const P = Math.max(0, Math.floor(options.providers));
  const R = P > 0 ? Math.max(0, Math.floor(options.reviews)) : 0;
  const perEvent = Math.min(REVIEWS_PER_EVENT, P);
  const E = R > 0 ? Math.ceil(R / perEvent) : 0;
  const O = E > 0 ? Math.min(50_000, Math.max(100, Math.ceil(E / 10))) : 0;
  const steps: TBulkSeedResult['steps'] = [];
  const started = performance.now();
  const tag = Date.now().toString(36);
  const passwordHash = await hashPassword(randomToken());

  const step = async (name: string, body: (run: (statement: string) => Promise<Record<string, unknown>[]>) => Promise<void>) => {
    const t0 = performance.now();
    await db.transaction(async (tx) => {
      const run = async (statement: string) => (await tx.execute(sql.raw(statement))).rows as Record<string, unknown>[];
      await run('SET LOCAL synchronous_commit = off');
      for (const statement of PREAMBLE) await run(statement);
      await body(run);
    });
    const seconds = (performance.now() - t0) / 1000;
    steps.push({ name, seconds });
    log(`${name} (${seconds.toFixed(1)} s, ${((performance.now() - started) / 1000).toFixed(1)} s total)`);
  };
  /** Locks the table against other writers, then reserves `count` ids from its serial sequence. */
  const reserveIds = async (run: (statement: string) => Promise<Record<string, unknown>[]>, table: string, count: number): Promise<TIdBase> => {
    await run(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
    const [row] = await run(`
      SELECT setval(pg_get_serial_sequence('${table}', 'id'),
        greatest((SELECT coalesce(max(id), 0) FROM ${table}), (SELECT last_value FROM ${table}_id_seq)) + ${count}) - ${count} AS base`);
    return { base: Number(row!.base) };
  };
  const ranges = (total: number, size: number) => {
    const out: [number, number][] = [];
    for (let from = 1; from <= total; from += size) out.push([from, Math.min(total, from + size - 1)]);
    return out;
  };
  const fmt = (n: number) => n.toLocaleString('en-NZ');

  if (options.reset) {
    // Children first, each in one set-based statement; the cascades left to run then find nothing.
    await step('reset: removed earlier bulk data', async (run) => {
      const timed = async (label: string, statement: string) => {
        const t0 = performance.now();
        await run(statement);
        log(`  reset: ${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
      };
      await run(`CREATE TEMP TABLE bulk_users ON COMMIT DROP AS SELECT id FROM users WHERE email LIKE '%@${BULK_EMAIL_DOMAIN}'`);
      await run(`CREATE TEMP TABLE bulk_providers ON COMMIT DROP AS SELECT id FROM provider_profiles WHERE user_id IN (SELECT id FROM bulk_users)`);
      await run(`CREATE TEMP TABLE bulk_reviews ON COMMIT DROP AS
        SELECT id FROM reviews WHERE provider_id IN (SELECT id FROM bulk_providers) UNION SELECT id FROM reviews WHERE organiser_id IN (SELECT id FROM bulk_users)`);
      await timed('review responses', `DELETE FROM review_responses WHERE review_id IN (SELECT id FROM bulk_reviews)`);
      await timed('reviews', `DELETE FROM reviews WHERE id IN (SELECT id FROM bulk_reviews)`);
      await timed('events', `DELETE FROM event_requests WHERE organiser_id IN (SELECT id FROM bulk_users)`);
      for (const table of ['attachments', 'provider_categories', 'provider_subcategories', 'quotes', 'chat_rooms', 'quote_invitations']) {
        await timed(table, `DELETE FROM ${table} WHERE provider_id IN (SELECT id FROM bulk_providers)`);
      }
      await timed('providers', `DELETE FROM provider_profiles WHERE id IN (SELECT id FROM bulk_providers)`);
      await timed('organisers', `DELETE FROM organiser_profiles WHERE user_id IN (SELECT id FROM bulk_users)`);
      await timed('users', `DELETE FROM users WHERE id IN (SELECT id FROM bulk_users)`);
    });
  }

  let providerBase = 0;
  let userBase = 0;
  if (P > 0) {
    log(`adding ${fmt(P)} providers and ${fmt(R)} reviews (${fmt(E)} completed events by ${fmt(O)} organisers), run tag ${tag}`);
    await step('reserved ids', async (run) => {
      userBase = (await reserveIds(run, 'users', P + O)).base;
      providerBase = (await reserveIds(run, 'provider_profiles', P)).base;
    });
  }
  const organiserBase = userBase + P;

  for (const [from, to] of ranges(P, chunk)) {
    await step(`providers ${fmt(to)} / ${fmt(P)}`, async (run) => {
      await run(`
        INSERT INTO users (id, email, password_hash, role, auth_type, created_at, updated_at)
        SELECT ${userBase} + g, format('provider-%s-%s@${BULK_EMAIL_DOMAIN}', ${text(tag)}, g), ${text(passwordHash)}, 'service_provider', 'email',
               now() - pg_temp.r(g, 39) * interval '1825 days', now()
        FROM generate_series(${from}, ${to}) g`);
      await run(`
        INSERT INTO provider_profiles (id, user_id, business_name, description, contact_name, email, phone, website, address, city, region, postal_code,
          location_id, years_in_operation, price_range, is_verified, is_active, created_at, updated_at)
        SELECT ${providerBase} + g, ${userBase} + g, n.name,
          pg_temp.pick(${textArray(OPENERS)}, pg_temp.r(g, 13)) || ' ' || cat.phrase || ' in ' || city.name || '. '
            || pg_temp.pick(${textArray(CLOSERS)}, pg_temp.r(g, 14)),
          pg_temp.pick(${textArray(FIRST_NAMES)}, pg_temp.r(g, 30)) || ' ' || pg_temp.pick(${textArray(LAST_NAMES)}, pg_temp.r(g, 31)),
          format('provider-%s-%s@${BULK_EMAIL_DOMAIN}', ${text(tag)}, g),
          CASE WHEN pg_temp.r(g, 15) < 0.55
            THEN format('02%s %s %s', (ARRAY['1', '2', '7'])[1 + g % 3], 200 + floor(pg_temp.r(g, 16) * 800)::int, lpad(floor(pg_temp.r(g, 17) * 10000)::int::text, 4, '0'))
            ELSE format('(%s) %s %s', city.area_code, 200 + floor(pg_temp.r(g, 16) * 800)::int, lpad(floor(pg_temp.r(g, 17) * 10000)::int::text, 4, '0')) END,
          CASE WHEN pg_temp.r(g, 32) < 0.75 THEN format('https://www.%s.co.nz', regexp_replace(translate(lower(n.name), 'āēīōū', 'aeiou'), '([^a-z0-9]+|ltd$)', '', 'g')) END,
          format('%s %s', 1 + floor(pg_temp.r(g, 33) * 400)::int, pg_temp.pick(ARRAY['Queen Street', 'Main Road', 'Beach Road', 'High Street', 'Station Road', 'Marine Parade', 'Park Road']::text[], pg_temp.r(g, 34))),
          city.name, city.region, city.postcode, city.location_id,
          floor(36 * pg_temp.r(g, 35) ^ 1.5)::int,
          (CASE WHEN pg_temp.r(g, 36) < 0.22 THEN 'budget' WHEN pg_temp.r(g, 36) < 0.58 THEN 'mid_range'
                WHEN pg_temp.r(g, 36) < 0.80 THEN 'premium' WHEN pg_temp.r(g, 36) < 0.88 THEN 'luxury' END)::price_range,
          pg_temp.r(g, 37) < 0.95, pg_temp.r(g, 38) < 0.97,
          now() - pg_temp.r(g, 39) * interval '1825 days', now()
        FROM generate_series(${from}, ${to}) g
        JOIN ${PRIMARY_CAT}
        JOIN ${CITY_OF(1)}
        CROSS JOIN LATERAL (SELECT pg_temp.pick(${textArray(PREFIXES)}, pg_temp.r(g, 10)) || ' ' || pg_temp.pick(cat.nouns, pg_temp.r(g, 11))
          || pg_temp.pick(ARRAY['', '', '', ' Ltd', ' Co.', ' NZ', ' & Co.', ' Collective']::text[], pg_temp.r(g, 12)) AS name) n`);
      // The main category and, for a third of providers, a second one; one to four subcategories of each.
      await run(`
        INSERT INTO provider_categories (provider_id, category_id)
        SELECT DISTINCT ${providerBase} + g, c.category_id
        FROM generate_series(${from}, ${to}) g
        JOIN ${PRIMARY_CAT}
        CROSS JOIN LATERAL (VALUES (cat.idx), (CASE WHEN pg_temp.r(g, 40) < 0.33 THEN 1 + (cat.idx + floor(pg_temp.r(g, 41) * 5)::int) % 6 END)) AS k(idx)
        JOIN bulk_cat c ON c.idx = k.idx`);
      await run(`
        INSERT INTO provider_subcategories (provider_id, subcategory_id)
        SELECT pc.provider_id, s.id
        FROM provider_categories pc
        JOIN subcategories s ON s.category_id = pc.category_id
        WHERE pc.provider_id BETWEEN ${providerBase + from} AND ${providerBase + to}
          AND (s.sort_order = (pc.provider_id + pc.category_id) % 4 OR pg_temp.r(pc.provider_id * 8 + s.sort_order, 44) < 0.3)`);
      // A drawn profile picture for most, three drawn service images each (see the media module).
      await run(`
        INSERT INTO attachments (provider_id, kind, file_url, file_name, mime_type, sort_order)
        SELECT p.id, k.kind::attachment_kind,
          CASE WHEN k.n = 0 THEN format('/api/media/generated/profile/%s.svg', s.slug) ELSE format('/api/media/generated/service/%s-%s-%s.svg', cat.theme, s.slug, k.n) END,
          CASE WHEN k.n = 0 THEN s.slug || '-profile.svg' ELSE format('%s-service-%s.svg', s.slug, k.n) END,
          'image/svg+xml', k.n
        FROM provider_profiles p
        CROSS JOIN LATERAL (SELECT p.id - ${providerBase} AS g) gg
        CROSS JOIN LATERAL (SELECT left(btrim(regexp_replace(translate(lower(p.business_name), 'āēīōū', 'aeiou'), '[^a-z0-9]+', '-', 'g'), '-'), 80) || '-' || gg.g AS slug) s
        JOIN bulk_cat cat ON pg_temp.r(gg.g, 2) >= cat.lo AND pg_temp.r(gg.g, 2) < cat.hi
        CROSS JOIN LATERAL (VALUES ('profile_picture', 0), ('service_image', 1), ('service_image', 2), ('service_image', 3)) AS k(kind, n)
        WHERE p.id BETWEEN ${providerBase + from} AND ${providerBase + to} AND (k.n > 0 OR pg_temp.r(gg.g, 50) < 0.9)`);
    });
  }

  if (O > 0) {
    await step(`organisers ${fmt(O)}`, async (run) => {
      await run(`
        INSERT INTO users (id, email, password_hash, role, auth_type, created_at, updated_at)
        SELECT ${organiserBase} + o, format('organiser-%s-%s@${BULK_EMAIL_DOMAIN}', ${text(tag)}, o), ${text(passwordHash)}, 'event_organiser', 'email',
               now() - interval '1200 days', now()
        FROM generate_series(1, ${O}) o`);
      await run(`
        INSERT INTO organiser_profiles (user_id, organiser_type, first_name, last_name, business_name, city)
        SELECT ${organiserBase} + o, CASE WHEN pg_temp.r(o, 90) < 0.8 THEN 'individual' ELSE 'business' END::organiser_type,
          pg_temp.pick(${textArray(FIRST_NAMES)}, pg_temp.r(o, 91)), pg_temp.pick(${textArray(LAST_NAMES)}, pg_temp.r(o, 92)),
          CASE WHEN pg_temp.r(o, 90) < 0.8 THEN NULL ELSE pg_temp.pick(${textArray(PREFIXES)}, pg_temp.r(o, 93)) || ' Holdings Ltd' END, city.name
        FROM generate_series(1, ${O}) o JOIN ${CITY_OF(94, 'o')}`);
    });
  }

  let eventBase = 0;
  if (E > 0) {
    await step('reserved event ids', async (run) => {
      eventBase = (await reserveIds(run, 'event_requests', E)).base;
    });
  }
  /** Event j: organiser 1 + j % O, dated 21 to 1,020 days ago; reviewed for `perEvent` different providers. */
  const eventDate = (j: string) => `(current_date - (21 + floor(pg_temp.r(${j}, 61) * 1000))::int)`;
  const stride = Math.max(1, Math.floor(P / Math.max(1, perEvent)));
  const eventChunk = Math.max(1, Math.floor((chunk * 4) / perEvent));
  for (const [from, to] of ranges(E, eventChunk)) {
    await step(`reviews ${fmt(Math.min(R, to * perEvent))} / ${fmt(R)}`, async (run) => {
      await run(`
        INSERT INTO event_requests (id, organiser_id, title, description, event_date, location, location_id, budget_min, budget_max,
          organiser_name, organiser_email, organiser_type, status, submitted_at, created_at, updated_at)
        SELECT ${eventBase} + j, ${organiserBase} + o.o, pg_temp.pick(${textArray(EVENT_TITLES)}, pg_temp.r(j, 60)),
          'A completed event from the benchmark data set.', ${eventDate('j')}, city.name, city.location_id,
          b.budget, b.budget * 2,
          pg_temp.pick(${textArray(FIRST_NAMES)}, pg_temp.r(o.o, 91)) || ' ' || pg_temp.pick(${textArray(LAST_NAMES)}, pg_temp.r(o.o, 92)),
          format('organiser-%s-%s@${BULK_EMAIL_DOMAIN}', ${text(tag)}, o.o), 'individual', 'completed',
          ${eventDate('j')} - interval '60 days', ${eventDate('j')} - interval '60 days', ${eventDate('j')} + interval '1 day'
        FROM generate_series(${from}, ${to}) j
        CROSS JOIN LATERAL (SELECT 1 + j % ${O} AS o) o
        CROSS JOIN LATERAL (SELECT (5 + floor(pg_temp.r(j, 63) * 60)::int) * 100 AS budget) b
        JOIN ${CITY_OF(62, 'j')}`);
      await run(`
        INSERT INTO reviews (event_request_id, provider_id, organiser_id, rating, title, review_text, is_anonymous, created_at, updated_at)
        SELECT ${eventBase} + j, ${providerBase} + p.g, ${organiserBase} + 1 + j % ${O}, x.rating,
          (${textArray(REVIEW_TITLES.flat())})[(x.rating - 1) * 3 + 1 + floor(pg_temp.r(j * 8 + k, 70) * 3)::int],
          CASE WHEN pg_temp.r(j * 8 + k, 71) < 0.9 THEN (${textArray(REVIEW_TEXTS.flat())})[(x.rating - 1) * 3 + 1 + floor(pg_temp.r(j * 8 + k, 72) * 3)::int] END,
          pg_temp.r(j * 8 + k, 73) < 0.15, t.at, t.at
        FROM generate_series(${from}, ${to}) j
        CROSS JOIN generate_series(0, ${perEvent - 1}) k
        CROSS JOIN LATERAL (SELECT 1 + ((floor(${P} * pg_temp.r(j, 75) ^ 1.6)::bigint + k * ${stride}) % ${P}) AS g) p
        CROSS JOIN LATERAL (SELECT greatest(1, least(5, round(2.4 + 2.6 * pg_temp.r(p.g, 76) + (pg_temp.r(j * 8 + k, 77) - 0.4) * 2.4)))::smallint AS rating) x
        CROSS JOIN LATERAL (SELECT ${eventDate('j')} + (1 + floor(pg_temp.r(j * 8 + k, 74) * 19)::int) * interval '1 day' + interval '10 hours' AS at) t
        WHERE (j - 1) * ${perEvent} + k < ${R}`);
      await run(`
        INSERT INTO review_responses (review_id, response_text, created_at)
        SELECT r.id, pg_temp.pick(${textArray(RESPONSES)}, pg_temp.r(r.id, 81)), least(now(), r.created_at + interval '2 days')
        FROM reviews r WHERE r.event_request_id BETWEEN ${eventBase + from} AND ${eventBase + to} AND pg_temp.r(r.id, 80) < 0.15`);
    });
  }

  for (const [from, to] of ranges(P, chunk * 2)) {
    await step(`ratings and search text ${fmt(to)} / ${fmt(P)}`, async (run) => {
      await run(providerStatsSql(providerBase + from, providerBase + to));
    });
  }
  if (P > 0) {
    const t0 = performance.now();
    for (const table of ['users', 'organiser_profiles', 'provider_profiles', 'provider_categories', 'provider_subcategories', 'attachments', 'event_requests', 'reviews', 'review_responses']) {
      await db.execute(sql.raw(`ANALYZE ${table}`));
    }
    steps.push({ name: 'analyze', seconds: (performance.now() - t0) / 1000 });
    log(`analyzed (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
  const seconds = (performance.now() - started) / 1000;
  return { providers: P, reviews: R, organisers: O, events: E, seconds, steps };
};
