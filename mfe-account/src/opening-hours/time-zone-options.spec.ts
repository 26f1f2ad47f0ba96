import { createIntl } from 'react-intl';
import { timeZoneOptions, US_TIME_ZONES } from './time-zone-options';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

describe('timeZoneOptions', () => {
  it('lists the US zones first, then the others sorted, each once', () => {
    const options = timeZoneOptions(intl, 'America/Chicago', [
      'Europe/Paris',
      'America/Chicago',
      'Asia/Tokyo',
      'America/Argentina/Buenos_Aires',
    ]);
    expect(options.slice(0, US_TIME_ZONES.length).map((o) => o.value)).toEqual(
      US_TIME_ZONES.map((z) => z.value),
    );
    expect(options.slice(US_TIME_ZONES.length)).toEqual([
      { value: 'America/Argentina/Buenos_Aires', label: 'America/Argentina/Buenos Aires' },
      { value: 'Asia/Tokyo', label: 'Asia/Tokyo' },
      { value: 'Europe/Paris', label: 'Europe/Paris' },
    ]);
    expect(options.find((o) => o.value === 'America/Chicago')?.label).toBe(
      'Central (Chicago) — America/Chicago',
    );
  });

  it('keeps a saved zone the browser does not list, and asks for a choice when none is known', () => {
    expect(timeZoneOptions(intl, 'Etc/GMT+5', []).map((o) => o.value)).toContain('Etc/GMT+5');
    expect(timeZoneOptions(intl, '', [])[0]).toEqual({ value: '', label: 'Choose a time zone' });
  });
});
