// How a provider card shows its facts (dashboard.md §2 Providers tab).
import { PROVIDER_MAX_PAGE_BUTTONS } from '@app/contract';

export { formatPriceRange } from '@app/contract';

/** The Providers tab shows cards in a grid or rows in a list. */
export type TProviderView = 'grid' | 'list';

/** Categories shown on a card: 3 in list view, 2 in grid view. */
export const CATEGORY_LIMIT: Record<TProviderView, number> = { list: 3, grid: 2 };

/** The categories a card shows and how many more there are ('+N'). */
export const visibleCategories = (categories: readonly string[], view: TProviderView): { shown: string[]; extra: number } => {
  const limit = CATEGORY_LIMIT[view];
  return { shown: categories.slice(0, limit), extra: Math.max(0, categories.length - limit) };
};

/** A rating with one decimal: 4.8, 5.0. */
/** A rating with 1 decimal (dashboard.md §9). */
export { formatStarRating as formatRating } from '@app/ui/stars.tsx';

export const formatReviewCount = (count: number): string => `${count} ${count === 1 ? 'review' : 'reviews'}`;

export const formatYears = (years: number | null | undefined): string | null =>
  years === null || years === undefined ? null : `${years} ${years === 1 ? 'year' : 'years'} in business`;

/**
 * The page buttons to show: at most `max` consecutive pages, the current one as central as the
 * ends allow.
 */
export const pageWindow = (current: number, totalPages: number, max: number = PROVIDER_MAX_PAGE_BUTTONS): number[] => {
  if (totalPages <= 0) return [];
  const count = Math.min(max, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
};
