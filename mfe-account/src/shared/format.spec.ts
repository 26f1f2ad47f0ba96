import { cityState, formatTime, initialsOf, telHref, websiteHref } from './format';

describe('formatTime', () => {
  it('shows two-digit hour and minute (SPEC §9)', () => {
    expect(formatTime(new Date(2025, 5, 3, 9, 5))).toBe('09:05');
    expect(formatTime(new Date(2025, 5, 3, 14, 30))).toBe('14:30');
    expect(formatTime('not a date')).toBe('');
  });
});

describe('cityState / telHref / websiteHref / initials', () => {
  it('joins what is there', () => {
    expect(cityState({ city: 'Austin', state: 'TX' })).toBe('Austin, TX');
    expect(cityState({ city: null, state: 'TX' })).toBe('TX');
    expect(cityState({ city: ' ', state: null })).toBeNull();
    expect(cityState(undefined)).toBeNull();
  });
  it('makes call links of digits only', () => {
    expect(telHref('(512) 555-0142')).toBe('tel:5125550142');
    expect(telHref('+1 512 555 0142')).toBe('tel:+15125550142');
    expect(telHref('')).toBeNull();
  });
  it('makes websites absolute and refuses other schemes', () => {
    expect(websiteHref('www.vet.example.com')).toBe('https://www.vet.example.com/');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
  });
  it('builds initials', () => {
    expect(initialsOf('maya', 'rivers')).toBe('MR');
    expect(initialsOf('', null)).toBe('?');
  });
});
