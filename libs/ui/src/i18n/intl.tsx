import { use, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@pawpals/contracts';

/** A catalog: message id → its ICU text in one language (English is the source's own defaultMessage). */
export type Messages = Record<string, string>;

/**
 * The formatting locale of each language: US English and US Spanish (a decimal point, "4.3 mi"), the readers
 * PawPals serves.
 */
const FORMATTING_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

// English speaks from the source's defaultMessage, so a component drawn outside the app's provider (a unit
// test, a remote's standalone harness) is English rather than an error.
export const englishIntl = createIntl({ locale: FORMATTING_LOCALE.en, defaultLocale: FORMATTING_LOCALE.en, messages: {} }, createIntlCache());

/** The page's formatter: messages, dates, numbers and plurals in the page's language. */
export function useIntl(): IntlShape {
  return useContext(IntlContext) ?? englishIntl;
}

/** The page's language. */
export function useLocale(): Locale {
  return languageOf(useIntl());
}

/** The language a formatter speaks ('es' for es-US). */
export function languageOf(intl: Pick<IntlShape, 'locale'>): Locale {
  const language = intl.locale.split('-')[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

// A message missing from a catalog falls back to English: worth a console line in development, never a crash.
function reportIntlError(error: { message: string }) {
  if (process.env.NODE_ENV !== 'production') console.warn('[i18n]', error.message);
}

/** The page's language and its catalog (the shell's, which carries the shared components' messages too). */
export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <IntlProvider locale={FORMATTING_LOCALE[locale]} defaultLocale={FORMATTING_LOCALE.en} messages={messages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

/** How a remote loads its own catalog for a language; null where it has none (English). */
export type CatalogLoader = (locale: Locale) => Promise<Messages> | null;

const loaded = new WeakMap<CatalogLoader, Map<Locale, Promise<Messages>>>();

function catalogOf(load: CatalogLoader, locale: Locale): Promise<Messages> | null {
  let byLocale = loaded.get(load);
  if (!byLocale) loaded.set(load, (byLocale = new Map()));
  if (!byLocale.has(locale)) {
    const pending = load(locale);
    if (!pending) return null;
    byLocale.set(locale, pending);
  }
  return byLocale.get(locale)!;
}

/**
 * A section's (a remote's) own messages, added to the page's. Its catalog for the page's language comes with
 * its code and only for that language, so an English page downloads no translation.
 */
export function SectionMessages({ load, children }: { load: CatalogLoader; children: ReactNode }) {
  const locale = useLocale();
  const pending = catalogOf(load, locale);
  return pending ? <SectionCatalog pending={pending}>{children}</SectionCatalog> : children;
}

function SectionCatalog({ pending, children }: { pending: Promise<Messages>; children: ReactNode }) {
  const page = useIntl();
  const own = use(pending);
  const messages = useMemo(() => ({ ...(page.messages as Messages), ...own }), [page.messages, own]);
  return (
    <IntlProvider locale={page.locale} defaultLocale={FORMATTING_LOCALE.en} messages={messages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

/** A project's catalogs, each its own chunk: `catalogLoader({ es: () => import('./es.json') })`. */
export function catalogLoader(catalogs: Partial<Record<Locale, () => Promise<{ default: Messages }>>>): CatalogLoader {
  return (locale) => catalogs[locale]?.().then((module) => module.default) ?? null;
}

/** Several projects' catalogs merged into one (the page's: the shell's and its libraries'). */
export async function mergedCatalog(loaders: readonly CatalogLoader[], locale: Locale): Promise<Messages> {
  const catalogs = await Promise.all(loaders.map((load) => load(locale) ?? {}));
  return Object.assign({}, ...catalogs) as Messages;
}
