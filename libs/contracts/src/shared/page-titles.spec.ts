import { documentTitle, HOME_TITLE, staticPageTitle } from './page-titles';

describe('page titles (the gateway renders them, the web app sets them on navigation)', () => {
  it('a page with its own title is "<title> | PawPals"; the home page and pages without one get the home title', () => {
    expect(documentTitle(staticPageTitle('/services'))).toBe('Pet Services Near You — Groomers, Vets, Pet Stores and Parks | PawPals');
    expect(documentTitle(staticPageTitle('/services/'))).toBe('Pet Services Near You — Groomers, Vets, Pet Stores and Parks | PawPals');
    expect(documentTitle(staticPageTitle('/'))).toBe(HOME_TITLE);
    expect(documentTitle(staticPageTitle('/login'))).toBe(HOME_TITLE);
    expect(documentTitle(null)).toBe(HOME_TITLE);
  });
});
