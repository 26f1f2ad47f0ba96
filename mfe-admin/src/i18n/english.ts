import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from '@pawpals/contracts';

/**
 * English from the source's defaultMessage, as `useIntl()` speaks outside a provider: the default of the
 * admin portal's plain helpers (role names, labels, dates), which a component calls with the page's.
 */
export const englishIntl: IntlShape = createIntl(
  { locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: {} },
  createIntlCache(),
);
