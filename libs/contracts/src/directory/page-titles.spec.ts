import { businessPageTitle } from './page-titles';

describe('page titles (the gateway renders them, the web app sets them on navigation)', () => {
  it('a business page is named after what it shows', () => {
    expect(businessPageTitle({ name: 'Steady Paws Clinic', category: 'veterinarian', city: 'Denver', state: 'CO' })).toBe(
      'Steady Paws Clinic — Veterinarian in Denver, CO',
    );
    expect(businessPageTitle({ name: 'Bark Park', category: 'park', city: null, state: null })).toBe('Bark Park — Park');
  });
});
