import { sql } from 'drizzle-orm';
import { PROVIDER_MSG, type TProviderDetail, type TProviderReview, type TProviderReviewsResponse, type TReviewStatistics } from '@app/contract';
import { AppError } from '../../lib/app-error.ts';
import type { TDbOrTx } from '../../db/db-types.ts';
import { queryRows } from '../../db/raw-query.ts';
import { jsonValue } from '../../lib/sql-values.ts';
import { LISTED, totalPagesOf } from './provider-list-service.ts';

type TFile = { file_url: string; file_name: string };
type TDetailRow = Omit<TProviderDetail, 'created_at' | 'attachments' | 'attachment_summary'> & {
  created_at: Date | string;
  profile_pictures: TFile[];
  service_images: TFile[];
  gallery_images: TFile[];
};

const toIso = (value: Date | string) => new Date(value).toISOString();

const filesOfKind = (kind: string) => sql`coalesce((
  SELECT json_agg(json_build_object('file_url', a.file_url, 'file_name', a.file_name) ORDER BY a.sort_order, a.id)
  FROM attachments a WHERE a.provider_id = p.id AND a.kind = ${kind}), '[]'::json)`;

/** GET /service-providers/{id}: a listed provider with categories, subcategories and pictures; 404 otherwise. */
export const getProviderDetail = async (options: { db: TDbOrTx; providerId: number }): Promise<TProviderDetail> => {
  const rows = await queryRows<TDetailRow>(options.db, sql`
    SELECT p.id AS provider_id, p.business_name, p.description, p.avg_rating::float8 AS avg_rating, p.review_count, p.median_reply_minutes,
      p.contact_name, p.email, p.phone, p.website, p.address, p.city, p.region, p.postal_code, p.years_in_operation,
      p.price_range::text AS price_range, p.is_verified AS verified, p.created_at,
      coalesce((SELECT json_agg(c.name ORDER BY c.sort_order, c.name) FROM provider_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE pc.provider_id = p.id), '[]'::json) AS categories,
      coalesce((SELECT json_agg(s.name ORDER BY c.sort_order, s.sort_order, s.name) FROM provider_subcategories ps
        JOIN subcategories s ON s.id = ps.subcategory_id JOIN categories c ON c.id = s.category_id
        WHERE ps.provider_id = p.id), '[]'::json) AS subcategories,
      ${filesOfKind('profile_picture')} AS profile_pictures,
      ${filesOfKind('service_image')} AS service_images,
      ${filesOfKind('gallery_image')} AS gallery_images
    FROM provider_profiles p
    WHERE p.id = ${options.providerId} AND ${LISTED}`, { isPrepared: true });
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', PROVIDER_MSG.notFound);
  // json columns: node-postgres parses them, PGlite may hand them back as text.
  const { created_at, categories, subcategories, profile_pictures: pictures, service_images: services, gallery_images: gallery, ...rest } = row;
  const profile_pictures = jsonValue(pictures);
  const service_images = jsonValue(services);
  const gallery_images = jsonValue(gallery);
  return {
    ...rest,
    categories: jsonValue(categories),
    subcategories: jsonValue(subcategories),
    created_at: toIso(created_at),
    attachments: { profile_pictures, service_images, gallery_images },
    attachment_summary: {
      profile_pictures: profile_pictures.length,
      service_images: service_images.length,
      gallery_images: gallery_images.length,
      total: profile_pictures.length + service_images.length + gallery_images.length,
    },
  };
};

/** Whether the provider is listed (active and verified); unknown, inactive and unverified are all false. */
export const isProviderListed = async (db: TDbOrTx, providerId: number) =>
  (await queryRows<{ id: number }>(db, sql`SELECT p.id FROM provider_profiles p WHERE p.id = ${providerId} AND ${LISTED}`, { isPrepared: true })).length > 0;

/**
 * How a review's author is shown: 'Anonymous' when they asked for it; otherwise the first name and
 * the last initial ('Aroha N.'), or the business name, or 'User' when the profile has neither.
 */
export const reviewerName = (r: { is_anonymous: boolean; first_name: string | null; last_name: string | null; business_name: string | null; organiser_type: string | null }) => {
  if (r.is_anonymous) return 'Anonymous';
  const first = r.first_name?.trim();
  const last = r.last_name?.trim();
  const business = r.business_name?.trim();
  if (r.organiser_type === 'business' && business) return business;
  if (first) return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
  return business || 'User';
};

type TReviewRow = {
  review_id: number; rating: number; title: string | null; comment: string | null; is_anonymous: boolean; created_at: Date | string;
  first_name: string | null; last_name: string | null; business_name: string | null; organiser_type: string | null;
  response_text: string | null; response_created_at: Date | string | null;
};

/** Counts per star and the average (2 decimals, like avg_rating) of one provider's reviews. */
const reviewStatistics = async (db: TDbOrTx, providerId: number): Promise<TReviewStatistics> => {
  const rows = await queryRows<{ rating: number; n: number }>(
    db, sql`SELECT r.rating::int AS rating, count(*)::int AS n FROM reviews r WHERE r.provider_id = ${providerId} GROUP BY r.rating`, { isPrepared: true },
  );
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of rows) {
    if (rating >= 1 && rating <= 5) distribution[rating as 1 | 2 | 3 | 4 | 5] = n;
    total += n;
    sum += rating * n;
  }
  return { average_rating: total === 0 ? 0 : Math.round((sum / total) * 100) / 100, total_reviews: total, rating_distribution: distribution };
};

/** GET /service-providers/{id}/reviews: newest first, with the statistics over all of the provider's reviews. */
export const listProviderReviews = async (options: { db: TDbOrTx; providerId: number; page: number; limit: number }): Promise<TProviderReviewsResponse['data']> => {
  const { db, providerId, page, limit } = options;
  // All three at once (pipelined on PostgreSQL); the two reads are dropped when the provider is not listed.
  const [isListed, statistics, rows] = await Promise.all([
    isProviderListed(db, providerId),
    reviewStatistics(db, providerId),
    queryRows<TReviewRow>(db, sql`
      SELECT r.id AS review_id, r.rating::int AS rating, r.title, r.review_text AS comment, r.is_anonymous, r.created_at,
        op.first_name, op.last_name, op.business_name, op.organiser_type::text AS organiser_type,
        rr.response_text, rr.created_at AS response_created_at
      FROM reviews r
      LEFT JOIN organiser_profiles op ON op.user_id = r.organiser_id
      LEFT JOIN review_responses rr ON rr.review_id = r.id
      WHERE r.provider_id = ${providerId}
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT ${limit} OFFSET ${(page - 1) * limit}`, { isPrepared: true }),
  ]);
  if (!isListed) throw new AppError('NOT_FOUND', PROVIDER_MSG.notFound);
  const reviews: TProviderReview[] = rows.map((r) => ({
    review_id: r.review_id,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    is_anonymous: r.is_anonymous,
    organiser_name: reviewerName(r),
    created_at: toIso(r.created_at),
    response: r.response_text !== null && r.response_created_at !== null
      ? { response_text: r.response_text, created_at: toIso(r.response_created_at) }
      : null,
  }));
  const total = statistics.total_reviews;
  return { reviews, statistics, pagination: { page, limit, total, totalPages: totalPagesOf(total, limit) } };
};
