import {
  DEFAULT_FILTERS,
  hasActiveFilters,
  readServicesFilters,
  toSearchQuery,
  writeServicesFilters,
} from './search-params';

describe('readServicesFilters', () => {
  it('reads q and category from the query string', () => {
    expect(readServicesFilters(new URLSearchParams('q=dog+grooming&category=groomer'))).toEqual({
      ...DEFAULT_FILTERS,
      q: 'dog grooming',
      category: 'groomer',
    });
  });

  it('reads every other filter and trims the text ones', () => {
    expect(
      readServicesFilters(
        new URLSearchParams('city=%20Austin%20&priceRange=budget&minRating=4.5&distance=25'),
      ),
    ).toEqual({
      ...DEFAULT_FILTERS,
      city: 'Austin',
      priceRange: 'budget',
      minRating: 4.5,
      distance: 25,
    });
  });

  it('treats unknown or off-list values as "any"', () => {
    expect(
      readServicesFilters(new URLSearchParams('category=zoo&priceRange=cheap&minRating=2&distance=7')),
    ).toEqual(DEFAULT_FILTERS);
    expect(readServicesFilters(new URLSearchParams('minRating=&distance=abc'))).toEqual(DEFAULT_FILTERS);
  });

  it('accepts exactly the listed rating and distance options', () => {
    for (const r of [0, 3, 4, 4.5])
      expect(readServicesFilters(new URLSearchParams(`minRating=${r}`)).minRating).toBe(r);
    for (const d of [0, 5, 10, 25, 50])
      expect(readServicesFilters(new URLSearchParams(`distance=${d}`)).distance).toBe(d);
  });
});

describe('writeServicesFilters', () => {
  it('leaves defaults out, so an unfiltered search is plain /services', () => {
    expect(writeServicesFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
  });

  it('round-trips through readServicesFilters', () => {
    const filters = {
      q: 'vet',
      category: 'veterinarian' as const,
      city: 'Denver',
      priceRange: 'premium' as const,
      minRating: 4,
      distance: 10,
      openNow: true,
    };
    const written = writeServicesFilters(filters);
    expect(written.toString()).toBe(
      'q=vet&category=veterinarian&city=Denver&priceRange=premium&minRating=4&distance=10&openNow=true',
    );
    expect(readServicesFilters(written)).toEqual(filters);
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('omits blank text', () => {
    expect(writeServicesFilters({ ...DEFAULT_FILTERS, q: '   ', city: ' ' }).toString()).toBe('');
  });
});

describe('toSearchQuery (server-side search of GET /api/businesses)', () => {
  const here = { latitude: 30.26715, longitude: -97.74306 };

  it('sends nothing for the plain directory', () => {
    expect(toSearchQuery(DEFAULT_FILTERS, null)).toEqual({});
  });

  it('maps each filter to its query parameter, "all" and 0 omitted', () => {
    expect(
      toSearchQuery(
        { q: 'wash', category: 'groomer', city: 'Austin', priceRange: 'budget', minRating: 4.5, distance: 0, openNow: false },
        null,
      ),
    ).toEqual({ q: 'wash', category: 'groomer', city: 'Austin', priceRange: 'budget', minRating: '4.5' });
  });

  it('asks the server for businesses open now only when the switch is on', () => {
    expect(toSearchQuery({ ...DEFAULT_FILTERS, openNow: true }, null)).toEqual({ openNow: 'true' });
    expect(readServicesFilters(new URLSearchParams('openNow=true')).openNow).toBe(true);
    expect(readServicesFilters(new URLSearchParams('openNow=yes')).openNow).toBe(false);
  });

  it('ignores the distance until the location is known', () => {
    expect(toSearchQuery({ ...DEFAULT_FILTERS, distance: 10 }, null)).toEqual({});
  });

  it('sends lat, lng and radiusMiles once the location is known', () => {
    expect(toSearchQuery({ ...DEFAULT_FILTERS, distance: 25 }, here)).toEqual({
      lat: '30.26715',
      lng: '-97.74306',
      radiusMiles: '25',
    });
  });

  it('sends lat and lng without a radius for "any distance", so the nearest come first', () => {
    expect(toSearchQuery(DEFAULT_FILTERS, here)).toEqual({ lat: '30.26715', lng: '-97.74306' });
  });

  it('keeps the text as typed (trimmed); the contract caller (libs/api-client) encodes it', () => {
    expect(toSearchQuery({ ...DEFAULT_FILTERS, q: ' paws & claws ', category: 'pet_store' }, null)).toEqual({
      q: 'paws & claws',
      category: 'pet_store',
    });
  });
});
