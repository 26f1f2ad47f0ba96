import type { BodyOf } from '@pawpals/contracts';

/** What the "I saw this pet" form holds: the time as the datetime-local input's value (local time). */
export interface SightingFormValues {
  seenAt: string;
  location: string;
  note: string;
  photoUrl: string;
  pin: { latitude: number; longitude: number } | null;
}

/** Now as a datetime-local value in the visitor's time zone (the input's default and max). */
export function nowInputValue(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

export const emptySighting = (): SightingFormValues => ({ seenAt: nowInputValue(), location: '', note: '', photoUrl: '', pin: null });

/** The reportSighting body: local time as an ISO instant, blanks left out for the server to read as none. */
export function toSightingBody(values: SightingFormValues): BodyOf<'reportSighting'> {
  const seen = new Date(values.seenAt);
  return {
    seenAt: Number.isNaN(seen.getTime()) ? values.seenAt : seen.toISOString(),
    location: values.location,
    note: values.note || null,
    photoUrl: values.photoUrl || null,
    ...(values.pin ? { latitude: values.pin.latitude, longitude: values.pin.longitude } : {}),
  };
}
