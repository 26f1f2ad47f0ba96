import type { Business, BusinessChanged } from '@pawpals/contracts';

/** The business_created / business_updated payload of a business. */
export function changedEvent(b: Business, ownerId: string | null, source: BusinessChanged['source'], changedFields?: string[]): BusinessChanged {
  return {
    businessId: b.id,
    ownerId,
    name: b.name,
    category: b.category,
    city: b.city,
    priceRange: b.priceRange,
    isPremium: b.isPremium,
    source,
    ...(changedFields ? { changedFields } : {}),
  };
}
