import type { LostFoundPet } from '@pawpals/contracts';
import { formatPetDate, matchesSearch, petTitle, telHref } from './format';

const pet = (over: Partial<LostFoundPet> = {}): LostFoundPet => ({
  id: '1',
  type: 'lost',
  status: 'active',
  petName: 'Biscuit',
  breed: 'Beagle',
  color: 'Tan and white',
  description: 'Friendly, loves treats',
  collarInfo: 'Red collar',
  lastSeenLocation: 'Riverside Park, Austin TX',
  lastSeenDate: '2024-05-02T00:00:00.000Z',
  photoUrl: '/objects/x',
  photoUrls: ['/objects/x'],
  photoPlaceholder: null,
  photoPlaceholders: [null],
  contactInfo: '(512) 555-0142',
  contactPreference: 'phone',
  approvalStatus: 'approved',
  species: 'dog',
  size: null,
  sex: null,
  microchipped: null,
  latitude: null,
  longitude: null,
  locationPrecision: null,
  createdAt: '2024-05-02T10:00:00.000Z',
  ...over,
});

describe('formatPetDate', () => {
  it('shows a chosen day as that day in every time zone', () => {
    expect(formatPetDate('2024-05-02T00:00:00.000Z', 'short')).toBe('May 2, 2024');
    expect(formatPetDate('2024-05-02T00:00:00.000Z')).toBe('Thursday, May 2, 2024');
  });
  it('says what Intl says in US English, for chosen days (UTC) and timestamps (local time), every day of a year', () => {
    for (let day = 0; day < 400; day += 1) {
      const midnight = new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString();
      const stamp = new Date(Date.UTC(2024, 0, 1, 13, 30) + day * 86_400_000).toISOString();
      for (const [iso, timeZone] of [[midnight, 'UTC'], [stamp, undefined]] as const) {
        const intl = (long: boolean) =>
          new Intl.DateTimeFormat('en-US', { ...(long ? { weekday: 'long', month: 'long' } : { month: 'short' }), day: 'numeric', year: 'numeric', timeZone }).format(new Date(iso));
        expect([formatPetDate(iso), formatPetDate(iso, 'short')]).toEqual([intl(true), intl(false)]);
      }
    }
  });
  it('is null for a missing or broken date', () => {
    expect(formatPetDate(null)).toBeNull();
    expect(formatPetDate('not a date')).toBeNull();
  });
});

describe('petTitle', () => {
  it('uses the name, else the type and breed', () => {
    expect(petTitle(pet())).toBe('Biscuit');
    expect(petTitle(pet({ petName: null, type: 'found', breed: 'Orange Tabby' }))).toBe('Found orange tabby');
    expect(petTitle(pet({ petName: null, breed: null }))).toBe('Lost pet');
  });
});

describe('matchesSearch', () => {
  it('matches every word anywhere in name, breed, colour, description or place', () => {
    expect(matchesSearch(pet(), '')).toBe(true);
    expect(matchesSearch(pet(), 'beagle riverside')).toBe(true);
    expect(matchesSearch(pet(), 'BISCUIT')).toBe(true);
    expect(matchesSearch(pet(), 'beagle downtown')).toBe(false);
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('(512) 555-0142')).toBe('tel:5125550142');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
