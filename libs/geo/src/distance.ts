export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export const EARTH_RADIUS_MILES = 3959;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles as people read them: one decimal. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

/**
 * The same haversine distance as SQL (plain float8 maths, no extension), between two lat/lng pairs
 * given as SQL expressions, so lists sorted in Postgres agree with distances computed here. NULL when
 * a coordinate is NULL.
 */
export function milesBetweenSql(a: { lat: string; lng: string }, b: { lat: string; lng: string }): string {
  const h = `sqrt(power(sin(radians((${b.lat}) - (${a.lat})) / 2), 2) +
    cos(radians(${a.lat})) * cos(radians(${b.lat})) * power(sin(radians((${b.lng}) - (${a.lng})) / 2), 2))`;
  // Not least(1, h): least() skips NULLs, which would put a place without coordinates at the antipode.
  return `(2 * ${EARTH_RADIUS_MILES} * asin(CASE WHEN ${h} > 1 THEN 1 ELSE ${h} END))`;
}

/**
 * A box that contains every point within `radiusMiles` of `center`: the index-friendly prefilter
 * before the exact distance. Longitude degrees shrink with latitude; near the poles the box spans all.
 */
export function boundingBox(center: GeoPoint, radiusMiles: number) {
  const latDelta = (radiusMiles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const cosLat = Math.cos(radians(Math.min(89.9, Math.abs(center.latitude) + latDelta)));
  const lngDelta = Math.min(180, latDelta / Math.max(cosLat, 1e-6));
  return {
    minLat: center.latitude - latDelta,
    maxLat: center.latitude + latDelta,
    minLng: center.longitude - lngDelta,
    maxLng: center.longitude + lngDelta,
  };
}
