import { sql } from 'drizzle-orm';
import type { TPortalReview, TReviewItem } from '@app/contract';
import type { TDbOrTx } from '../../db/db-types.ts';
import { queryRows } from '../../db/raw-query.ts';

// The SQL of the reviews module. A booking is an accepted quote on one of the organiser's events;
// it can be reviewed once the event has taken place (its date before today in New Zealand) unless
// the event was cancelled or rejected. One review per event and provider (reviews_event_provider).

const toIso = (value: Date | string) => new Date(value).toISOString();

/** The event happened: a date before today, and not cancelled. */
const completedSql = (today: string) => sql`(e.event_date IS NOT NULL AND e.event_date < ${today}::date AND e.status NOT IN ('cancelled', 'rejected', 'draft'))`;

type TItemRow = {
  id: number | null; quote_id: number; event_request_id: number; event_title: string; business_name: string; provider_email: string | null;
  provider_id: number; category_name: string | null; subcategory_name: string | null; event_date: string | null; rating: number | null;
  review_text: string | null; created_at: Date | string | null; service_completed: boolean; response_text: string | null; response_created_at: Date | string | null;
};

/** GET /event-organiser/reviews: every accepted quote on the organiser's events, with its review; newest event first. */
export const selectReviewItems = async (db: TDbOrTx, options: { organiserId: number; today: string }): Promise<TReviewItem[]> => {
  const rows = await queryRows<TItemRow>(db, sql`
    SELECT r.id, q.id AS quote_id, e.id AS event_request_id, e.title AS event_title, p.business_name,
      coalesce(nullif(p.email, ''), pu.email) AS provider_email, p.id AS provider_id,
      c.name AS category_name, s.name AS subcategory_name, e.event_date::text AS event_date,
      r.rating::int AS rating, r.review_text, r.created_at,
      ${completedSql(options.today)} AS service_completed,
      rr.response_text, rr.created_at AS response_created_at
    FROM quotes q
    JOIN event_requests e ON e.id = q.event_request_id
    JOIN provider_profiles p ON p.id = q.provider_id
    JOIN users pu ON pu.id = p.user_id
    LEFT JOIN categories c ON c.id = q.category_id
    LEFT JOIN subcategories s ON s.id = q.subcategory_id
    LEFT JOIN reviews r ON r.event_request_id = e.id AND r.provider_id = p.id AND r.organiser_id = e.organiser_id
    LEFT JOIN review_responses rr ON rr.review_id = r.id
    WHERE e.organiser_id = ${options.organiserId} AND q.status = 'accepted'
    ORDER BY e.event_date DESC NULLS LAST, e.id DESC, q.id DESC`);
  return rows.map((row) => {
    const completed = Boolean(row.service_completed);
    return {
      id: row.id === null ? null : Number(row.id),
      quote_id: Number(row.quote_id),
      event_request_id: Number(row.event_request_id),
      event_title: row.event_title,
      provider: { business_name: row.business_name, email: row.provider_email },
      provider_id: Number(row.provider_id),
      category_name: row.category_name,
      subcategory_name: row.subcategory_name,
      event_date: row.event_date,
      rating: row.rating === null ? null : Number(row.rating),
      review_text: row.review_text,
      created_at: row.created_at === null ? null : toIso(row.created_at),
      service_completed: completed,
      can_review: completed && row.id === null,
      response: row.response_text !== null && row.response_created_at !== null
        ? { response_text: row.response_text, created_at: toIso(row.response_created_at) }
        : null,
    };
  });
};

export type TBooking = { quote_id: number; event_title: string; is_completed: boolean; is_cancelled: boolean; provider_user_id: number; business_name: string };

/** The organiser's accepted quote from this provider on this event, with whether the event has taken place; null when there is none. */
export const selectBooking = async (db: TDbOrTx, options: { organiserId: number; eventRequestId: number; providerId: number; today: string }): Promise<TBooking | null> => {
  const [row] = await queryRows<TBooking>(db, sql`
    SELECT q.id AS quote_id, e.title AS event_title, ${completedSql(options.today)} AS is_completed,
      e.status IN ('cancelled', 'rejected') AS is_cancelled, p.user_id AS provider_user_id, p.business_name
    FROM quotes q
    JOIN event_requests e ON e.id = q.event_request_id
    JOIN provider_profiles p ON p.id = q.provider_id
    WHERE e.id = ${options.eventRequestId} AND e.organiser_id = ${options.organiserId}
      AND q.provider_id = ${options.providerId} AND q.status = 'accepted'`);
  return row ? { ...row, quote_id: Number(row.quote_id), provider_user_id: Number(row.provider_user_id), is_completed: Boolean(row.is_completed), is_cancelled: Boolean(row.is_cancelled) } : null;
};

type TPortalRow = {
  review_id: number; rating: number; title: string | null; comment: string | null; is_anonymous: boolean; created_at: Date | string;
  first_name: string | null; last_name: string | null; business_name: string | null; organiser_type: string | null;
  response_text: string | null; response_created_at: Date | string | null; event_title: string; event_date: string | null;
};

/** The provider's reviews (one, with `reviewId`), newest first, with the organiser's name parts and the reply. */
export const selectPortalReviews = async (db: TDbOrTx, options: { providerId: number; reviewId?: number }) =>
  (await queryRows<TPortalRow>(db, sql`
    SELECT r.id AS review_id, r.rating::int AS rating, r.title, r.review_text AS comment, r.is_anonymous, r.created_at,
      op.first_name, op.last_name, op.business_name, op.organiser_type::text AS organiser_type,
      rr.response_text, rr.created_at AS response_created_at, e.title AS event_title, e.event_date::text AS event_date
    FROM reviews r
    JOIN event_requests e ON e.id = r.event_request_id
    LEFT JOIN organiser_profiles op ON op.user_id = r.organiser_id
    LEFT JOIN review_responses rr ON rr.review_id = r.id
    WHERE r.provider_id = ${options.providerId} ${options.reviewId === undefined ? sql`` : sql`AND r.id = ${options.reviewId}`}
    ORDER BY r.created_at DESC, r.id DESC`)).map((row) => ({ ...row, review_id: Number(row.review_id), rating: Number(row.rating) }));

export type TPortalReviewRow = Awaited<ReturnType<typeof selectPortalReviews>>[number];

export const portalReviewOf = (row: TPortalReviewRow, organiserName: string): TPortalReview => ({
  review_id: row.review_id,
  rating: row.rating,
  title: row.title,
  comment: row.comment,
  is_anonymous: row.is_anonymous,
  organiser_name: organiserName,
  created_at: toIso(row.created_at),
  response: row.response_text !== null && row.response_created_at !== null
    ? { response_text: row.response_text, created_at: toIso(row.response_created_at) }
    : null,
  event_title: row.event_title,
  event_date: row.event_date,
});
