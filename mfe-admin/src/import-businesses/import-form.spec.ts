import { IMPORT_CATEGORY_OPTIONS, IMPORT_SEARCH_DEFAULTS, canSearch, parseLimit, toSearchRequest } from './import-form';

describe('import search form', () => {
  it('starts from Miami, FL, all, 20', () => {
    expect(IMPORT_SEARCH_DEFAULTS).toEqual({ city: 'Miami', state: 'FL', category: 'all', limit: '20' });
    expect(IMPORT_CATEGORY_OPTIONS.map((o) => o.value)).toEqual(['all', 'groomer', 'pet_store', 'veterinarian', 'park']);
  });

  it('falls back to 20 when the limit is not a number', () => {
    expect(parseLimit('')).toBe(20);
    expect(parseLimit('   ')).toBe(20);
    expect(parseLimit('lots')).toBe(20);
    expect(parseLimit('12abc')).toBe(20);
    expect(parseLimit(undefined)).toBe(20);
    expect(parseLimit(NaN)).toBe(20);
  });

  it('keeps a numeric limit within 1 to 60', () => {
    expect(parseLimit('35')).toBe(35);
    expect(parseLimit(' 7 ')).toBe(7);
    expect(parseLimit('1')).toBe(1);
    expect(parseLimit('60')).toBe(60);
    expect(parseLimit('61')).toBe(60);
    expect(parseLimit('0')).toBe(1);
    expect(parseLimit('-5')).toBe(1);
    expect(parseLimit('12.7')).toBe(12);
  });

  it('needs a city and a state before searching', () => {
    expect(canSearch({ city: 'Miami', state: 'FL' })).toBe(true);
    expect(canSearch({ city: ' ', state: 'FL' })).toBe(false);
    expect(canSearch({ city: 'Miami', state: '' })).toBe(false);
  });

  it('sends a trimmed city, an upper-case 2-letter state and a parsed limit', () => {
    expect(toSearchRequest({ city: ' Austin ', state: 'tx', category: 'park', limit: 'abc' })).toEqual({
      city: 'Austin',
      state: 'TX',
      category: 'park',
      limit: 20,
    });
  });
});
