import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../client.ts';
import { attachments, categories, locations, providerCategories, providerProfiles, providerSubcategories, subcategories, users } from '../schema.ts';
import { generatedImageUrl } from '../../modules/media/generated-image.ts';
import { CATEGORY_TREE, CITY_REGIONS } from './reference-data.ts';
import { DEMO_PROVIDER_EMAIL } from './demo-accounts.ts';
import {
  CATEGORY_THEMES, CITY_CONTACT, DEMO_PROVIDERS, EXTRA_SENTENCES, FIRST_NAMES, GENERAL_SENTENCES, LAST_NAMES, STREETS,
  type TCity, type TDemoProvider,
} from './demo-providers-data.ts';
import { slugify, type TRandom } from './prng.ts';

export type TCategoryIndex = TDemoProvider['category'];

/** What later seed steps need to know about a seeded provider. */
export type TSeededProvider = {
  id: number;
  userId: number;
  name: string;
  slug: string;
  city: TCity;
  category: TCategoryIndex;
  subs: number[];
  contactFirstName: string;
  contactName: string;
  email: string;
  priceRange: 'budget' | 'mid_range' | 'premium' | 'luxury' | null;
  isListed: boolean;
};

/** Category and subcategory ids by CATEGORY_TREE position. */
export type TCategoryIds = { categoryIds: number[]; subcategoryIds: number[][] };

export const loadCategoryIds = async (db: TDb): Promise<TCategoryIds> => {
  const cats = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const subs = await db.select({ id: subcategories.id, categoryId: subcategories.category_id, name: subcategories.name }).from(subcategories).orderBy(asc(subcategories.sort_order));
  const categoryIds = CATEGORY_TREE.map((tree) => {
    const found = cats.find((c) => c.name === tree.name);
    if (!found) throw new Error(`reference data missing category ${tree.name}`);
    return found.id;
  });
  const subcategoryIds = CATEGORY_TREE.map((tree, index) =>
    tree.subs.map(([name]) => {
      const found = subs.find((s) => s.categoryId === categoryIds[index] && s.name === name);
      if (!found) throw new Error(`reference data missing subcategory ${name}`);
      return found.id;
    }),
  );
  return { categoryIds, subcategoryIds };
};

const THREE_DIGITS = (rng: TRandom) => String(rng.int(200, 999));
const FOUR_DIGITS = (rng: TRandom) => String(rng.int(0, 9999)).padStart(4, '0');

/** '021 555 0142' (mobile) or '(09) 379 1234' (landline with the city's area code). */
export const nzPhone = (rng: TRandom, city: TCity) =>
  rng.chance(0.55) ? `02${rng.pick(['1', '2', '7'])} ${THREE_DIGITS(rng)} ${FOUR_DIGITS(rng)}` : `(${CITY_CONTACT[city].areaCode}) ${THREE_DIGITS(rng)} ${FOUR_DIGITS(rng)}`;

const PRICE_WEIGHTS = [['budget', 20], ['mid_range', 36], ['premium', 24], ['luxury', 8], [null, 12]] as const;

const describe = (provider: TDemoProvider, rng: TRandom) => {
  const sentences = [provider.blurb];
  if (!provider.listing) {
    if (rng.chance(0.75)) sentences.push(rng.pick(EXTRA_SENTENCES[provider.category]!));
    if (rng.chance(0.35)) sentences.push(rng.pick(GENERAL_SENTENCES));
  }
  return sentences.join(' ');
};

/** Providers chosen to have no pictures at all, for the "No photos available" state. */
const WITHOUT_PHOTOS = new Set(['Kauri Coast Sound', 'Invercargill Party Hire', 'Heretaunga Event Security', 'Fresh Start Catering', 'Kiwi Karaoke Hire']);

const pictureRows = (options: { providerId: number; slug: string; category: TCategoryIndex; extra?: TCategoryIndex; rng: TRandom }) => {
  const { providerId, slug, rng } = options;
  const themeFor = () => CATEGORY_THEMES[options.extra !== undefined && rng.chance(0.3) ? options.extra : options.category];
  const rows: (typeof attachments.$inferInsert)[] = [
    { provider_id: providerId, kind: 'profile_picture', file_url: generatedImageUrl('profile', slug), file_name: `${slug}-profile.svg`, mime_type: 'image/svg+xml', sort_order: 0 },
  ];
  const serviceCount = rng.int(3, 8);
  for (let n = 1; n <= serviceCount; n += 1) {
    rows.push({ provider_id: providerId, kind: 'service_image', file_url: generatedImageUrl('service', `${themeFor()}-${slug}-${n}`), file_name: `${slug}-service-${n}.svg`, mime_type: 'image/svg+xml', sort_order: n });
  }
  const galleryCount = rng.weighted([[0, 2], [rng.int(1, 4), 3], [rng.int(5, 10), 5]] as const);
  for (let n = 1; n <= galleryCount; n += 1) {
    rows.push({ provider_id: providerId, kind: 'gallery_image', file_url: generatedImageUrl('gallery', `${themeFor()}-${slug}-g${n}`), file_name: `${slug}-gallery-${n}.svg`, mime_type: 'image/svg+xml', sort_order: n });
  }
  return rows;
};

/**
 * The demo providers: accounts, profiles spread over the 16 cities and 6 categories, their
 * categories, subcategories and pictures. Also completes the demo provider account (Harbourside
 * Catering Co.) with categories and pictures. Ratings and search text are filled in afterwards by
 * refreshProviderStats.
 */
export const seedDemoProviders = async (options: { db: TDb; rng: TRandom; passwordHash: string; now: Date; ids: TCategoryIds }): Promise<TSeededProvider[]> => {
  const { db, rng, now, ids } = options;
  const locationRows = await db.select({ id: locations.id, name: locations.name }).from(locations);
  const locationId = (city: string) => locationRows.find((l) => l.name === city)?.id ?? null;

  const prepared = DEMO_PROVIDERS.map((provider) => {
    const slug = slugify(provider.name);
    const domain = `${slug.replaceAll('-', '')}.co.nz`;
    const first = rng.pick(FIRST_NAMES);
    const contactName = `${first} ${rng.pick(LAST_NAMES)}`;
    const daysAgo = rng.int(20, 1100);
    return {
      provider, slug, first, contactName, email: `hello@${domain}`,
      profile: {
        business_name: provider.name,
        description: describe(provider, rng),
        contact_name: contactName,
        email: `hello@${domain}`,
        phone: nzPhone(rng, provider.city),
        website: rng.chance(0.9) ? `https://www.${domain}` : null,
        address: `${rng.int(1, 480)} ${rng.pick(STREETS)}`,
        city: provider.city,
        region: CITY_REGIONS[provider.city],
        postal_code: CITY_CONTACT[provider.city].postcode,
        location_id: locationId(provider.city),
        years_in_operation: Math.floor(rng.next() ** 1.3 * 36),
        price_range: rng.weighted(PRICE_WEIGHTS),
        is_verified: provider.listing !== 'unverified',
        is_active: provider.listing !== 'inactive',
        created_at: new Date(now.getTime() - daysAgo * 86_400_000),
        updated_at: new Date(now.getTime() - rng.int(0, daysAgo) * 86_400_000),
      },
    };
  });

  const userRows = await db
    .insert(users)
    .values(prepared.map((p) => ({ email: p.email, password_hash: options.passwordHash, role: 'service_provider' as const, auth_type: 'email' as const, created_at: p.profile.created_at })))
    .returning({ id: users.id, email: users.email });
  const userIdByEmail = new Map(userRows.map((u) => [u.email, u.id]));
  const profileRows = await db
    .insert(providerProfiles)
    .values(prepared.map((p) => ({ ...p.profile, user_id: userIdByEmail.get(p.email)! })))
    .returning({ id: providerProfiles.id, userId: providerProfiles.user_id });
  const profileIdByUser = new Map(profileRows.map((row) => [row.userId, row.id]));

  const seeded: TSeededProvider[] = prepared.map((p) => {
    const userId = userIdByEmail.get(p.email)!;
    return {
      id: profileIdByUser.get(userId)!, userId, name: p.provider.name, slug: p.slug, city: p.provider.city, category: p.provider.category,
      subs: p.provider.subs, contactFirstName: p.first, contactName: p.contactName, email: p.email, priceRange: p.profile.price_range,
      isListed: !p.provider.listing,
    };
  });

  // The demo provider account (created with the demo organiser) joins the directory properly.
  const [harbourside] = await db
    .select({ id: providerProfiles.id, userId: providerProfiles.user_id, name: providerProfiles.business_name, contactName: providerProfiles.contact_name, priceRange: providerProfiles.price_range })
    .from(providerProfiles)
    .where(eq(providerProfiles.email, DEMO_PROVIDER_EMAIL));
  const definitions = new Map<number, { category: TCategoryIndex; subs: number[]; extra?: TDemoProvider['extra']; photos: boolean }>();
  for (const [index, p] of prepared.entries()) {
    definitions.set(seeded[index]!.id, { category: p.provider.category, subs: p.provider.subs, extra: p.provider.extra, photos: !WITHOUT_PHOTOS.has(p.provider.name) });
  }
  if (harbourside) {
    await db.update(providerProfiles).set({
      phone: '(09) 376 4410', website: 'https://www.harboursidecatering.co.nz', address: '41 Quay Street', postal_code: '1010',
      location_id: locationId('Auckland'), created_at: new Date(now.getTime() - 900 * 86_400_000),
    }).where(eq(providerProfiles.id, harbourside.id));
    const contactName = harbourside.contactName ?? 'Tama Wilson';
    seeded.push({
      id: harbourside.id, userId: harbourside.userId, name: harbourside.name, slug: slugify(harbourside.name), city: 'Auckland', category: 0, subs: [0, 3],
      contactFirstName: contactName.split(' ')[0]!, contactName, email: DEMO_PROVIDER_EMAIL, priceRange: harbourside.priceRange, isListed: true,
    });
    definitions.set(harbourside.id, { category: 0, subs: [0, 3], photos: true });
  }

  const categoryRows: (typeof providerCategories.$inferInsert)[] = [];
  const subcategoryRows: (typeof providerSubcategories.$inferInsert)[] = [];
  const pictures: (typeof attachments.$inferInsert)[] = [];
  for (const provider of seeded) {
    const def = definitions.get(provider.id)!;
    categoryRows.push({ provider_id: provider.id, category_id: ids.categoryIds[def.category]! });
    for (const sub of def.subs) subcategoryRows.push({ provider_id: provider.id, subcategory_id: ids.subcategoryIds[def.category]![sub]! });
    if (def.extra) {
      categoryRows.push({ provider_id: provider.id, category_id: ids.categoryIds[def.extra.category]! });
      for (const sub of def.extra.subs) subcategoryRows.push({ provider_id: provider.id, subcategory_id: ids.subcategoryIds[def.extra.category]![sub]! });
    }
    if (def.photos) pictures.push(...pictureRows({ providerId: provider.id, slug: provider.slug, category: def.category, extra: def.extra?.category, rng }));
  }
  await db.insert(providerCategories).values(categoryRows);
  await db.insert(providerSubcategories).values(subcategoryRows);
  await db.insert(attachments).values(pictures);
  return seeded;
};
