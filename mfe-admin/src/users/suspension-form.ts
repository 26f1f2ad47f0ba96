import { defineMessages, type IntlShape } from 'react-intl';
import { englishIntl } from '@pawpals/ui';

const messages = defineMessages({
  reasonRequired: { id: 'admin.suspend.reasonRequired', defaultMessage: 'Please give a reason for the suspension' },
  untilInvalid: { id: 'admin.suspend.untilInvalid', defaultMessage: 'Until must be a date and time' },
  untilPast: { id: 'admin.suspend.untilPast', defaultMessage: 'Until must be in the future' },
});

/** What the Suspend dialog sends, or the problem to show (in the page's language): the same rules the server applies. */
export function suspensionInput(
  reason: string,
  until: string,
  now: Date,
  intl: IntlShape = englishIntl,
): { reason: string; until?: string } | { error: string } {
  const trimmed = reason.trim();
  if (!trimmed) return { error: intl.formatMessage(messages.reasonRequired) };
  if (!until) return { reason: trimmed };
  // A datetime-local value is the admin's local time.
  const end = new Date(until);
  if (Number.isNaN(end.getTime())) return { error: intl.formatMessage(messages.untilInvalid) };
  if (end <= now) return { error: intl.formatMessage(messages.untilPast) };
  return { reason: trimmed, until: end.toISOString() };
}
