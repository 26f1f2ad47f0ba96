import {
  cityState,
  distanceMiles,
  distanceTo,
  formatDistance,
  formatRating,
  priceRangeLabel,
  reviewCountLabel,
  telHref,
  websiteHref,
  websiteLabel,
} from './format';

describe('formatRating', () => {
  it('shows one decimal (SPEC §9)', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(3.333)).toBe('3.3');
    expect(formatRating(0)).toBe('0.0');
  });
  it('copes with text and missing values', () => {
    expect(formatRating('4.67')).toBe('4.7');
    expect(formatRating(null)).toBe('0.0');
    expect(formatRating('x')).toBe('0.0');
  });
});

describe('reviewCountLabel', () => {
  it('counts reviews in words', () => {
    expect(reviewCountLabel(0)).toBe('No reviews yet');
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(12)).toBe('12 reviews');
  });
});

describe('priceRangeLabel', () => {
  it('uses the SPEC §9 symbols', () => {
    expect(priceRangeLabel('budget')).toBe('$ · Budget');
    expect(priceRangeLabel('moderate')).toBe('$$ · Moderate');
    expect(priceRangeLabel('premium')).toBe('$$$ · Premium');
    expect(priceRangeLabel(null)).toBeNull();
  });
});

describe('cityState', () => {
  it('joins what is there', () => {
    expect(cityState({ city: 'Austin', state: 'TX' })).toBe('Austin, TX');
    expect(cityState({ city: 'Austin', state: null })).toBe('Austin');
    expect(cityState({ city: ' ', state: null })).toBeNull();
  });
});

describe('links', () => {
  it('makes websites absolute and refuses other schemes', () => {
    expect(websiteHref('www.happytails.com')).toBe('https://www.happytails.com/');
    expect(websiteHref('http://example.org/a')).toBe('http://example.org/a');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('  ')).toBeNull();
    expect(websiteLabel('https://www.happytails.com/book')).toBe('happytails.com');
  });
  it('keeps only digits and a leading + in tel: links', () => {
    expect(telHref('(512) 555-0142')).toBe('tel:5125550142');
    expect(telHref('+1 512 555 0142')).toBe('tel:+15125550142');
    expect(telHref('call us')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});

describe('distance', () => {
  it('is the great-circle distance on a 3959-mile sphere (SPEC §9)', () => {
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
  it('formats miles for the card', () => {
    expect(formatDistance(0.04)).toBe('< 0.1 mi');
    expect(formatDistance(3.26)).toBe('3.3 mi');
    expect(formatDistance(12.6)).toBe('13 mi');
  });
});
