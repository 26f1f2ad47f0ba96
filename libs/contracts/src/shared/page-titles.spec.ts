import { businessPageTitle, documentTitle, HOME_TITLE, petPageTitle, staticPageTitle } from './page-titles';

describe('page titles (the gateway renders them, the web app sets them on navigation)', () => {
  it('a page with its own title is "<title> | PawPals"; the home page and pages without one get the home title', () => {
    expect(documentTitle(staticPageTitle('/services'))).toBe('Pet Services Near You — Groomers, Vets, Pet Stores and Parks | PawPals');
    expect(documentTitle(staticPageTitle('/services/'))).toBe('Pet Services Near You — Groomers, Vets, Pet Stores and Parks | PawPals');
    expect(documentTitle(staticPageTitle('/'))).toBe(HOME_TITLE);
    expect(documentTitle(staticPageTitle('/login'))).toBe(HOME_TITLE);
    expect(documentTitle(null)).toBe(HOME_TITLE);
  });

  it('detail pages are named after what they show', () => {
    expect(businessPageTitle({ name: 'Steady Paws Clinic', category: 'veterinarian', city: 'Denver', state: 'CO' })).toBe(
      'Steady Paws Clinic — Veterinarian in Denver, CO',
    );
    expect(businessPageTitle({ name: 'Bark Park', category: 'park', city: null, state: null })).toBe('Bark Park — Park');
    expect(petPageTitle({ type: 'lost', petName: 'Biscuit', breed: 'Beagle', species: 'dog', lastSeenLocation: 'Riverside Park, Austin' })).toBe(
      'LOST: Biscuit, beagle — Riverside Park, Austin',
    );
    expect(petPageTitle({ type: 'found', petName: null, breed: null, species: 'cat', lastSeenLocation: 'Elm St' })).toBe('FOUND: Cat — Elm St');
  });
});
