import { createIntl } from 'react-intl';
import { isZipCode, nearMeChips, nearMeQuery } from './near-me';

const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

describe('near me', () => {
  it('asks from the browser location with radius and species', () => {
    expect(
      nearMeQuery({
        source: { kind: 'location', latitude: 30.27, longitude: -97.74 },
        radiusMiles: 10,
        species: 'dog',
      }),
    ).toEqual({
      lat: '30.27',
      lng: '-97.74',
      radiusMiles: '10',
      species: 'dog',
    });
  });
  it('asks by ZIP code, every species', () => {
    expect(
      nearMeQuery({ source: { kind: 'zip', zipCode: '78704' }, radiusMiles: 25, species: 'all' }),
    ).toEqual({ zipCode: '78704', radiusMiles: '25' });
  });
  it('names a near-me search as chips: the place and radius (removing it ends near me), then the species (removing it keeps the place)', () => {
    const state = { source: { kind: 'zip', zipCode: '78704' }, radiusMiles: 10, species: 'cat' } as const;
    expect(nearMeChips(state, english)).toEqual([
      { key: 'near-me', label: 'Within 10 mi of 78704', clear: null },
      { key: 'species', label: 'Cat', clear: { ...state, species: 'all' } },
    ]);
    expect(
      nearMeChips(
        { source: { kind: 'location', latitude: 1, longitude: 2 }, radiusMiles: 25, species: 'all' },
        english,
      ).map((c) => c.label),
    ).toEqual(['Within 25 mi of your location']);
  });
  it('knows a ZIP code', () => {
    expect(isZipCode(' 78704 ')).toBe(true);
    expect(isZipCode('7870')).toBe(false);
  });
});
