import { buildSearchUrl } from './build-search-url';

describe('buildSearchUrl', () => {
  it('sends text and category', () => {
    expect(buildSearchUrl('dog grooming', 'groomer')).toBe('/services?q=dog+grooming&category=groomer');
  });
  it('omits the category for all', () => {
    expect(buildSearchUrl('vet', 'all')).toBe('/services?q=vet');
  });
  it('trims the text and omits it when blank', () => {
    expect(buildSearchUrl('   ', 'park')).toBe('/services?category=park');
    expect(buildSearchUrl('', 'all')).toBe('/services');
  });
  it('encodes special characters', () => {
    expect(new URL(buildSearchUrl('cats & dogs', 'pet_store'), 'http://x').searchParams.get('q')).toBe('cats & dogs');
  });
});
