import { defineMessages, type IntlShape } from 'react-intl';
import { LIMITS } from '@pawpals/contracts';

const messages = defineMessages({
  justNow: { id: 'account.notifications.justNow', defaultMessage: 'just now' },
});

/**
 * Bell badge text: the unread count, '9+' above 9, nothing at 0 (docs/product.md#header-footer-and-the-bell).
 */
export function badgeLabel(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > LIMITS.bellBadgeMax ? `${LIMITS.bellBadgeMax}+` : String(count);
}

/** "3 minutes ago"-style label for a notification's createdAt, in the page's language. */
export function timeAgo(intl: IntlShape, iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.round((now.getTime() - then) / 1000));
  if (seconds < 60) return intl.formatMessage(messages.justNow);
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return intl.formatRelativeTime(-minutes, 'minute', { numeric: 'auto' });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return intl.formatRelativeTime(-hours, 'hour', { numeric: 'auto' });
  const days = Math.round(hours / 24);
  if (days < 30) return intl.formatRelativeTime(-days, 'day', { numeric: 'auto' });
  return intl.formatDate(then, { month: 'short', day: 'numeric', year: 'numeric' });
}
