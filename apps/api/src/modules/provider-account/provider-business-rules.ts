import { eq, inArray } from 'drizzle-orm';
import { PROVIDER_ACCOUNT_MSG, type ZProviderBusinessInput } from '@app/contract';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/db-types.ts';
import { categories, locations, providerCategories, providerProfiles, providerSubcategories, subcategories } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { refreshProviderSearchText } from '../providers/provider-refresh.ts';

export type TBusinessInput = z.output<typeof ZProviderBusinessInput>;
export type TCheckedBusiness = TBusinessInput & { location: { id: number; name: string; region: string | null } };

const invalid = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);

/**
 * The choices of a sign-up or profile edit, checked against the reference data: every category
 * exists, every subcategory exists and belongs to one of the chosen categories, the city is a listed
 * location. Ids come back without repeats.
 */
export const checkBusinessChoices = async (db: TDbOrTx, input: TBusinessInput): Promise<TCheckedBusiness> => {
  const categoryIds = [...new Set(input.category_ids)];
  const subcategoryIds = [...new Set(input.subcategory_ids)];
  const [foundCategories, foundSubcategories, [location]] = await Promise.all([
    db.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds)),
    subcategoryIds.length > 0
      ? db.select({ id: subcategories.id, category_id: subcategories.category_id }).from(subcategories).where(inArray(subcategories.id, subcategoryIds))
      : Promise.resolve([]),
    db.select({ id: locations.id, name: locations.name, region: locations.region }).from(locations).where(eq(locations.id, input.location_id)),
  ]);
  if (foundCategories.length !== categoryIds.length) throw invalid('category_ids', PROVIDER_ACCOUNT_MSG.unknownCategory);
  const chosen = new Set(categoryIds);
  if (foundSubcategories.length !== subcategoryIds.length || foundSubcategories.some((s) => !chosen.has(s.category_id))) {
    throw invalid('subcategory_ids', PROVIDER_ACCOUNT_MSG.subcategoryOutsideCategory);
  }
  if (!location) throw invalid('location_id', PROVIDER_ACCOUNT_MSG.unknownLocation);
  return { ...input, category_ids: categoryIds, subcategory_ids: subcategoryIds, location };
};

/** The profile columns a sign-up or profile edit writes; the city and region are the chosen location's. */
export const businessColumns = (business: TCheckedBusiness) => ({
  business_name: business.business_name,
  contact_name: business.contact_name,
  phone: business.phone,
  website: business.website,
  description: business.description,
  address: business.address,
  postal_code: business.postal_code,
  location_id: business.location.id,
  city: business.location.name,
  region: business.location.region,
  price_range: business.price_range,
  years_in_operation: business.years_in_operation,
});

/**
 * Replaces the provider's categories and subcategories and refreshes its search text (business name,
 * description, category names: see providers/provider-refresh.ts). Every table written here moves
 * the provider listing version by its triggers, so the organisers' list and search show the change
 * from the commit on (providers/listing-cache.ts).
 */
export const writeProviderServices = async (tx: TDbOrTx, providerId: number, business: TCheckedBusiness) => {
  await tx.delete(providerCategories).where(eq(providerCategories.provider_id, providerId));
  await tx.delete(providerSubcategories).where(eq(providerSubcategories.provider_id, providerId));
  await tx.insert(providerCategories).values(business.category_ids.map((category_id) => ({ provider_id: providerId, category_id })));
  if (business.subcategory_ids.length > 0) {
    await tx.insert(providerSubcategories).values(business.subcategory_ids.map((subcategory_id) => ({ provider_id: providerId, subcategory_id })));
  }
  await refreshProviderSearchText({ db: tx, providerId });
};

/** The provider profile of a user, or null. */
export const findProviderIdOfUser = async (db: TDbOrTx, userId: number) => {
  const [row] = await db.select({ id: providerProfiles.id }).from(providerProfiles).where(eq(providerProfiles.user_id, userId));
  return row?.id ?? null;
};
