import { bookingModeOf } from './booking-mode';

const HOURS = { weekly: [{ day: 1, open: '09:00', close: '17:00' }], closures: [] };

describe('bookingModeOf', () => {
  it('asks for preferred times without hours, even with slots switched on', () => {
    expect(
      bookingModeOf({ hours: { weekly: [], closures: [] }, booking: { slotMinutes: 30, enabled: true } }),
    ).toBe('preferred');
  });
  it('offers slots with hours and slots on, else a date and time', () => {
    expect(bookingModeOf({ hours: HOURS, booking: { slotMinutes: 30, enabled: true } })).toBe('slots');
    expect(bookingModeOf({ hours: HOURS, booking: { slotMinutes: 30, enabled: false } })).toBe('time');
    expect(bookingModeOf({ hours: HOURS, booking: null })).toBe('time');
  });
});
