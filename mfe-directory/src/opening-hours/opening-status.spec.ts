import type { BusinessHours } from '@pawpals/contracts';
import { dayHoursText, localClock, openingStatus, todayHoursText } from './opening-status';

const CHICAGO = 'America/Chicago';
// Monday to Friday 09:00–12:00 and 13:00–18:00, Saturday 10:00–14:00, Sunday closed.
const hours: BusinessHours = {
  weekly: [
    ...[1, 2, 3, 4, 5].flatMap((day) => [
      { day, open: '13:00', close: '18:00' },
      { day, open: '09:00', close: '12:00' },
    ]),
    { day: 6, open: '10:00', close: '14:00' },
  ],
  closures: [{ date: '2027-03-17', note: 'Staff training' }],
};
/** A wall time in Chicago in March 2027 (CDT, UTC−5, after the 14 March change). */
const chicago = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

describe('openingStatus (in the business’s zone)', () => {
  it('is open inside a range and says when it closes', () => {
    expect(openingStatus(hours, CHICAGO, chicago('2027-03-15', '10:30'))).toEqual({
      openNow: true,
      next: 'Closes at 12:00',
    });
    expect(openingStatus(hours, CHICAGO, chicago('2027-03-15', '17:59'))).toEqual({
      openNow: true,
      next: 'Closes at 18:00',
    });
  });

  it('between two ranges of a day, opens again at the next one', () => {
    expect(openingStatus(hours, CHICAGO, chicago('2027-03-15', '12:00'))).toEqual({
      openNow: false,
      next: 'Opens at 13:00',
    });
  });

  it('after closing, opens tomorrow, or on the named weekday after a closed day', () => {
    expect(openingStatus(hours, CHICAGO, chicago('2027-03-15', '18:00'))).toEqual({
      openNow: false,
      next: 'Opens tomorrow at 09:00',
    });
    expect(openingStatus(hours, CHICAGO, chicago('2027-03-13', '15:00'))).toEqual({
      openNow: false,
      next: 'Opens Monday at 09:00',
    });
  });

  it('skips a special closure', () => {
    expect(openingStatus(hours, CHICAGO, chicago('2027-03-17', '10:00'))).toEqual({
      openNow: false,
      next: 'Opens tomorrow at 09:00',
    });
    expect(openingStatus(hours, CHICAGO, chicago('2027-03-16', '19:00'))).toEqual({
      openNow: false,
      next: 'Opens Thursday at 09:00',
    });
  });

  it('uses the business’s clock, not the visitor’s: 15:00 UTC is 10:00 in Chicago, 16:00 in Paris, Tuesday 00:00 in Tokyo', () => {
    const instant = new Date('2027-03-15T15:00:00Z');
    expect(openingStatus(hours, CHICAGO, instant)?.openNow).toBe(true);
    expect(openingStatus(hours, 'Europe/Paris', instant)).toEqual({ openNow: true, next: 'Closes at 18:00' });
    expect(openingStatus(hours, 'Asia/Tokyo', instant)).toEqual({ openNow: false, next: 'Opens at 09:00' });
  });

  it('keeps local hours across the DST change (09:00 is 15:00 UTC before it and 14:00 UTC after)', () => {
    expect(openingStatus(hours, CHICAGO, new Date('2027-03-12T15:00:00Z'))).toEqual({
      openNow: true,
      next: 'Closes at 12:00',
    });
    expect(openingStatus(hours, CHICAGO, new Date('2027-03-12T14:30:00Z'))).toEqual({
      openNow: false,
      next: 'Opens at 09:00',
    });
    expect(openingStatus(hours, CHICAGO, new Date('2027-03-15T14:00:00Z'))).toEqual({
      openNow: true,
      next: 'Closes at 12:00',
    });
    expect(localClock(new Date('2027-03-14T07:59:00Z'), CHICAGO)).toEqual({
      date: '2027-03-14',
      day: 0,
      minute: 1 * 60 + 59,
    });
    expect(localClock(new Date('2027-03-14T08:00:00Z'), CHICAGO)).toEqual({
      date: '2027-03-14',
      day: 0,
      minute: 3 * 60,
    });
  });

  it('says midnight for a range to 24:00, and nothing without hours', () => {
    const allDay: BusinessHours = { weekly: [{ day: 1, open: '00:00', close: '24:00' }], closures: [] };
    expect(openingStatus(allDay, CHICAGO, chicago('2027-03-15', '23:30'))).toEqual({
      openNow: true,
      next: 'Closes at midnight',
    });
    expect(openingStatus({ weekly: [], closures: [] }, CHICAGO, new Date())).toBeNull();
  });
});

describe('today’s hours', () => {
  it('lists the ranges in order, or Closed with the closure note', () => {
    expect(todayHoursText(hours, CHICAGO, chicago('2027-03-15', '08:00'))).toBe('09:00–12:00, 13:00–18:00');
    expect(todayHoursText(hours, CHICAGO, chicago('2027-03-14', '08:00'))).toBe('Closed');
    expect(todayHoursText(hours, CHICAGO, chicago('2027-03-17', '08:00'))).toBe('Closed (Staff training)');
    expect(dayHoursText(hours, 6)).toBe('10:00–14:00');
  });
});
