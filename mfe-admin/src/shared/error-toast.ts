import { defineMessages, type IntlShape } from 'react-intl';
import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { toast, englishIntl } from '@pawpals/ui';

const messages = defineMessages({
  error: { id: 'admin.toast.error', defaultMessage: 'Error' },
});

/**
 * A failure toast for actions docs/product.md#errors-and-messages gives no failure text for (premium switch,
 * pet approval, admin removal): 'Error' with the server's message. A 401 is left to the global logged-out
 * redirect. `fallback` is already in the page's language.
 */
export function toastActionError(error: unknown, fallback: string, intl: IntlShape = englishIntl): void {
  if (isUnauthorizedError(error)) return;
  toast({ title: intl.formatMessage(messages.error), description: errorMessageOf(error, fallback), variant: 'destructive' });
}
