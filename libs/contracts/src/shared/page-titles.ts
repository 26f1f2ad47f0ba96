/**
 * The title of every page, one definition for both sides (docs/decisions/0062-titles-on-in-app-navigation.md):
 * the gateway renders it into the HTML (svc-gateway/src/edge/web/share-previews.ts) and the web app sets the same
 * `document.title` when it navigates in the browser. Plain strings and functions only (no zod), so the browser
 * bundles next to nothing. The titles of a business page and a pet page are their domains'
 * (directory/page-titles.ts, pets/page-titles.ts).
 */

import { DEFAULT_LOCALE, localeOfPath, pathWithoutLocale, type Locale } from './locales';

export const SITE_NAME = 'PawPals';

/** The home page's title, also the title of every page without one of its own (private and unknown pages). */
export const HOME_TITLE = 'PawPals — Connecting Pet Families';

/** The public pages with a fixed address (the home page first), as the sitemap lists them. */
export const STATIC_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': HOME_TITLE,
  '/services': 'Pet Services Near You — Groomers, Vets, Pet Stores and Parks',
  '/lost-found': 'Lost & Found Pets',
  '/how-it-works': 'How PawPals Works',
  '/about': 'About PawPals',
  '/contact': 'Contact PawPals',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/pet-safety-tips': 'Pet Safety Tips',
  '/faqs': 'Frequently Asked Questions',
  '/support': 'Support Center',
  '/join': 'Join PawPals — It’s Free',
};

/** The same pages' titles in Spanish (docs/i18n.md), under /es. */
const SPANISH_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'PawPals — Conectando familias con mascotas',
  '/services': 'Servicios para mascotas cerca de ti — Peluquerías, veterinarios, tiendas y parques',
  '/lost-found': 'Mascotas perdidas y encontradas',
  '/how-it-works': 'Cómo funciona PawPals',
  '/about': 'Acerca de PawPals',
  '/contact': 'Contacta a PawPals',
  '/privacy': 'Política de privacidad',
  '/terms': 'Términos del servicio',
  '/pet-safety-tips': 'Consejos de seguridad para mascotas',
  '/faqs': 'Preguntas frecuentes',
  '/support': 'Centro de ayuda',
  '/join': 'Únete a PawPals — Es gratis',
};

export const PAGE_TITLES_BY_LOCALE: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: STATIC_PAGE_TITLES,
  es: SPANISH_PAGE_TITLES,
};

/** The home page's title in `locale`. */
export const homeTitle = (locale: Locale = DEFAULT_LOCALE) => PAGE_TITLES_BY_LOCALE[locale]['/'];

/** What `<title>` says for a page's own title: "<title> | PawPals", or the home title (in `locale`) for none. */
export function documentTitle(pageTitle: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const home = homeTitle(locale);
  return pageTitle && pageTitle !== home ? `${pageTitle} | ${SITE_NAME}` : home;
}

/**
 * The title of a page with a fixed address ('/services/' is '/services'), in the address's language
 * ('/es/services' is Spanish), or null for any other page.
 */
export function staticPageTitle(pathname: string): string | null {
  const locale = localeOfPath(pathname);
  const plain = pathWithoutLocale(pathname);
  const path = plain.length > 1 ? plain.replace(/\/+$/, '') || '/' : plain;
  return PAGE_TITLES_BY_LOCALE[locale][path] ?? null;
}
