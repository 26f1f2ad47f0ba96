import { petPageTitle } from './page-titles';

describe('page titles (the gateway renders them, the web app sets them on navigation)', () => {
  it('a pet page is named after what it shows', () => {
    expect(petPageTitle({ type: 'lost', petName: 'Biscuit', breed: 'Beagle', species: 'dog', lastSeenLocation: 'Riverside Park, Austin' })).toBe(
      'LOST: Biscuit, beagle — Riverside Park, Austin',
    );
    expect(petPageTitle({ type: 'found', petName: null, breed: null, species: 'cat', lastSeenLocation: 'Elm St' })).toBe('FOUND: Cat — Elm St');
  });
});
