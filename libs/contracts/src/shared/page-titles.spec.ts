import { documentTitle, HOME_TITLE, PAGE_TITLES_BY_LOCALE, STATIC_PAGE_TITLES, staticPageTitle } from './page-titles';

describe('page titles (the gateway renders them, the web app sets them on navigation)', () => {
  it('a page with its own title is "<title> | PawPals"; the home page and pages without one get the home title', () => {
    expect(documentTitle(staticPageTitle('/services'))).toBe('Pet Services Near You — Groomers, Vets, Pet Stores and Parks | PawPals');
    expect(documentTitle(staticPageTitle('/services/'))).toBe('Pet Services Near You — Groomers, Vets, Pet Stores and Parks | PawPals');
    expect(documentTitle(staticPageTitle('/'))).toBe(HOME_TITLE);
    expect(documentTitle(staticPageTitle('/login'))).toBe(HOME_TITLE);
    expect(documentTitle(null)).toBe(HOME_TITLE);
  });
});

describe('Spanish titles', () => {
  it('every page with a fixed address has one, and /es pages get it', () => {
    expect(Object.keys(PAGE_TITLES_BY_LOCALE.es).sort()).toEqual(Object.keys(STATIC_PAGE_TITLES).sort());
    expect(documentTitle(staticPageTitle('/es/faqs'), 'es')).toBe('Preguntas frecuentes | PawPals');
    expect(documentTitle(staticPageTitle('/es'), 'es')).toBe('PawPals — Conectando familias con mascotas');
    expect(documentTitle(null, 'es')).toBe('PawPals — Conectando familias con mascotas');
  });
});
