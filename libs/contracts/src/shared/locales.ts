/**
 * The languages PawPals speaks (docs/decisions/0150-spanish.md). English is the spec's own and lives at the
 * site's plain addresses; every other language lives under its own prefix (/es, /es/services …), so a link
 * or a search engine always gets the language it asked for, with no redirect.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** How each language names itself, e.g. on the language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

/** What `<html lang>` and `hreflang` say for each language. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en', es: 'es' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** '/es' for Spanish, '' for English: what the router's basename and every localized address start with. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The language of an address: /es and /es/… are Spanish, everything else English. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The address without its language prefix: /es/services → /services, /es → /. */
export function pathWithoutLocale(pathname: string): string {
  const prefix = localePrefix(localeOfPath(pathname));
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/** The same page in `locale`: ('/services', 'es') → /es/services, ('/', 'es') → /es, ('/es/faqs', 'en') → /faqs. */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = pathWithoutLocale(pathname);
  const prefix = localePrefix(locale);
  return prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path;
}

/**
 * The language an Accept-Language header prefers among ours (q-values honoured, 'es-US' counts as 'es'),
 * else English.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
