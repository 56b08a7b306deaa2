import { z } from 'zod';
import {
  PROVIDER_DEFAULT_PAGE_SIZE, PROVIDER_MIN_YEARS_OPTIONS, PROVIDER_PAGE_SIZES, PROVIDER_REVIEWS_PAGE_SIZE,
} from './constants.ts';
import { optional, positiveInt } from './query-values.ts';
import { ZMedianReplyMinutes } from './response-times.ts';

// Providers browsing (dashboard.md §2 Providers tab and Provider detail, §3, §7 Providers).

export const PROVIDER_MSG = {
  notFound: 'Provider not found',
  invalidId: 'Provider id must be a positive whole number',
  invalidPage: 'page must be a positive whole number',
  invalidLimit: `limit must be one of ${PROVIDER_PAGE_SIZES.join(', ')}`,
  invalidReviewsLimit: 'limit must be a whole number from 1 to 50',
  invalidSortBy: 'sortBy must be one of business_name, avg_rating, years_in_operation, created_at',
  invalidSortOrder: 'sortOrder must be asc or desc',
  invalidPriceRange: 'priceRange must be one of budget, mid_range, premium, luxury',
  invalidMinYears: `minYearsExperience must be one of ${PROVIDER_MIN_YEARS_OPTIONS.join(', ')}`,
  invalidCategoryId: 'categoryId must be a positive whole number',
  invalidLocationId: 'locationId must be a positive whole number',
  searchTooLong: 'search must be 200 characters or fewer',
  cityTooLong: 'city must be 100 characters or fewer',
} as const;

export const PROVIDER_SORT_FIELDS = ['business_name', 'avg_rating', 'years_in_operation', 'created_at'] as const;
export const ZProviderSortBy = z.enum(PROVIDER_SORT_FIELDS, { error: PROVIDER_MSG.invalidSortBy });
export type TProviderSortBy = z.infer<typeof ZProviderSortBy>;
export const ZProviderSortOrder = z.enum(['asc', 'desc'], { error: PROVIDER_MSG.invalidSortOrder });
export type TProviderSortOrder = z.infer<typeof ZProviderSortOrder>;
export const PROVIDER_PRICE_RANGES = ['budget', 'mid_range', 'premium', 'luxury'] as const;
export const ZProviderPriceRange = z.enum(PROVIDER_PRICE_RANGES, { error: PROVIDER_MSG.invalidPriceRange });
export type TProviderPriceRange = z.infer<typeof ZProviderPriceRange>;

/** Sort order used when the client names a field but no order: names A-Z, everything else highest/newest first. */
export const defaultProviderSortOrder = (sortBy: TProviderSortBy): TProviderSortOrder => (sortBy === 'business_name' ? 'asc' : 'desc');

/** The sort menu of the Providers tab (dashboard.md §9). */
export const PROVIDER_SORT_OPTIONS = [
  { label: 'Name A-Z', sortBy: 'business_name', sortOrder: 'asc' },
  { label: 'Name Z-A', sortBy: 'business_name', sortOrder: 'desc' },
  { label: 'Rating: High to Low', sortBy: 'avg_rating', sortOrder: 'desc' },
  { label: 'Rating: Low to High', sortBy: 'avg_rating', sortOrder: 'asc' },
  { label: 'Most Experienced', sortBy: 'years_in_operation', sortOrder: 'desc' },
  { label: 'Newest', sortBy: 'created_at', sortOrder: 'desc' },
  { label: 'Oldest', sortBy: 'created_at', sortOrder: 'asc' },
] as const satisfies readonly { label: string; sortBy: TProviderSortBy; sortOrder: TProviderSortOrder }[];

/** 'mid_range' -> 'Mid Range'; absent -> 'Price on request'. */
export const formatPriceRange = (priceRange: string | null | undefined): string =>
  priceRange ? priceRange.split('_').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') : 'Price on request';

const oneOf = (values: readonly number[], message: string) =>
  z.coerce.number({ error: message }).refine((value) => values.includes(value), message);

export const ZProviderListQuery = z.object({
  page: optional(positiveInt(PROVIDER_MSG.invalidPage)).transform((v) => v ?? 1),
  limit: optional(oneOf(PROVIDER_PAGE_SIZES, PROVIDER_MSG.invalidLimit)).transform((v) => v ?? PROVIDER_DEFAULT_PAGE_SIZE),
  sortBy: optional(ZProviderSortBy),
  sortOrder: optional(ZProviderSortOrder),
  search: optional(z.string().trim().max(200, PROVIDER_MSG.searchTooLong)),
  categoryId: optional(positiveInt(PROVIDER_MSG.invalidCategoryId)),
  locationId: optional(positiveInt(PROVIDER_MSG.invalidLocationId)),
  priceRange: optional(ZProviderPriceRange),
  minYearsExperience: optional(oneOf(PROVIDER_MIN_YEARS_OPTIONS, PROVIDER_MSG.invalidMinYears)),
  city: optional(z.string().trim().max(100, PROVIDER_MSG.cityTooLong)),
});
export type TProviderListQuery = z.input<typeof ZProviderListQuery>;
export type TProviderListFilters = z.output<typeof ZProviderListQuery>;

export const ZProviderPagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TProviderPagination = z.infer<typeof ZProviderPagination>;

/**
 * The provider list's pagination. Matches are counted exactly up to PROVIDER_LIST_TOTAL_CAP (or to
 * the end of the page asked for, when that lies further). When there are more, `isTotalCapped` is
 * true, `total` is that lower bound (shown as '1,000+') and `totalPages` reaches one page past it,
 * so a person can keep going forward while there are more.
 */
export const ZProviderListPagination = ZProviderPagination.extend({ isTotalCapped: z.boolean() });
export type TProviderListPagination = z.infer<typeof ZProviderListPagination>;

export const ZProviderFileRef = z.object({ file_url: z.string() });
export const ZProviderFile = z.object({ file_url: z.string(), file_name: z.string() });

export const ZProviderSummary = z.object({
  provider_id: z.number().int(),
  business_name: z.string(),
  avg_rating: z.number(),
  review_count: z.number().int(),
  /** Median minutes to a first reply over the last 90 days (contract response-times.ts), null with too few invitations. */
  median_reply_minutes: ZMedianReplyMinutes,
  description: z.string().nullable(),
  categories: z.array(z.string()),
  city: z.string().nullable(),
  years_in_operation: z.number().int().nullable(),
  price_range: ZProviderPriceRange.nullable(),
  profile_picture: ZProviderFileRef.nullable(),
  service_images: z.array(ZProviderFileRef),
});
export type TProviderSummary = z.infer<typeof ZProviderSummary>;

export const ZProviderListResponse = z.object({ success: z.literal(true), data: z.array(ZProviderSummary), pagination: ZProviderListPagination });
export type TProviderListResponse = z.infer<typeof ZProviderListResponse>;

export const ZProviderIdParams = z.object({ id: positiveInt(PROVIDER_MSG.invalidId) });

export const ZProviderDetail = z.object({
  provider_id: z.number().int(),
  business_name: z.string(),
  description: z.string().nullable(),
  categories: z.array(z.string()),
  subcategories: z.array(z.string()),
  avg_rating: z.number(),
  review_count: z.number().int(),
  median_reply_minutes: ZMedianReplyMinutes,
  contact_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postal_code: z.string().nullable(),
  years_in_operation: z.number().int().nullable(),
  price_range: ZProviderPriceRange.nullable(),
  verified: z.boolean(),
  created_at: z.string(),
  attachments: z.object({
    profile_pictures: z.array(ZProviderFile),
    service_images: z.array(ZProviderFile),
    gallery_images: z.array(ZProviderFile),
  }),
  attachment_summary: z.object({
    profile_pictures: z.number().int(),
    service_images: z.number().int(),
    gallery_images: z.number().int(),
    total: z.number().int(),
  }),
});
export type TProviderDetail = z.infer<typeof ZProviderDetail>;
export const ZProviderDetailResponse = z.object({ success: z.literal(true), data: ZProviderDetail });

export const ZProviderReviewsQuery = z.object({
  page: optional(positiveInt(PROVIDER_MSG.invalidPage)).transform((v) => v ?? 1),
  limit: optional(z.coerce.number({ error: PROVIDER_MSG.invalidReviewsLimit }).int(PROVIDER_MSG.invalidReviewsLimit)
    .min(1, PROVIDER_MSG.invalidReviewsLimit).max(50, PROVIDER_MSG.invalidReviewsLimit)).transform((v) => v ?? PROVIDER_REVIEWS_PAGE_SIZE),
});
export type TProviderReviewsQuery = z.input<typeof ZProviderReviewsQuery>;

export const ZProviderReview = z.object({
  review_id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  is_anonymous: z.boolean(),
  organiser_name: z.string(),
  created_at: z.string(),
  response: z.object({ response_text: z.string(), created_at: z.string() }).nullable(),
});
export type TProviderReview = z.infer<typeof ZProviderReview>;
export const ZReviewStatistics = z.object({
  average_rating: z.number(),
  total_reviews: z.number().int(),
  rating_distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type TReviewStatistics = z.infer<typeof ZReviewStatistics>;
export const ZProviderReviewsResponse = z.object({
  success: z.literal(true),
  data: z.object({ reviews: z.array(ZProviderReview), statistics: ZReviewStatistics, pagination: ZProviderPagination }),
});
export type TProviderReviewsResponse = z.infer<typeof ZProviderReviewsResponse>;

export const ZProviderFilterOptions = z.object({
  price_ranges: z.array(z.object({ price_range: ZProviderPriceRange, count: z.number().int() })),
  cities: z.array(z.object({ city: z.string(), count: z.number().int() })),
  total_providers: z.number().int(),
});
export type TProviderFilterOptions = z.infer<typeof ZProviderFilterOptions>;
export const ZProviderFilterOptionsResponse = z.object({ success: z.literal(true), data: ZProviderFilterOptions });

export const ZProviderCategoryOption = z.object({ category_id: z.number().int(), name: z.string(), provider_count: z.number().int() });
export type TProviderCategoryOption = z.infer<typeof ZProviderCategoryOption>;
export const ZProviderCategoriesResponse = z.object({ success: z.literal(true), data: z.array(ZProviderCategoryOption) });

export const ZProviderLocationOption = z.object({
  location_id: z.number().int(),
  name: z.string(),
  region: z.string().nullable(),
  provider_count: z.number().int(),
});
export type TProviderLocationOption = z.infer<typeof ZProviderLocationOption>;
export const ZProviderLocationsResponse = z.object({ success: z.literal(true), data: z.array(ZProviderLocationOption) });
