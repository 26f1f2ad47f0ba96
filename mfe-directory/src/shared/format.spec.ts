import { distanceMiles, distanceTo, websiteLabel } from './format';

describe('websiteLabel', () => {
  it('shows the host of a website without www', () => {
    expect(websiteLabel('https://www.happytails.com/book')).toBe('happytails.com');
    expect(websiteLabel('javascript:alert(1)')).toBeNull();
  });
});

describe('distance', () => {
  it('is the great-circle distance on a 3959-mile sphere', () => {
    // One degree of latitude: 3959 × π / 180 ≈ 69.097 miles.
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      69.097,
      2,
    );
    // Austin → Dallas, about 182 miles as the crow flies.
    expect(
      distanceMiles({ latitude: 30.2672, longitude: -97.7431 }, { latitude: 32.7767, longitude: -96.797 }),
    ).toBeCloseTo(182.1, 0);
    expect(distanceMiles({ latitude: 10, longitude: 10 }, { latitude: 10, longitude: 10 })).toBe(0);
  });
  it('is null without coordinates on either side', () => {
    expect(distanceTo(null, { latitude: 1, longitude: 1 })).toBeNull();
    expect(distanceTo({ latitude: 1, longitude: 1 }, { latitude: null, longitude: null })).toBeNull();
  });
});
