/**
 * The IANA zone of a US business from its state (two-letter code or full name), refined by its
 * coordinates in the states that span two zones. Offline on purpose: a small table, no geocoder.
 * The splits are approximations by longitude/latitude (docs/decisions/0105-time-zone.md); an owner whose business sits
 * on the other side of a line picks the zone in /my-business.
 */
const STATE_ZONES: Record<string, string> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago', CA: 'America/Los_Angeles',
  CO: 'America/Denver', CT: 'America/New_York', DE: 'America/New_York', DC: 'America/New_York', FL: 'America/New_York',
  GA: 'America/New_York', HI: 'Pacific/Honolulu', ID: 'America/Boise', IL: 'America/Chicago', IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago', KS: 'America/Chicago', KY: 'America/New_York', LA: 'America/Chicago', ME: 'America/New_York',
  MD: 'America/New_York', MA: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago', MS: 'America/Chicago',
  MO: 'America/Chicago', MT: 'America/Denver', NE: 'America/Chicago', NV: 'America/Los_Angeles', NH: 'America/New_York',
  NJ: 'America/New_York', NM: 'America/Denver', NY: 'America/New_York', NC: 'America/New_York', ND: 'America/Chicago',
  OH: 'America/New_York', OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York', RI: 'America/New_York',
  SC: 'America/New_York', SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago', UT: 'America/Denver',
  VT: 'America/New_York', VA: 'America/New_York', WA: 'America/Los_Angeles', WV: 'America/New_York', WI: 'America/Chicago',
  WY: 'America/Denver', PR: 'America/Puerto_Rico',
};

const STATE_NAMES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL',
  indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD',
  massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE',
  nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC',
  'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI',
  'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA',
  washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY', 'puerto rico': 'PR',
};

type Split = (lat: number, lng: number) => string | undefined;

/** Parts of multi-zone states that differ from the state's main zone, by coordinates. */
const SPLITS: Record<string, Split> = {
  TX: (_lat, lng) => (lng < -104.9 ? 'America/Denver' : undefined), // El Paso, Hudspeth
  FL: (_lat, lng) => (lng < -85.0 ? 'America/Chicago' : undefined), // the western panhandle
  TN: (_lat, lng) => (lng > -85.2 ? 'America/New_York' : undefined), // East Tennessee
  KY: (_lat, lng) => (lng < -86.0 ? 'America/Chicago' : undefined), // western Kentucky
  MI: (lat, lng) => (lat > 45.5 && lng < -87.6 ? 'America/Menominee' : undefined), // Upper Peninsula by Wisconsin
  IN: (lat, lng) => (lng < -86.9 && (lat > 40.9 || lat < 38.4) ? 'America/Chicago' : undefined), // Gary, Evansville
  ID: (lat) => (lat > 45.6 ? 'America/Los_Angeles' : undefined), // the panhandle
  OR: (lat, lng) => (lng > -117.6 && lat < 44.5 ? 'America/Boise' : undefined), // Malheur County
  NE: (_lat, lng) => (lng < -101.3 ? 'America/Denver' : undefined),
  KS: (_lat, lng) => (lng < -101.5 ? 'America/Denver' : undefined),
  SD: (_lat, lng) => (lng < -100.6 ? 'America/Denver' : undefined),
  ND: (lat, lng) => (lng < -101.0 && lat < 47.4 ? 'America/Denver' : undefined),
};

/** Without a state: the contiguous US by longitude bands, Alaska and Hawaii by their boxes. */
function zoneOfCoordinates(lat: number, lng: number): string | null {
  if (lat >= 18.5 && lat <= 22.5 && lng >= -161 && lng <= -154) return 'Pacific/Honolulu';
  if (lat >= 51 && lat <= 72 && lng >= -170 && lng <= -129) return 'America/Anchorage';
  if (lat < 24 || lat > 50 || lng < -125 || lng > -66) return null;
  if (lng > -86.5) return 'America/New_York';
  if (lng > -102) return 'America/Chicago';
  if (lng > -114.5) return 'America/Denver';
  return 'America/Los_Angeles';
}

export function stateCode(state: string | null | undefined): string | null {
  const text = state?.trim();
  if (!text) return null;
  const upper = text.toUpperCase();
  if (STATE_ZONES[upper]) return upper;
  return STATE_NAMES[text.toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

export function deriveTimeZone(place: { state: string | null; latitude: number | null; longitude: number | null }): string | null {
  const code = stateCode(place.state);
  const hasPoint = place.latitude !== null && place.longitude !== null;
  if (code) return (hasPoint ? SPLITS[code]?.(place.latitude as number, place.longitude as number) : undefined) ?? STATE_ZONES[code];
  return hasPoint ? zoneOfCoordinates(place.latitude as number, place.longitude as number) : null;
}
