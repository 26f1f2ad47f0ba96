import { mapCounts, mapRequestOf } from './map-view';

describe('the box the board map asks for', () => {
  it('is the view in degrees with a whole zoom', () => {
    expect(mapRequestOf({ west: -122.8, south: 45.4, east: -122.5, north: 45.6, zoom: 13.5 })).toEqual({
      bbox: { minLng: -122.8, minLat: 45.4, maxLng: -122.5, maxLat: 45.6 },
      zoom: 13,
    });
  });

  it('holds a world-wide view to -180…180 and -90…90', () => {
    expect(mapRequestOf({ west: -400, south: -100, east: 300, north: 100, zoom: 0 })).toEqual({
      bbox: { minLng: -180, minLat: -90, maxLng: 180, maxLat: 90 },
      zoom: 0,
    });
  });

  it('asks for nothing when the view is wholly past the antimeridian', () => {
    expect(mapRequestOf({ west: 185, south: 10, east: 200, north: 20, zoom: 6 })).toBeNull();
  });
});

describe('the legend of the board map', () => {
  it('counts the pets drawn and those in the clusters', () => {
    const pin = { id: 'a', petName: null, species: null, breed: null, color: null, photoUrl: null, latitude: 1, longitude: 1, locationPrecision: null, lastSeenLocation: 'x', lastSeenDate: null };
    expect(
      mapCounts({
        pets: [{ ...pin, type: 'lost' }, { ...pin, id: 'b', type: 'found' }, { ...pin, id: 'c', type: 'lost' }],
        clusters: [{ latitude: 0, longitude: 0, count: 5, lost: 3, found: 2 }],
      }),
    ).toEqual({ lost: 5, found: 3 });
  });
});
