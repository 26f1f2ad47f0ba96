import type { LostFoundPet } from '@pawpals/contracts';
import { petMarker, pointInUsArea, US_AREA } from './map-marker';

const pet = (over: Partial<LostFoundPet>): LostFoundPet => ({
  id: '6f1c1f9e-1d2b-4c3a-9e8f-0a1b2c3d4e5f',
  type: 'found',
  status: 'active',
  petName: null,
  breed: 'Lab mix',
  color: 'tan',
  description: 'Friendly',
  collarInfo: null,
  lastSeenLocation: 'Zilker Park',
  lastSeenDate: null,
  photoUrl: null,
  photoUrls: [],
  photoPlaceholder: null,
  photoPlaceholders: [],
  contactInfo: '5125550100',
  contactPreference: 'phone',
  approvalStatus: 'approved',
  species: 'dog',
  size: null,
  sex: null,
  microchipped: null,
  latitude: 30.2669,
  longitude: -97.7729,
  locationPrecision: 'pin',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('petMarker', () => {
  it('puts a pinned post exactly at its place, linking to it', () => {
    expect(petMarker(pet({}))).toEqual({
      id: '6f1c1f9e-1d2b-4c3a-9e8f-0a1b2c3d4e5f',
      latitude: 30.2669,
      longitude: -97.7729,
      type: 'found',
      title: 'Found lab mix',
      subtitle: 'Zilker Park',
      href: '/lost-found/6f1c1f9e-1d2b-4c3a-9e8f-0a1b2c3d4e5f',
      approximate: false,
    });
  });

  it('marks ZIP and city centres approximate and spreads posts sharing one, stably', () => {
    const a = petMarker(pet({ locationPrecision: 'city' }))!;
    const b = petMarker(pet({ id: '0e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b', locationPrecision: 'city' }))!;
    expect(a.approximate).toBe(true);
    expect(Math.abs(a.latitude - 30.2669)).toBeLessThanOrEqual(0.004);
    expect(Math.abs(a.longitude + 97.7729)).toBeLessThanOrEqual(0.004);
    expect([a.latitude, a.longitude]).not.toEqual([b.latitude, b.longitude]);
    expect(petMarker(pet({ locationPrecision: 'city' }))).toEqual(a);
  });

  it('has no marker for a post whose place could not be resolved', () => {
    expect(petMarker(pet({ latitude: null, longitude: null, locationPrecision: null }))).toBeNull();
  });
});

describe('pointInUsArea', () => {
  it('maps panel percentages onto the US area, top-left to bottom-right', () => {
    expect(pointInUsArea(0, 0)).toEqual({ latitude: US_AREA.north, longitude: US_AREA.west });
    expect(pointInUsArea(100, 100)).toEqual({ latitude: US_AREA.south, longitude: US_AREA.east });
    const middle = pointInUsArea(50, 50);
    expect(middle.latitude).toBeCloseTo(37, 5);
    expect(middle.longitude).toBeCloseTo(-95.75, 5);
  });
});
