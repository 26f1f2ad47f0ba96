/** SQL fragments about businesses that every directory repository reads the same way. */

const SCALAR_COLUMNS = `b.id, b.name, b.category, b.description, b.logo_url AS "logoUrl", b.logo_placeholder AS "photoPlaceholder",
  CASE WHEN b.is_premium THEN 1 ELSE 0 END AS "isPremium", b.avg_rating AS "avgRating", b.review_count AS "reviewCount",
  b.address, b.city, b.state, b.zip_code AS "zipCode", b.phone, b.website_url AS "websiteUrl", b.services, b.pricing,
  b.price_range AS "priceRange", b.latitude, b.longitude`;

/** The columns of a Business answer (docs/product.md#records-and-their-fields), straight from SQL: no per-row mapping in JS. Photos a moderator took down are left out. */
export const BUSINESS_COLUMNS = `${SCALAR_COLUMNS},
  coalesce((SELECT json_agg(json_build_object('id', p.id, 'url', p.url, 'placeholder', p.placeholder) ORDER BY p.position) FROM business_photos p
    WHERE p.business_id = b.id AND p.removed_reason IS NULL), '[]'::json) AS photos`;

/**
 * The same for the owner's own business: photos a moderator took down stay, with their reason, and so
 * does the business's (null while it is up; the service drops it then).
 */
export const OWN_BUSINESS_COLUMNS = `${SCALAR_COLUMNS},
  coalesce((SELECT json_agg(CASE WHEN p.removed_reason IS NULL THEN json_build_object('id', p.id, 'url', p.url, 'placeholder', p.placeholder)
      ELSE json_build_object('id', p.id, 'url', p.url, 'placeholder', p.placeholder, 'removedReason', p.removed_reason) END ORDER BY p.position)
    FROM business_photos p WHERE p.business_id = b.id), '[]'::json) AS photos,
  b.removed_reason AS "removedReason"`;

/** "First Last" of a user from the projection, or null while the projection does not know them. */
export const fullName = (alias: string) => `NULLIF(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`;

/** A business's coordinates as the point the businesses_geo index is built on (x = longitude). */
export const GEO_POINT = 'point(b.longitude, b.latitude)';
