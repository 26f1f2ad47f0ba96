import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from '@pawpals/contracts';

/**
 * English from the source's defaultMessage, as `useIntl()` speaks outside a provider: the default of the
 * section's plain helpers (opening hours, filter chips, slot days), which a component calls with the page's.
 */
export const englishIntl: IntlShape = createIntl(
  { locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: {} },
  createIntlCache(),
);
