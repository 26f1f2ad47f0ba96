import { LIMITS, type Business } from '@pawpals/contracts';
import { websiteHref } from '@pawpals/ui';

/** The host part of a website, for display ("happytails.com"). */
export function websiteLabel(url: string | null | undefined): string | null {
  const href = websiteHref(url);
  if (!href) return null;
  return new URL(href).host.replace(/^www\./, '');
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in miles on a sphere of radius 3959 miles, haversine formula. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * LIMITS.earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance from the visitor to a business, or null when either has no coordinates. */
export function distanceTo(from: LatLng | null, b: Pick<Business, 'latitude' | 'longitude'>): number | null {
  if (!from || b.latitude === null || b.longitude === null) return null;
  return distanceMiles(from, { latitude: Number(b.latitude), longitude: Number(b.longitude) });
}
