const pad = (n: number) => String(n).padStart(2, '0');

/** Appointment times with two-digit hour and minute in the viewer's local time: "09:05". */
export function formatTime(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Tue, Jun 3, 2025" in the viewer's local time. */
export function formatDay(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? '' : dayFormat.format(d);
}

const stampFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "Jun 3, 14:05": when a message was sent. */
export function formatStamp(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : stampFormat.format(d);
}

/** Initials for an avatar fallback. */
export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  return `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase() || '?';
}
