import { localeOfPath, localizedPath, negotiateLocale, pathWithoutLocale } from './locales';

describe('locale addresses', () => {
  it.each([
    ['/', 'en', '/'],
    ['/services', 'en', '/services'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/lost-found/abc', 'es', '/lost-found/abc'],
    ['/estate', 'en', '/estate'],
    ['/en/services', 'en', '/en/services'],
  ])('%s is %s at %s', (path, locale, plain) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(pathWithoutLocale(path)).toBe(plain);
  });

  it('moves a page between languages both ways', () => {
    expect(localizedPath('/services', 'es')).toBe('/es/services');
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/es/faqs', 'en')).toBe('/faqs');
    expect(localizedPath('/es', 'en')).toBe('/');
    expect(localizedPath('/es/faqs', 'es')).toBe('/es/faqs');
  });
});

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR, es;q=0.5', 'es'],
    ['fr, de', 'en'],
    ['en;q=0.2, es;q=0.7', 'es'],
    ['es;q=0', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});
