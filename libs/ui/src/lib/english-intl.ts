import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

/**
 * English as the source's defaultMessages: what the plain formatting functions (categoryLabel, distanceText …)
 * speak when a caller passes no `intl` (the page's, from useIntl), so callers not yet translated keep working.
 */
export const ENGLISH_INTL: IntlShape = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} }, createIntlCache());
