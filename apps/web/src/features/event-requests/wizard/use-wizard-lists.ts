import { useServiceCategories } from '../../../lib/api/get-service-categories.ts';
import { FALLBACK_CATEGORIES_LANDING, FALLBACK_CATEGORIES_SHARED, FALLBACK_LOCATIONS_LANDING, FALLBACK_LOCATIONS_SHARED } from '../../../lib/fallback-data.ts';
import { useLocations } from '../api/get-locations.ts';
import type { TWizardVariant } from './wizard-steps.ts';

export type TWizardLists = ReturnType<typeof useWizardLists>;

/** The categories and cities a wizard offers: the server's, or its variant's built-in lists while the server cannot answer. */
export const useWizardLists = (variant: TWizardVariant) => {
  const isLanding = variant === 'landing';
  const { categories, isLoading: isLoadingCategories } = useServiceCategories(isLanding ? FALLBACK_CATEGORIES_LANDING : FALLBACK_CATEGORIES_SHARED);
  const { locations, isLoading: isLoadingLocations } = useLocations(isLanding ? FALLBACK_LOCATIONS_LANDING : FALLBACK_LOCATIONS_SHARED);
  return { categories, isLoadingCategories, locations, isLoadingLocations };
};
