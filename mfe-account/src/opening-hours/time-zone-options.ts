/**
 * The zones a US business is in, first in the picker, named as people say them. They are the zones the
 * directory derives from a state and its coordinates (svc-directory hours/time-zones.ts), so the
 * business's derived zone is always among them.
 */
export const US_TIME_ZONES: { value: string; label: string }[] = [
  { value: 'America/New_York', label: 'Eastern (New York)' },
  { value: 'America/Detroit', label: 'Eastern (Michigan)' },
  { value: 'America/Indiana/Indianapolis', label: 'Eastern (Indiana)' },
  { value: 'America/Chicago', label: 'Central (Chicago)' },
  { value: 'America/Menominee', label: 'Central (Upper Peninsula)' },
  { value: 'America/Denver', label: 'Mountain (Denver)' },
  { value: 'America/Boise', label: 'Mountain (Boise)' },
  { value: 'America/Phoenix', label: 'Arizona (no daylight saving)' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
  { value: 'America/Puerto_Rico', label: 'Atlantic (Puerto Rico)' },
];

/** Every IANA zone the browser knows, when it can list them (Intl.supportedValuesOf). */
const browserZones = (): string[] =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * The picker's options: US zones first ("Central (Chicago) — America/Chicago"), then every other zone by
 * its IANA name; the current value is kept even when the browser does not list it. '' (no zone known
 * from the address yet) asks for a choice.
 */
export function timeZoneOptions(
  current: string,
  all: string[] = browserZones(),
): { value: string; label: string }[] {
  const us = new Set(US_TIME_ZONES.map((z) => z.value));
  const others = [...new Set([...all, ...(current && !us.has(current) ? [current] : [])])]
    .filter((zone) => !us.has(zone))
    .sort();
  return [
    ...(current ? [] : [{ value: '', label: 'Choose a time zone' }]),
    ...US_TIME_ZONES.map((z) => ({ value: z.value, label: `${z.label} — ${z.value}` })),
    ...others.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
  ];
}
