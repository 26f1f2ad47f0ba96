import {
  categoryLabel,
  cityState,
  distanceText,
  formatDistance,
  formatRating,
  priceRangeLabel,
  telHref,
  websiteHref,
} from './business-format';

describe('formatRating', () => {
  it('shows one decimal', () => {
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

describe('categoryLabel and priceRangeLabel', () => {
  it('name a category in words', () => {
    expect(categoryLabel('pet_store')).toBe('Pet Store');
    expect(categoryLabel('veterinarian')).toBe('Veterinarian');
  });
  it('use the price symbols $, $$ and $$$', () => {
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
    expect(cityState({ city: null, state: 'TX' })).toBe('TX');
    expect(cityState({ city: ' ', state: null })).toBeNull();
    expect(cityState(undefined)).toBeNull();
  });
});

describe('links', () => {
  it('make websites absolute and refuse other schemes', () => {
    expect(websiteHref('www.happytails.com')).toBe('https://www.happytails.com/');
    expect(websiteHref('http://example.org/a')).toBe('http://example.org/a');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('  ')).toBeNull();
  });
  it('keep only digits and a leading + in tel: links', () => {
    expect(telHref('(512) 555-0142')).toBe('tel:5125550142');
    expect(telHref('+1 512 555 0142')).toBe('tel:+15125550142');
    expect(telHref('call us')).toBeNull();
    expect(telHref('')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});

describe('distances', () => {
  it('formats miles for a business card', () => {
    expect(formatDistance(0.04)).toBe('< 0.1 mi');
    expect(formatDistance(3.26)).toBe('3.3 mi');
    expect(formatDistance(12.6)).toBe('13 mi');
  });
  it('says how far a pet or a vet is', () => {
    expect(distanceText(0.44)).toBe('0.4 mi away');
    expect(distanceText(12.6)).toBe('13 mi away');
    expect(distanceText(undefined)).toBeNull();
  });
});
