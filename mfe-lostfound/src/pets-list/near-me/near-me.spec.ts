import { distanceText } from '../../shared/format';
import { isZipCode, nearMeQuery } from './near-me';

describe('near me', () => {
  it('asks from the browser location with radius and species', () => {
    expect(nearMeQuery({ source: { kind: 'location', latitude: 30.27, longitude: -97.74 }, radiusMiles: 10, species: 'dog' })).toEqual({
      lat: '30.27',
      lng: '-97.74',
      radiusMiles: '10',
      species: 'dog',
    });
  });
  it('asks by ZIP code, every species', () => {
    expect(nearMeQuery({ source: { kind: 'zip', zipCode: '78704' }, radiusMiles: 25, species: 'all' })).toEqual({ zipCode: '78704', radiusMiles: '25' });
  });
  it('says how far a pet is', () => {
    expect(distanceText(0.44)).toBe('0.4 mi away');
    expect(distanceText(12.6)).toBe('13 mi away');
    expect(distanceText(undefined)).toBeNull();
  });
  it('knows a ZIP code', () => {
    expect(isZipCode(' 78704 ')).toBe(true);
    expect(isZipCode('7870')).toBe(false);
  });
});
