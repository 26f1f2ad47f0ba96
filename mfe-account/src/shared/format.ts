import type { IntlShape } from 'react-intl';

const pad = (n: number) => String(n).padStart(2, '0');

/** Appointment times with two-digit hour and minute in the viewer's local time: "09:05". */
export function formatTime(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "Tue, Jun 3, 2025" (in Spanish "mar, 3 jun 2025") in the viewer's local time and the page's language. */
export function formatDay(intl: IntlShape, value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? '' : intl.formatDate(d, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Jun 3, 14:05": when a message was sent, in the page's language. */
export function formatStamp(intl: IntlShape, value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : intl.formatDate(d, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
}

/** Initials for an avatar fallback. */
export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  return `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase() || '?';
}
