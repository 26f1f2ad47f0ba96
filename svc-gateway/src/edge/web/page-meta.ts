/**
 * What search engines read about each public page before any JavaScript runs: its title and
 * description, whether it may be indexed, and which pages the sitemap lists. The detail pages
 * (/business/{id}, /lost-found/{id}) get theirs from the owning service (share-previews.ts).
 */
export interface PageMeta {
  title: string;
  description: string;
}

import { HOME_TITLE, localeOfPath, localizedPath, PAGE_TITLES_BY_LOCALE, pathWithoutLocale, STATIC_PAGE_TITLES, type Locale } from '@pawpals/contracts';

export { SITE_NAME } from '@pawpals/contracts';

export const HOME_META: PageMeta = {
  title: HOME_TITLE,
  description: 'Find groomers, pet stores, parks and veterinarians near you, and help lost pets get home.',
};

/** Descriptions of the public pages with a fixed address; their titles are the web app's too (libs/contracts page-titles.ts). */
const DESCRIPTIONS: Record<string, string> = {
  '/': HOME_META.description,
  '/services': 'Search local groomers, veterinarians, pet stores and dog parks by city or distance, with ratings and reviews from pet parents.',
  '/lost-found': 'Lost and found pets near you. Post a lost or found pet in minutes, report a sighting and help a pet get home.',
  '/how-it-works': 'How pet owners, local businesses and neighbours use PawPals to find care, share reviews and bring lost pets home.',
  '/about': 'PawPals is a community pet services directory with a lost-and-found board at its heart.',
  '/contact': 'Questions, ideas, a business to recommend or a pet success story? Send the PawPals team a note.',
  '/privacy': 'What PawPals collects, why, who sees it and how to get your data removed.',
  '/terms': 'The rules for using PawPals: accounts, listings, reviews and lost and found posts.',
  '/pet-safety-tips': 'Simple habits that keep pets healthy, happy and safe all year round, and what to do if your pet goes missing.',
  '/faqs': 'Quick answers about finding services, lost and found pets, reviews, your account and listing a business.',
  '/support': 'Help with your PawPals account, your business listing, reviews and lost and found posts.',
  '/join': 'Become a PawPals member: save favourite places, write reviews and get alerts when a pet goes missing nearby.',
};

/** The same descriptions in Spanish (docs/i18n.md), for the pages under /es. */
const SPANISH_DESCRIPTIONS: Record<string, string> = {
  '/': 'Encuentra peluquerías caninas, tiendas de mascotas, parques y veterinarios cerca de ti, y ayuda a que las mascotas perdidas vuelvan a casa.',
  '/services': 'Busca peluquerías, veterinarios, tiendas de mascotas y parques para perros por ciudad o distancia, con calificaciones y reseñas de otros dueños de mascotas.',
  '/lost-found': 'Mascotas perdidas y encontradas cerca de ti. Publica una mascota perdida o encontrada en minutos, reporta un avistamiento y ayuda a que una mascota vuelva a casa.',
  '/how-it-works': 'Cómo los dueños de mascotas, los negocios locales y los vecinos usan PawPals para encontrar cuidado, compartir reseñas y traer a casa a las mascotas perdidas.',
  '/about': 'PawPals es un directorio comunitario de servicios para mascotas con un tablero de mascotas perdidas y encontradas en el centro.',
  '/contact': '¿Preguntas, ideas, un negocio que recomendar o una historia de reencuentro? Escríbele al equipo de PawPals.',
  '/privacy': 'Qué datos recopila PawPals, para qué, quién los ve y cómo pedir que se eliminen.',
  '/terms': 'Las reglas para usar PawPals: cuentas, fichas de negocios, reseñas y publicaciones de mascotas perdidas y encontradas.',
  '/pet-safety-tips': 'Hábitos sencillos que mantienen a las mascotas sanas, felices y seguras todo el año, y qué hacer si tu mascota se pierde.',
  '/faqs': 'Respuestas rápidas sobre cómo encontrar servicios, mascotas perdidas y encontradas, reseñas, tu cuenta y cómo registrar un negocio.',
  '/support': 'Ayuda con tu cuenta de PawPals, la ficha de tu negocio, las reseñas y las publicaciones de mascotas perdidas y encontradas.',
  '/join': 'Hazte miembro de PawPals: guarda tus lugares favoritos, escribe reseñas y recibe alertas cuando se pierda una mascota cerca de ti.',
};

const DESCRIPTIONS_BY_LOCALE: Record<Locale, Record<string, string>> = { en: DESCRIPTIONS, es: SPANISH_DESCRIPTIONS };

/** The home page's title and description in `locale`. */
export const homeMeta = (locale: Locale): PageMeta => ({ title: PAGE_TITLES_BY_LOCALE[locale]['/'], description: DESCRIPTIONS_BY_LOCALE[locale]['/'] });

/** The public pages with a fixed address, as the sitemap lists them (the home page first); the sitemap adds each one's other languages. */
export const STATIC_PAGES: Record<string, PageMeta> = Object.fromEntries(
  Object.entries(STATIC_PAGE_TITLES).map(([path, title]) => [path, path === '/' ? HOME_META : { title, description: DESCRIPTIONS[path] }]),
);

/** The title and description of a page with a fixed address in its address's language (/es/faqs is Spanish), or null. */
export function staticPageMeta(pathname: string): PageMeta | null {
  const locale = localeOfPath(pathname);
  const path = normalisedPath(pathWithoutLocale(pathname));
  const title = PAGE_TITLES_BY_LOCALE[locale][path];
  return title ? { title, description: DESCRIPTIONS_BY_LOCALE[locale][path] } : null;
}

/** The admin portal and the account pages: private, so robots.txt disallows them and they carry noindex. */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/dashboard', '/my-business', '/login', '/signup'] as const;

/** The private prefixes in every language (/es/dashboard is as private as /dashboard), for robots.txt. */
export const PRIVATE_PATH_PREFIXES_IN_EVERY_LOCALE = PRIVATE_PATH_PREFIXES.flatMap((prefix) => [prefix, localizedPath(prefix, 'es')]);

export const isPrivatePath = (pathname: string) => {
  const path = pathWithoutLocale(pathname);
  return PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/** A path without its trailing slash ('/' stays '/'), so /services/ and /services are one page. */
export const normalisedPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);
