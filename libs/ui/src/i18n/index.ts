export { catalogLoader, englishIntl, languageOf, LocaleProvider, mergedCatalog, SectionMessages, useIntl, useLocale, type CatalogLoader, type Messages } from './intl';
export { uiCatalog } from './catalog';
