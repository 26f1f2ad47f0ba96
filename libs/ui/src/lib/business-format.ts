import {
  BUSINESS_CATEGORY_LABELS,
  PRICE_RANGE_SYMBOLS,
  type BusinessCategory,
  type PriceRange,
} from '@pawpals/contracts';

/** Average rating to one decimal (docs/product.md#numbers-and-limits): 4 → "4.0", 4.25 → "4.3". */
export function formatRating(avgRating: number | string | null | undefined): string {
  const n = Number(avgRating ?? 0);
  return (Number.isFinite(n) ? n : 0).toFixed(1);
}

export function categoryLabel(category: BusinessCategory): string {
  return BUSINESS_CATEGORY_LABELS[category] ?? category;
}

/** "$$ · Moderate" style label of a price range. */
export function priceRangeLabel(priceRange: PriceRange | null | undefined): string | null {
  if (!priceRange) return null;
  return `${PRICE_RANGE_SYMBOLS[priceRange]} · ${priceRange.charAt(0).toUpperCase()}${priceRange.slice(1)}`;
}

/** "Austin, TX", "Austin", "TX" or null. */
export function cityState(
  b: { city?: string | null; state?: string | null } | null | undefined,
): string | null {
  if (!b) return null;
  const parts = [b.city, b.state].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** A website as an absolute link: owners often type "www.example.com". Anything but http(s) is refused. */
export function websiteHref(url: string | null | undefined): string | null {
  const raw = url?.trim();
  if (!raw) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** tel: link of a phone number: digits and a leading +, or null when there are not enough digits. */
export function telHref(phone: string | null | undefined): string | null {
  const raw = phone?.trim();
  if (!raw) return null;
  const digits = raw.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace(/\D/g, '').length >= 3 ? `tel:${digits}` : null;
}

/** "0.4 mi", "3.2 mi", "12 mi", "< 0.1 mi". */
export function formatDistance(miles: number): string {
  if (miles < 0.1) return '< 0.1 mi';
  if (miles < 10) return `${miles.toFixed(1)} mi`;
  return `${Math.round(miles)} mi`;
}

/** How far a pet or a vet is from a near-me place: "0.4 mi away", "12 mi away". */
export function distanceText(miles: number | undefined | null): string | null {
  if (miles == null) return null;
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi away`;
}
