/**
 * The large provider set for the providers benchmark: 100,000 providers and 1,000,000 reviews
 * (by default) in a PostgreSQL database, generated inside PostgreSQL with generate_series so it
 * takes about a minute rather than an hour of round trips. Deterministic: every choice is a hash of
 * the row number, so two runs build the same data.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/hui_bench npx tsx bench/providers-seed.ts [--providers N] [--reviews N]
 *
 * The database is created when absent and migrated with the application's own migrations. A
 * database that already holds the set is left alone; a partial one is refused (drop it and rerun).
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CATEGORY_TREE } from '../apps/api/src/db/seed/reference-data.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/reference-data.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { hashPassword } from '../apps/api/src/lib/crypto.ts';

export type TSeedSize = { providers: number; reviews: number };
export const DEFAULT_SEED_SIZE: TSeedSize = { providers: 100_000, reviews: 1_000_000 };
export const BENCH_PASSWORD = 'Bench!Passw0rd';
const REVIEWS_PER_EVENT = 4;

const log = (message: string) => process.stdout.write(`[providers-seed] ${message}\n`);

/** Creates the database named in the URL when it does not exist yet. */
export const ensureDatabaseExists = async (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_URL must name a simple database (got "${name}")`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      log(`creating database ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await admin.end();
  }
};

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
const sqlArray = (values: readonly string[]) => `ARRAY[${values.map(sqlText).join(', ')}]::text[]`;

const PREFIXES = [
  'Kauri', 'Tōtara', 'Harbourside', 'Southern', 'Pōhutukawa', 'Tūī', 'Kea', 'Ruru', 'Silver Fern', 'Coastal', 'Alpine', 'Rimu',
  'Kōwhai', 'Mānuka', 'Summit', 'Riverstone', 'Lakeside', 'Aotea', 'Mataī', 'Pīwakawaka', 'Tasman', 'Pacific', 'Greenstone',
  'Wildflower', 'Driftwood', 'Ironsand', 'Firelight', 'Matariki', 'Kōtuku', 'Hinemoa', 'Waitematā', 'Ōtaki', 'Karaka', 'Nīkau',
  'Blue Penguin', 'Golden Bay', 'Black Sand', 'Long White Cloud', 'Takahē', 'Kererū', 'Rangitoto', 'Cook Strait', 'Canterbury',
  'Northern', 'Eastern', 'Westcoast', 'Ponsonby', 'Cuba Street', 'Riccarton', 'Fern & Feather',
];
const NOUNS_BY_CATEGORY: readonly (readonly string[])[] = [
  ['Catering', 'Kitchen', 'Feasts', 'Bakehouse', 'Food Truck', 'Cuisine', 'Bar Co.', 'Coffee Cart', 'Hāngī Co.', 'Canapés'],
  ['Music', 'Band', 'DJs', 'Entertainment', 'Sounds', 'String Quartet', 'MC Services', 'Jazz Trio', 'Kapa Haka', 'Acoustics'],
  ['Photography', 'Films', 'Studio', 'Photo Booth', 'Media', 'Drone Works', 'Portraits', 'Visuals', 'Lens Co.', 'Moments'],
  ['Venue', 'Lodge', 'Estate', 'Vineyard', 'Hall', 'Gardens', 'Function Centre', 'Woolshed', 'Boathouse', 'Marae Venue'],
  ['Florals', 'Styling', 'Event Hire', 'Lighting', 'Marquees', 'Decor', 'Blooms', 'Props & Hire', 'Balloons', 'Tablescapes'],
  ['Events', 'Planning', 'Coordination', 'Security', 'Transport', 'Event Crew', 'Weddings', 'Productions', 'Shuttles', 'Occasions'],
];
const SUFFIXES = ['', '', '', ' Ltd', ' Co.', ' NZ', ' & Co.', ' Collective'];
const DESCRIPTION_OPENERS = [
  'Award-winning', 'Family-owned', 'Friendly', 'Boutique', 'Locally owned', 'Experienced', 'Eco-conscious', 'Kiwi-owned', 'Creative', 'Reliable',
];
const DESCRIPTION_BY_CATEGORY = [
  'catering with seasonal menus, grazing tables and hāngī',
  'live music, DJs and MCs that keep the dance floor full',
  'photography and videography that tells the story of your day',
  'venue hire with indoor and outdoor spaces for every size of gathering',
  'styling, florals, lighting and marquee hire',
  'event planning, coordination, security and transport',
];
const DESCRIPTION_CLOSERS = [
  'for weddings, birthdays and corporate functions.', 'for weddings, conferences and whānau celebrations.',
  'for engagements, 21sts and end-of-year parties.', 'for small gatherings through to festivals of 2,000.',
  'for product launches, awards nights and galas.', 'for christenings, anniversaries and reunions.',
];
const FIRST_NAMES = ['Aroha', 'Tama', 'Mere', 'Wiremu', 'Olivia', 'Jack', 'Amelia', 'Noah', 'Isla', 'Leo', 'Hana', 'Rangi', 'Sophie', 'Liam', 'Ava', 'Nikau', 'Charlotte', 'Oliver', 'Mia', 'George'];
const LAST_NAMES = ['Ngata', 'Wilson', 'Parata', 'Smith', 'Brown', 'Tane', 'Williams', 'Taylor', 'Walker', 'Henare', 'Clark', 'Thompson', 'Kereama', 'Young', 'Martin', 'Anderson', 'Te Whata', 'King', 'Scott', 'Campbell'];
const REVIEW_TITLES = [
  ['Disappointing', 'Not as promised', 'Would not book again'],
  ['Below expectations', 'Some problems on the day', 'Mixed experience'],
  ['Good enough', 'Solid service', 'Decent value'],
  ['Great service', 'Really happy', 'Would recommend'],
  ['Absolutely amazing', 'Exceeded every expectation', 'Made our day perfect'],
];
const REVIEW_TEXTS = [
  ['Arrived late and the setup was unfinished when guests arrived.', 'Communication was poor and the final bill was higher than quoted.'],
  ['The service was fine but they left early and missed a few things.', 'Nice people, but the quality did not match the photos.'],
  ['Did what was asked, nothing more. Fair price.', 'Good on the day after a slow start with replies.'],
  ['Professional, on time and friendly. Our guests loved it.', 'Clear quote, great communication and a lovely result.'],
  ['Ka pai! Everything was perfect from the first message to pack-down.', 'Went above and beyond. Every guest asked who we used.'],
];
const CITY_WEIGHTS: Record<string, number> = {
  Auckland: 0.30, Wellington: 0.11, Christchurch: 0.11, Hamilton: 0.06, Tauranga: 0.06, Dunedin: 0.04, 'Palmerston North': 0.03, Rotorua: 0.03,
  'New Plymouth': 0.03, Whangarei: 0.03, Invercargill: 0.02, Nelson: 0.03, Hastings: 0.03, Gisborne: 0.02, Queenstown: 0.05, 'Bay of Plenty': 0.05,
};
const CATEGORY_WEIGHTS = [0.22, 0.18, 0.2, 0.12, 0.16, 0.12];

/** Weighted choice table: rows (idx, lo, hi) with cumulative bounds in [0, 1). */
const weightedValues = (weights: readonly number[]) => {
  let lo = 0;
  return weights
    .map((w, i) => {
      const row = `(${i + 1}, ${lo.toFixed(6)}::float8, ${(i === weights.length - 1 ? 1.000001 : lo + w).toFixed(6)}::float8)`;
      lo += w;
      return row;
    })
    .join(', ');
};

const buildSeedSql = (size: TSeedSize, passwordHash: string) => {
  const events = Math.ceil(size.reviews / REVIEWS_PER_EVENT);
  const organisers = Math.max(1, Math.ceil(events / 12));
  const cityNames = Object.keys(CITY_WEIGHTS);
  const nounRows = NOUNS_BY_CATEGORY.map((nouns, i) => `(${i + 1}, ${sqlArray(nouns)})`).join(', ');
  return `
-- r(g, salt): a deterministic pseudo-random number in [0, 1) for row g.
CREATE FUNCTION pg_temp.r(g bigint, salt int) RETURNS float8 LANGUAGE sql IMMUTABLE AS
  $$ SELECT (hashint8(g * 7919 + salt) & 2147483647)::float8 / 2147483648 $$;
CREATE FUNCTION pg_temp.pick(arr text[], x float8) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$ SELECT arr[1 + floor(x * array_length(arr, 1))::int] $$;

CREATE TEMP TABLE bench_city AS
  SELECT c.idx, c.lo, c.hi, l.id AS location_id, l.name, l.region
  FROM (VALUES ${weightedValues(Object.values(CITY_WEIGHTS))}) AS c(idx, lo, hi)
  JOIN locations l ON l.name = (${sqlArray(cityNames)})[c.idx];
CREATE TEMP TABLE bench_cat AS
  SELECT w.idx, w.lo, w.hi, c.id AS category_id, c.name, n.nouns
  FROM (VALUES ${weightedValues(CATEGORY_WEIGHTS)}) AS w(idx, lo, hi)
  JOIN categories c ON c.name = (${sqlArray(CATEGORY_TREE.map((c) => c.name))})[w.idx]
  JOIN (VALUES ${nounRows}) AS n(idx, nouns) ON n.idx = w.idx;

-- Organisers who wrote the reviews.
INSERT INTO users (email, password_hash, role)
  SELECT format('bench-organiser-%s@bench.huievents.nz', g), ${sqlText(passwordHash)}, 'event_organiser'
  FROM generate_series(1, ${organisers}) g;
INSERT INTO organiser_profiles (user_id, organiser_type, first_name, last_name, business_name, city)
  SELECT u.id,
    CASE WHEN pg_temp.r(u.id, 1) < 0.8 THEN 'individual' ELSE 'business' END::organiser_type,
    pg_temp.pick(${sqlArray(FIRST_NAMES)}, pg_temp.r(u.id, 2)),
    pg_temp.pick(${sqlArray(LAST_NAMES)}, pg_temp.r(u.id, 3)),
    CASE WHEN pg_temp.r(u.id, 1) < 0.8 THEN NULL ELSE pg_temp.pick(${sqlArray(PREFIXES)}, pg_temp.r(u.id, 4)) || ' Holdings Ltd' END,
    'Auckland'
  FROM users u WHERE u.email LIKE 'bench-organiser-%';

-- Providers: one user and one profile each.
INSERT INTO users (email, password_hash, role)
  SELECT format('bench-provider-%s@bench.huievents.nz', g), ${sqlText(passwordHash)}, 'service_provider'
  FROM generate_series(1, ${size.providers}) g;
CREATE TEMP TABLE bench_provider AS
  SELECT u.id AS user_id, substring(u.email FROM 'bench-provider-([0-9]+)@')::int AS g
  FROM users u WHERE u.email LIKE 'bench-provider-%';
CREATE TEMP TABLE bench_profile AS
  SELECT b.user_id, b.g, city.location_id, city.name AS city, city.region, cat.idx AS cat_idx, cat.category_id, cat.name AS category_name,
    pg_temp.pick(${sqlArray(PREFIXES)}, pg_temp.r(b.g, 10)) || ' ' || pg_temp.pick(cat.nouns, pg_temp.r(b.g, 11))
      || pg_temp.pick(${sqlArray(SUFFIXES)}, pg_temp.r(b.g, 12)) AS business_name,
    pg_temp.pick(${sqlArray(DESCRIPTION_OPENERS)}, pg_temp.r(b.g, 13)) || ' ' || (${sqlArray(DESCRIPTION_BY_CATEGORY)})[cat.idx]
      || ' in ' || city.name || ' ' || pg_temp.pick(${sqlArray(DESCRIPTION_CLOSERS)}, pg_temp.r(b.g, 14)) AS description
  FROM bench_provider b
  JOIN bench_city city ON pg_temp.r(b.g, 20) >= city.lo AND pg_temp.r(b.g, 20) < city.hi
  JOIN bench_cat cat ON pg_temp.r(b.g, 21) >= cat.lo AND pg_temp.r(b.g, 21) < cat.hi;

INSERT INTO provider_profiles (user_id, business_name, description, contact_name, email, phone, website, address, city, region, postal_code,
    location_id, years_in_operation, price_range, is_verified, is_active, created_at, updated_at)
  SELECT p.user_id, p.business_name, p.description,
    pg_temp.pick(${sqlArray(FIRST_NAMES)}, pg_temp.r(p.g, 30)) || ' ' || pg_temp.pick(${sqlArray(LAST_NAMES)}, pg_temp.r(p.g, 31)),
    format('hello+%s@bench.huievents.nz', p.g),
    format('02%s %s %s', 1 + p.g % 9, lpad((p.g % 1000)::text, 3, '0'), lpad((p.g % 10000)::text, 4, '0')),
    CASE WHEN pg_temp.r(p.g, 32) < 0.7 THEN format('https://provider-%s.example.nz', p.g) END,
    format('%s %s Road', 1 + p.g % 300, pg_temp.pick(${sqlArray(PREFIXES)}, pg_temp.r(p.g, 33))),
    p.city, p.region, lpad((1000 + p.g % 8999)::text, 4, '0'), p.location_id,
    CASE WHEN pg_temp.r(p.g, 34) < 0.03 THEN NULL ELSE floor(40 * pg_temp.r(p.g, 35) ^ 2)::int END,
    (CASE WHEN pg_temp.r(p.g, 36) < 0.25 THEN 'budget' WHEN pg_temp.r(p.g, 36) < 0.60 THEN 'mid_range'
          WHEN pg_temp.r(p.g, 36) < 0.82 THEN 'premium' WHEN pg_temp.r(p.g, 36) < 0.90 THEN 'luxury' END)::price_range,
    pg_temp.r(p.g, 37) < 0.93, pg_temp.r(p.g, 38) < 0.97,
    now() - (pg_temp.r(p.g, 39) * interval '1825 days'), now()
  FROM bench_profile p ORDER BY p.g;
CREATE TEMP TABLE bench_pid AS
  SELECT b.g, pp.id AS provider_id, b.cat_idx, b.category_id FROM bench_profile b JOIN provider_profiles pp ON pp.user_id = b.user_id;
CREATE INDEX ON bench_pid (g);

-- Categories: the main one, a second for 40% and a third for 15%; one to three subcategories of each.
INSERT INTO provider_categories (provider_id, category_id)
  SELECT DISTINCT b.provider_id, c.id
  FROM bench_pid b
  CROSS JOIN LATERAL (VALUES (b.cat_idx), (CASE WHEN pg_temp.r(b.g, 40) < 0.40 THEN 1 + (b.cat_idx + floor(pg_temp.r(b.g, 41) * 5)::int) % 6 END),
    (CASE WHEN pg_temp.r(b.g, 42) < 0.15 THEN 1 + (b.cat_idx + floor(pg_temp.r(b.g, 43) * 5)::int) % 6 END)) AS k(idx)
  JOIN bench_cat bc ON bc.idx = k.idx
  JOIN categories c ON c.id = bc.category_id;
INSERT INTO provider_subcategories (provider_id, subcategory_id)
  SELECT DISTINCT pc.provider_id, s.id
  FROM provider_categories pc
  JOIN bench_pid b ON b.provider_id = pc.provider_id
  JOIN subcategories s ON s.category_id = pc.category_id
  WHERE s.sort_order <= floor(pg_temp.r(b.g, 44 + pc.category_id) * 3)::int;

-- The search text: business name, description and category names (what refreshProviderSearchText writes).
UPDATE provider_profiles pp SET search_text = concat_ws(' ', pp.business_name, pp.description, cats.names)
  FROM (SELECT pc.provider_id, string_agg(c.name, ' ' ORDER BY c.sort_order, c.name) AS names
        FROM provider_categories pc JOIN categories c ON c.id = pc.category_id GROUP BY pc.provider_id) cats
  WHERE cats.provider_id = pp.id;

-- Pictures: a profile picture for 85%, two to six service images, up to eight gallery images.
INSERT INTO attachments (provider_id, kind, file_url, file_name, mime_type, size_bytes, sort_order)
  SELECT b.provider_id, 'profile_picture', format('/uploads/bench/providers/%s/profile.jpg', b.g), 'profile.jpg', 'image/jpeg', 48000, 0
  FROM bench_pid b WHERE pg_temp.r(b.g, 50) < 0.85;
INSERT INTO attachments (provider_id, kind, file_url, file_name, mime_type, size_bytes, sort_order)
  SELECT b.provider_id, 'service_image', format('/uploads/bench/providers/%s/service-%s.jpg', b.g, k), format('service-%s.jpg', k), 'image/jpeg', 150000, k
  FROM bench_pid b CROSS JOIN LATERAL generate_series(1, 2 + floor(pg_temp.r(b.g, 51) * 5)::int) k;
INSERT INTO attachments (provider_id, kind, file_url, file_name, mime_type, size_bytes, sort_order)
  SELECT b.provider_id, 'gallery_image', format('/uploads/bench/providers/%s/gallery-%s.jpg', b.g, k), format('gallery-%s.jpg', k), 'image/jpeg', 210000, k
  FROM bench_pid b CROSS JOIN LATERAL generate_series(1, floor(pg_temp.r(b.g, 52) * 9)::int) k;

-- Completed events, each reviewed for ${REVIEWS_PER_EVENT} different providers; popular providers get more reviews.
CREATE TEMP TABLE bench_organiser AS
  SELECT row_number() OVER (ORDER BY id) AS n, id FROM users WHERE email LIKE 'bench-organiser-%';
INSERT INTO event_requests (organiser_id, title, description, event_date, location, status, organiser_name, submitted_at, created_at, updated_at)
  SELECT o.id,
    pg_temp.pick(ARRAY['Wedding reception', '40th birthday', 'End-of-year function', 'Product launch', 'Whānau reunion', 'Engagement party', 'Conference dinner', '21st celebration']::text[], pg_temp.r(e, 60)),
    'Bench event request', (current_date - (1 + floor(pg_temp.r(e, 61) * 1000))::int), 'Auckland', 'completed', 'Bench Organiser',
    now() - interval '1100 days', now() - interval '1100 days', now() - interval '1100 days'
  FROM generate_series(1, ${events}) e
  JOIN bench_organiser o ON o.n = 1 + (e % ${organisers});
CREATE TEMP TABLE bench_event AS
  SELECT row_number() OVER (ORDER BY id) AS e, id, organiser_id, event_date FROM event_requests WHERE description = 'Bench event request';
INSERT INTO reviews (event_request_id, provider_id, organiser_id, rating, title, review_text, is_anonymous, created_at, updated_at)
  SELECT ev.id, b.provider_id, ev.organiser_id, x.rating,
    (${sqlArray(REVIEW_TITLES.flat())})[(x.rating - 1) * 3 + 1 + floor(pg_temp.r(ev.e * 8 + k, 70) * 3)::int],
    CASE WHEN pg_temp.r(ev.e * 8 + k, 71) < 0.9 THEN (${sqlArray(REVIEW_TEXTS.flat())})[(x.rating - 1) * 2 + 1 + floor(pg_temp.r(ev.e * 8 + k, 72) * 2)::int] END,
    pg_temp.r(ev.e * 8 + k, 73) < 0.1,
    ev.event_date + (1 + floor(pg_temp.r(ev.e * 8 + k, 74) * 20)::int) * interval '1 day',
    ev.event_date + (1 + floor(pg_temp.r(ev.e * 8 + k, 74) * 20)::int) * interval '1 day'
  FROM bench_event ev
  CROSS JOIN generate_series(0, ${REVIEWS_PER_EVENT - 1}) k
  JOIN bench_pid b ON b.g = 1 + ((floor(${size.providers} * pg_temp.r(ev.e, 75) ^ 1.6)::bigint * 7919 + k * 25013) % ${size.providers})
  CROSS JOIN LATERAL (SELECT greatest(1, least(5, round(2.3 + 2.6 * pg_temp.r(b.g, 76) + (pg_temp.r(ev.e * 8 + k, 77) - 0.5) * 2.6)))::smallint AS rating) x
  ON CONFLICT DO NOTHING;
INSERT INTO review_responses (review_id, response_text, created_at)
  SELECT r.id, 'Ngā mihi for your review, it was a pleasure to be part of your event.', r.created_at + interval '2 days'
  FROM reviews r WHERE pg_temp.r(r.id, 80) < 0.15;

-- The denormalised rating, as refreshProviderRating keeps it.
UPDATE provider_profiles pp SET avg_rating = s.avg_rating, review_count = s.review_count
  FROM (SELECT provider_id, round(avg(rating), 2) AS avg_rating, count(*)::int AS review_count FROM reviews GROUP BY provider_id) s
  WHERE s.provider_id = pp.id;
`;
};

const counts = async (client: pg.Client) => {
  const { rows } = await client.query<{ providers: number; reviews: number }>(
    "SELECT (SELECT count(*) FROM users WHERE email LIKE 'bench-provider-%')::int AS providers, (SELECT count(*) FROM reviews)::int AS reviews",
  );
  return rows[0]!;
};

/**
 * Makes sure the database holds the large set: migrates, adds the reference data, and generates
 * the providers and reviews when they are not there yet. Returns what the database holds.
 */
export const ensureLargeProviderSet = async (databaseUrl: string, size: TSeedSize = DEFAULT_SEED_SIZE) => {
  await ensureDatabaseExists(databaseUrl);
  const database = await openDatabase({ databaseUrl, pgliteDir: null, poolSize: 1 });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const before = await counts(client);
    if (before.providers >= size.providers && before.reviews >= size.reviews * 0.99) {
      log(`database already holds ${before.providers} providers and ${before.reviews} reviews`);
      return before;
    }
    if (before.providers > 0) {
      throw new Error(`database holds a partial set (${before.providers} providers, ${before.reviews} reviews); drop it and run again`);
    }
    const started = performance.now();
    log(`generating ${size.providers} providers and ${size.reviews} reviews (about a minute)...`);
    await client.query('BEGIN');
    await client.query(buildSeedSql(size, await hashPassword(BENCH_PASSWORD)));
    await client.query('COMMIT');
    log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s; vacuum analyse...`);
    await client.query('VACUUM ANALYZE');
    const after = await counts(client);
    log(`done: ${after.providers} providers, ${after.reviews} reviews in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return after;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
};

const argValue = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : undefined;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    process.stderr.write('Set BENCH_DATABASE_URL to a PostgreSQL URL, e.g. postgres://postgres@127.0.0.1:5432/hui_bench\n');
    process.exit(1);
  }
  const size = { providers: argValue('providers') ?? DEFAULT_SEED_SIZE.providers, reviews: argValue('reviews') ?? DEFAULT_SEED_SIZE.reviews };
  ensureLargeProviderSet(databaseUrl, size).then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`[providers-seed] failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
