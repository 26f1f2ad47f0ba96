import { loadGazetteer, lookupCity, lookupZip, resolvePlaceText, stateCode, type ResolvedPlace } from './gazetteer';

export interface PlaceQuery {
  /** Free text a person typed, e.g. a last seen location. */
  text?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

export interface GeocoderOptions {
  /** A Nominatim- or Photon-compatible service; without it only the offline gazetteer answers. */
  url?: string | null;
  timeoutMs?: number;
  userAgent?: string;
}

/** The contiguous US, Alaska, Hawaii and the territories, roughly: an answer outside is someone else's place. */
const inUsArea = (lat: number, lng: number) => lat >= 13 && lat <= 72 && ((lng >= -180 && lng <= -64) || lng >= 144);

/**
 * Places to coordinates. With GEOCODER_URL a street address is asked of the HTTP service (precision
 * 'street'); whatever it cannot answer (down, slow, nothing found) falls back to the offline gazetteer:
 * the ZIP code, then city + state, then a place found in the text. Never throws: an unresolved place is
 * null, and the caller stores it without coordinates.
 */
export class Geocoder {
  private readonly url: string | null;
  private readonly timeoutMs: number;
  private readonly userAgent: string;

  constructor(options: GeocoderOptions = {}) {
    this.url = options.url?.trim() ? options.url.trim().replace(/\/+$/, '') : null;
    this.timeoutMs = options.timeoutMs ?? 2500;
    this.userAgent = options.userAgent ?? 'PawPals/1.0 (lost & found pets; https://github.com/pawpals)';
  }

  get online(): boolean {
    return this.url !== null;
  }

  async resolve(query: PlaceQuery): Promise<ResolvedPlace | null> {
    const streetText = this.streetText(query);
    if (this.url && streetText) {
      const street = await this.askService(streetText);
      if (street) return street;
    }
    return this.offline(query);
  }

  /** The gazetteer only: ZIP, then city + state, then a ZIP or "City, ST" inside the address or text. */
  offline(query: PlaceQuery): ResolvedPlace | null {
    const byZip = query.zipCode ? lookupZip(query.zipCode) : null;
    if (byZip) return byZip;
    const byCity = query.city && query.state ? lookupCity(query.city, query.state) : null;
    if (byCity) return byCity;
    for (const text of [query.address, query.text]) {
      const place = text ? resolvePlaceText(text) : null;
      if (place) return place;
    }
    return null;
  }

  /** What to send the HTTP geocoder: a street address with its city/state/ZIP, or the free text. */
  private streetText(query: PlaceQuery): string | null {
    const parts = [query.address, query.city, query.state && (stateCode(query.state) ?? query.state), query.zipCode]
      .map((p) => p?.trim())
      .filter(Boolean);
    if (query.address?.trim()) return parts.join(', ');
    return query.text?.trim() || null;
  }

  private requestUrl(text: string): string {
    const base = this.url!;
    if (/\/api$/.test(base)) return `${base}?${new URLSearchParams({ q: text, limit: '1', lang: 'en' })}`;
    const search = /\/search$/.test(base) ? base : `${base}/search`;
    return `${search}?${new URLSearchParams({ q: text, format: 'jsonv2', countrycodes: 'us', limit: '1', addressdetails: '1' })}`;
  }

  private async askService(text: string): Promise<ResolvedPlace | null> {
    try {
      const response = await fetch(this.requestUrl(text), {
        headers: { 'user-agent': this.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return null;
      return parseGeocoderAnswer(await response.json());
    } catch {
      return null;
    }
  }
}

interface NominatimResult {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: { city?: string; town?: string; village?: string; state?: string; postcode?: string };
}
interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: { name?: string; street?: string; housenumber?: string; city?: string; state?: string; postcode?: string };
}

/** A Nominatim answer (an array of results) or a Photon one (a GeoJSON FeatureCollection), whichever came. */
export function parseGeocoderAnswer(body: unknown): ResolvedPlace | null {
  let lat: number, lng: number, label: string, city: string | null, state: string | null, zip: string | null;
  if (Array.isArray(body)) {
    const first = body[0] as NominatimResult | undefined;
    if (!first) return null;
    lat = Number(first.lat);
    lng = Number(first.lon);
    label = first.display_name ?? '';
    city = first.address?.city ?? first.address?.town ?? first.address?.village ?? null;
    state = first.address?.state ?? null;
    zip = first.address?.postcode ?? null;
  } else if (body && typeof body === 'object' && Array.isArray((body as { features?: unknown }).features)) {
    const first = (body as { features: PhotonFeature[] }).features[0];
    const coordinates = first?.geometry?.coordinates;
    if (!coordinates) return null;
    [lng, lat] = coordinates;
    const p = first.properties ?? {};
    city = p.city ?? null;
    state = p.state ?? null;
    zip = p.postcode ?? null;
    const street = [p.housenumber, p.street].filter(Boolean).join(' ') || p.name;
    label = [street, city, state, zip].filter(Boolean).join(', ');
  } else {
    return null;
  }
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !inUsArea(lat, lng)) return null;
  return {
    latitude: Math.round(lat * 1e7) / 1e7,
    longitude: Math.round(lng * 1e7) / 1e7,
    precision: 'street',
    label: label || `${lat.toFixed(5)}, ${lng.toFixed(5)}`,
    zipCode: zip && /^\d{5}/.test(zip) ? zip.slice(0, 5) : null,
    city,
    state: state ? (stateCode(state) ?? state) : null,
  };
}

/** GEOCODER_URL (optional) and GEOCODER_TIMEOUT_MS (default 2500); the gazetteer is loaded at once (see loadGazetteer). */
export function geocoderFromEnv(env: NodeJS.ProcessEnv = process.env): Geocoder {
  loadGazetteer();
  const timeout = Number(env.GEOCODER_TIMEOUT_MS);
  return new Geocoder({ url: env.GEOCODER_URL || null, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 2500 });
}
