/** What the Suspend dialog sends, or the problem to show: the same rules the server applies. */
export function suspensionInput(reason: string, until: string, now: Date): { reason: string; until?: string } | { error: string } {
  const trimmed = reason.trim();
  if (!trimmed) return { error: 'Please give a reason for the suspension' };
  if (!until) return { reason: trimmed };
  // A datetime-local value is the admin's local time.
  const end = new Date(until);
  if (Number.isNaN(end.getTime())) return { error: 'Until must be a date and time' };
  if (end <= now) return { error: 'Until must be in the future' };
  return { reason: trimmed, until: end.toISOString() };
}
