import {
  BUSINESS_CATEGORY_LABELS,
  LIMITS,
  PRICE_RANGE_SYMBOLS,
  type Business,
  type BusinessCategory,
  type PriceRange,
} from '@pawpals/contracts';

/** Average rating to one decimal (SPEC §9): 4 → "4.0", 4.25 → "4.3". */
export function formatRating(avgRating: number | string | null | undefined): string {
  const n = Number(avgRating ?? 0);
  return (Number.isFinite(n) ? n : 0).toFixed(1);
}

/** "1 review", "12 reviews", "No reviews yet". */
export function reviewCountLabel(count: number): string {
  if (!count) return 'No reviews yet';
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
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
export function cityState(b: Pick<Business, 'city' | 'state'>): string | null {
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

/** The host part of a website, for display ("happytails.com"). */
export function websiteLabel(url: string | null | undefined): string | null {
  const href = websiteHref(url);
  if (!href) return null;
  return new URL(href).host.replace(/^www\./, '');
}

/** tel: link of a phone number: digits and a leading +, nothing else. */
export function telHref(phone: string | null | undefined): string | null {
  const raw = phone?.trim();
  if (!raw) return null;
  const digits = raw.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace(/\D/g, '').length >= 3 ? `tel:${digits}` : null;
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in miles on a sphere of radius 3959 miles (SPEC §9), haversine formula. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * LIMITS.earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "0.4 mi", "3.2 mi", "12 mi", "< 0.1 mi". */
export function formatDistance(miles: number): string {
  if (miles < 0.1) return '< 0.1 mi';
  if (miles < 10) return `${miles.toFixed(1)} mi`;
  return `${Math.round(miles)} mi`;
}

/** Distance from the visitor to a business, or null when either has no coordinates. */
export function distanceTo(from: LatLng | null, b: Pick<Business, 'latitude' | 'longitude'>): number | null {
  if (!from || b.latitude === null || b.longitude === null) return null;
  return distanceMiles(from, { latitude: Number(b.latitude), longitude: Number(b.longitude) });
}
