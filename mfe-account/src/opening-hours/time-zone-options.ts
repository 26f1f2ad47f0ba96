import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * The zones a US business is in, first in the picker, named as people say them. They are the zones the
 * directory derives from a state and its coordinates (svc-directory hours/time-zones.ts), so the
 * business's derived zone is always among them.
 */
const zones = defineMessages({
  newYork: { id: 'account.timeZones.newYork', defaultMessage: 'Eastern (New York)' },
  detroit: { id: 'account.timeZones.detroit', defaultMessage: 'Eastern (Michigan)' },
  indianapolis: { id: 'account.timeZones.indianapolis', defaultMessage: 'Eastern (Indiana)' },
  chicago: { id: 'account.timeZones.chicago', defaultMessage: 'Central (Chicago)' },
  menominee: { id: 'account.timeZones.menominee', defaultMessage: 'Central (Upper Peninsula)' },
  denver: { id: 'account.timeZones.denver', defaultMessage: 'Mountain (Denver)' },
  boise: { id: 'account.timeZones.boise', defaultMessage: 'Mountain (Boise)' },
  phoenix: { id: 'account.timeZones.phoenix', defaultMessage: 'Arizona (no daylight saving)' },
  losAngeles: { id: 'account.timeZones.losAngeles', defaultMessage: 'Pacific (Los Angeles)' },
  anchorage: { id: 'account.timeZones.anchorage', defaultMessage: 'Alaska (Anchorage)' },
  honolulu: { id: 'account.timeZones.honolulu', defaultMessage: 'Hawaii (Honolulu)' },
  puertoRico: { id: 'account.timeZones.puertoRico', defaultMessage: 'Atlantic (Puerto Rico)' },
  choose: { id: 'account.timeZones.choose', defaultMessage: 'Choose a time zone' },
});

export const US_TIME_ZONES: { value: string; label: MessageDescriptor }[] = [
  { value: 'America/New_York', label: zones.newYork },
  { value: 'America/Detroit', label: zones.detroit },
  { value: 'America/Indiana/Indianapolis', label: zones.indianapolis },
  { value: 'America/Chicago', label: zones.chicago },
  { value: 'America/Menominee', label: zones.menominee },
  { value: 'America/Denver', label: zones.denver },
  { value: 'America/Boise', label: zones.boise },
  { value: 'America/Phoenix', label: zones.phoenix },
  { value: 'America/Los_Angeles', label: zones.losAngeles },
  { value: 'America/Anchorage', label: zones.anchorage },
  { value: 'Pacific/Honolulu', label: zones.honolulu },
  { value: 'America/Puerto_Rico', label: zones.puertoRico },
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
  intl: IntlShape,
  current: string,
  all: string[] = browserZones(),
): { value: string; label: string }[] {
  const us = new Set(US_TIME_ZONES.map((z) => z.value));
  const others = [...new Set([...all, ...(current && !us.has(current) ? [current] : [])])]
    .filter((zone) => !us.has(zone))
    .sort();
  return [
    ...(current ? [] : [{ value: '', label: intl.formatMessage(zones.choose) }]),
    ...US_TIME_ZONES.map((z) => ({ value: z.value, label: `${intl.formatMessage(z.label)} — ${z.value}` })),
    ...others.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
  ];
}
