import { DomainError, type BusinessCategory, type PlaceSearchResult } from '@pawpals/contracts';

/** What each directory category is called in a place search. */
export const PLACE_QUERIES: Record<BusinessCategory, string> = {
  groomer: 'pet groomer',
  pet_store: 'pet store',
  park: 'dog park',
  veterinarian: 'veterinarian',
};

const FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.addressComponents',
  'places.nationalPhoneNumber',
  'places.rating',
  'places.websiteUri',
  'places.location',
  'nextPageToken',
].join(',');

interface GooglePlace {
  id: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  addressComponents?: { longText?: string; shortText?: string; types?: string[] }[];
  nationalPhoneNumber?: string;
  rating?: number;
  websiteUri?: string;
  location?: { latitude?: number; longitude?: number };
}

interface SearchTextResponse {
  places?: GooglePlace[];
  nextPageToken?: string;
}

/**
 * Google Places API (New) Text Search: POST {base}/v1/places:searchText, 20 per page, following
 * nextPageToken until `limit` places. Errors are Google's JSON `{error: {code, message, status}}`.
 */
export class GooglePlacesClient {
  constructor(
    private readonly apiKey: string,
    private readonly baseUrl = 'https://places.googleapis.com',
    private readonly timeoutMs = 10_000,
  ) {}

  async search(category: BusinessCategory, city: string, state: string, limit: number): Promise<PlaceSearchResult[]> {
    const results: PlaceSearchResult[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.page({
        textQuery: `${PLACE_QUERIES[category]} in ${city}, ${state}`,
        pageSize: Math.min(20, limit - results.length),
        ...(pageToken ? { pageToken } : {}),
      });
      for (const place of page.places ?? []) {
        if (results.length < limit && place.id && place.displayName?.text) results.push(toResult(place, category, city, state));
      }
      pageToken = page.nextPageToken;
    } while (pageToken && results.length < limit);
    return results;
  }

  private async page(body: Record<string, unknown>): Promise<SearchTextResponse> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}/v1/places:searchText`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': this.apiKey, 'X-Goog-FieldMask': FIELD_MASK },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw new DomainError('unavailable', 'Google Places could not be reached. Please try again.');
    }
    if (res.ok) return (await res.json()) as SearchTextResponse;
    const error = ((await res.json().catch(() => ({}))) as { error?: { message?: string; status?: string } }).error;
    if (res.status === 429) {
      throw new DomainError('rate_limited', 'Google Places rate limit reached. Please wait a minute and try again.');
    }
    if (res.status === 400) throw new DomainError('validation', `Google Places refused the search: ${error?.message ?? 'bad request'}`);
    if (res.status === 401 || res.status === 403) {
      throw new DomainError('unavailable', `Google Places refused our API key: ${error?.message ?? error?.status ?? res.status}`);
    }
    throw new DomainError('unavailable', `Google Places failed (${res.status}). Please try again.`);
  }
}

function toResult(place: GooglePlace, category: BusinessCategory, city: string, state: string): PlaceSearchResult {
  const component = (type: string, short = false) => {
    const c = place.addressComponents?.find((a) => a.types?.includes(type));
    return short ? c?.shortText : c?.longText;
  };
  return {
    googlePlaceId: place.id,
    name: place.displayName!.text!,
    category,
    city: component('locality') ?? city,
    state: component('administrative_area_level_1', true) ?? state,
    phone: place.nationalPhoneNumber ?? null,
    rating: typeof place.rating === 'number' ? place.rating : null,
    address: place.formattedAddress?.split(',')[0] ?? null,
    websiteUrl: place.websiteUri ?? null,
    latitude: place.location?.latitude ?? null,
    longitude: place.location?.longitude ?? null,
  };
}
