import { sql } from 'drizzle-orm';
import type { TProviderAccount } from '@app/contract';
import type { TDbOrTx } from '../../db/db-types.ts';
import { queryRows } from '../../db/raw-query.ts';
import { isoTimestamp, jsonValue } from '../../lib/sql-values.ts';

type TAccountRow = Omit<TProviderAccount, 'categories' | 'subcategories' | 'images'> & {
  categories: TProviderAccount['categories'] | string;
  subcategories: TProviderAccount['subcategories'] | string;
  images: TProviderAccount['images'] | string;
};

/**
 * The signed-in provider's own business in one statement: account state, profile, categories,
 * subcategories and pictures. Null when the user is not a provider with a profile.
 */
export const loadProviderAccount = async (db: TDbOrTx, userId: number): Promise<TProviderAccount | null> => {
  const [row] = await queryRows<TAccountRow>(db, sql`
    SELECT p.id AS provider_id, u.id AS user_id, u.email, u.status::text AS state, p.is_verified, p.is_active,
      (u.status = 'active' AND p.is_verified AND p.is_active) AS can_quote,
      p.business_name, p.contact_name, p.email AS public_email, p.phone, p.website, p.description, p.address, p.postal_code,
      p.city, p.location_id, p.price_range::text AS price_range, p.years_in_operation, p.avg_rating::float8 AS avg_rating, p.review_count, p.median_reply_minutes,
      ${isoTimestamp(sql`p.created_at`)} AS created_at,
      coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.sort_order, c.name)
        FROM provider_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.provider_id = p.id), '[]'::json) AS categories,
      coalesce((SELECT json_agg(json_build_object('id', s.id, 'category_id', s.category_id, 'name', s.name) ORDER BY c.sort_order, s.sort_order, s.name)
        FROM provider_subcategories ps JOIN subcategories s ON s.id = ps.subcategory_id JOIN categories c ON c.id = s.category_id
        WHERE ps.provider_id = p.id), '[]'::json) AS subcategories,
      coalesce((SELECT json_agg(json_build_object('id', a.id, 'kind', a.kind, 'file_url', a.file_url, 'file_name', a.file_name,
          'mime_type', a.mime_type, 'size_bytes', a.size_bytes, 'sort_order', a.sort_order) ORDER BY a.kind, a.sort_order, a.id)
        FROM attachments a WHERE a.provider_id = p.id AND a.kind IN ('profile_picture', 'service_image', 'gallery_image')), '[]'::json) AS images
    FROM users u JOIN provider_profiles p ON p.user_id = u.id
    WHERE u.id = ${userId} AND u.role = 'service_provider'`);
  if (!row) return null;
  return {
    ...row,
    avg_rating: Number(row.avg_rating),
    categories: jsonValue(row.categories),
    subcategories: jsonValue(row.subcategories),
    images: jsonValue(row.images),
  };
};
