import { distanceMiles, type GeoPoint } from './distance';

/** How exact a place is: a dropped pin / "use my location", a geocoded street address, a ZIP or a city centroid. */
export type PlacePrecision = 'pin' | 'street' | 'zip' | 'city';

export interface ResolvedPlace extends GeoPoint {
  precision: PlacePrecision;
  /** The place in words, e.g. "Austin, TX 78701" or "Austin, TX". */
  label: string;
  zipCode: string | null;
  city: string | null;
  state: string | null;
}

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}
interface ZipcodesModule {
  codes: Record<string, ZipRecord>;
  lookup(zip: string): ZipRecord | undefined;
  lookupByName(city: string, state: string): ZipRecord[];
  states: { normalize(name: string): string | undefined; abbr: Record<string, string> };
}

let data: ZipcodesModule | undefined;
/** The ZIP table (~44,000 US ZIP codes, ~5 MB) loads on first use, so importing this lib stays cheap. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const gazetteer = (): ZipcodesModule => (data ??= require('zipcodes') as ZipcodesModule);

/**
 * Loads the ZIP table now. Services call it while starting: loading takes a few hundred milliseconds of
 * blocked event loop, which must not fall on the first request (a busy machine turned it into a timeout).
 */
export function loadGazetteer(): void {
  gazetteer();
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** A US state as its 2-letter code, from a code or a full name in any case; null when it is none. */
export function stateCode(name: string): string | null {
  const trimmed = name.trim().replace(/\.$/, '');
  if (!trimmed) return null;
  const states = gazetteer().states;
  if (/^[A-Za-z]{2}$/.test(trimmed)) return states.abbr[trimmed.toUpperCase()] ? trimmed.toUpperCase() : null;
  const code = states.normalize(trimmed.toUpperCase());
  return code && code.length === 2 && states.abbr[code] ? code : null;
}

export function lookupZip(zip: string): ResolvedPlace | null {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(zip);
  if (!match) return null;
  const record = gazetteer().lookup(match[1]);
  if (!record || record.country !== 'US') return null;
  return {
    latitude: record.latitude,
    longitude: record.longitude,
    precision: 'zip',
    label: `${record.city}, ${record.state} ${record.zip}`,
    zipCode: record.zip,
    city: record.city,
    state: record.state,
  };
}

let usZips: ZipRecord[] | undefined;

/** The ZIP code whose centre is nearest a point (within ~70 miles), e.g. to name a dropped pin. */
export function nearestZip(point: GeoPoint): ResolvedPlace | null {
  usZips ??= Object.values(gazetteer().codes).filter((r) => r.country === 'US' && Number.isFinite(r.latitude));
  let best: ZipRecord | undefined;
  let bestMiles = Infinity;
  for (const record of usZips) {
    if (Math.abs(record.latitude - point.latitude) > 1 || Math.abs(record.longitude - point.longitude) > 1.5) continue;
    const miles = distanceMiles(point, record);
    if (miles < bestMiles) [best, bestMiles] = [record, miles];
  }
  return best ? lookupZip(best.zip) : null;
}

/** A city's centre: the mean of its ZIP codes' centroids. */
export function lookupCity(city: string, state: string): ResolvedPlace | null {
  const code = stateCode(state);
  const name = city.trim();
  if (!code || !name) return null;
  const records = gazetteer()
    .lookupByName(name, code)
    .filter((r) => r.country === 'US');
  if (!records.length) return null;
  const mean = (pick: (r: ZipRecord) => number) => round(records.reduce((sum, r) => sum + pick(r), 0) / records.length);
  return {
    latitude: mean((r) => r.latitude),
    longitude: mean((r) => r.longitude),
    precision: 'city',
    label: `${records[0].city}, ${code}`,
    zipCode: null,
    city: records[0].city,
    state: code,
  };
}

/** The last ZIP code of the text that exists. */
function zipInText(text: string): ResolvedPlace | null {
  const zips = [...text.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)].map((m) => m[1]);
  for (const zip of zips.reverse()) {
    const place = lookupZip(zip);
    if (place) return place;
  }
  return null;
}

/** The city named just before a state: its last 1–3 words, longest first ("San Antonio", "Antonio"). */
function cityBefore(words: string[], state: string): ResolvedPlace | null {
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const place = lookupCity(words.slice(-n).join(' '), state);
    if (place) return place;
  }
  return null;
}

/**
 * A place in free text a person typed: a ZIP code anywhere, else "City, ST", "City, State name" or
 * "City ST" (the last one, so "Main St Park, Austin, TX" is Austin). A city without a state is not
 * guessed: there are 30 Springfields.
 */
export function resolvePlaceText(text: string): ResolvedPlace | null {
  if (!text?.trim()) return null;
  const byZip = zipInText(text);
  if (byZip) return byZip;
  const parts = text
    .split(/[,;\n()]/)
    .map((p) => p.replace(/\b\d{5}(-\d{4})?\b/g, '').trim())
    .filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i--) {
    const words = parts[i].split(/\s+/);
    // "…, Austin, TX" / "…, Portland, Oregon": this part is the state, the city ends the part before.
    const state = stateCode(parts[i]);
    if (state && i > 0) {
      const place = cityBefore(parts[i - 1].split(/\s+/), state);
      if (place) return place;
    }
    // "Austin TX" / "Salt Lake City Utah" inside one part: the state is its last word(s).
    for (const stateWords of [1, 2]) {
      if (words.length <= stateWords) continue;
      const trailing = words.slice(-stateWords).join(' ');
      const code = stateWords === 1 && !/^[A-Z]{2}$/.test(trailing) && trailing.length === 2 ? null : stateCode(trailing);
      if (!code) continue;
      const place = cityBefore(words.slice(0, -stateWords), code);
      if (place) return place;
    }
  }
  return null;
}
