import type { LostFoundPet } from '@pawpals/contracts';
import { pointInUsArea, US_AREA } from '../../shared/map/map-marker';
import { boardMarkers } from './board-markers';
import { markerPosition } from './marker-position';

const pet = (over: Partial<LostFoundPet>): LostFoundPet => ({
  id: '3a0c5f1e-2b4d-4c6e-8f10-1a2b3c4d5e6f',
  type: 'lost',
  status: 'active',
  petName: 'Biscuit',
  breed: 'Beagle',
  color: 'tan',
  description: 'Friendly',
  collarInfo: null,
  lastSeenLocation: 'Behind the old mill',
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
  latitude: null,
  longitude: null,
  locationPrecision: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('boardMarkers', () => {
  it('puts a pinned post at its real place, not approximate', () => {
    const [marker] = boardMarkers([
      pet({ latitude: 45.5152, longitude: -122.6784, locationPrecision: 'pin' }),
    ]);
    expect(marker).toMatchObject({
      latitude: 45.5152,
      longitude: -122.6784,
      type: 'lost',
      approximate: false,
      href: '/lost-found/3a0c5f1e-2b4d-4c6e-8f10-1a2b3c4d5e6f',
    });
  });

  it('gives a post without coordinates its stable spot inside the US area, approximate, linking to it', () => {
    const unplaced = pet({ type: 'found', petName: null, breed: null });
    const [marker] = boardMarkers([unplaced]);
    const { top, left } = markerPosition(unplaced);
    expect(marker).toEqual({
      id: unplaced.id,
      ...pointInUsArea(top, left),
      type: 'found',
      title: 'Found pet',
      subtitle: 'Behind the old mill',
      href: `/lost-found/${unplaced.id}`,
      approximate: true,
    });
    // The same post lands on the same spot every time.
    expect(boardMarkers([unplaced])).toEqual([marker]);
  });

  it('keeps every unplaced post within the 10–79 % band of the US area', () => {
    const markers = boardMarkers(
      Array.from({ length: 500 }, (_, i) => pet({ id: `post-${i}`, lastSeenLocation: `Street ${i}` })),
    );
    const height = US_AREA.north - US_AREA.south;
    const width = US_AREA.east - US_AREA.west;
    for (const m of markers) {
      expect(m.approximate).toBe(true);
      expect(m.latitude).toBeLessThanOrEqual(US_AREA.north - 0.1 * height + 1e-9);
      expect(m.latitude).toBeGreaterThanOrEqual(US_AREA.north - 0.79 * height - 1e-9);
      expect(m.longitude).toBeGreaterThanOrEqual(US_AREA.west + 0.1 * width - 1e-9);
      expect(m.longitude).toBeLessThanOrEqual(US_AREA.west + 0.79 * width + 1e-9);
    }
  });

  it('has one marker per post, in order, mixing real and approximate ones', () => {
    const pinned = pet({ id: 'a', latitude: 30.2669, longitude: -97.7729, locationPrecision: 'pin' });
    const zip = pet({ id: 'b', latitude: 30.25, longitude: -97.75, locationPrecision: 'zip' });
    const none = pet({ id: 'c' });
    expect(boardMarkers([pinned, zip, none]).map((m) => [m.id, m.approximate])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
  });
});
