import {
  blankToNull,
  formatAppointmentSummary,
  formatAppointmentTime,
  isBeforeToday,
  toAppointmentIso,
  todayInputValue,
} from './appointment-time';

describe('appointment date and time', () => {
  const now = new Date(2025, 5, 3, 15, 42); // 3 June 2025, 15:42 local

  it("gives today's date for the date input's min", () => {
    expect(todayInputValue(now)).toBe('2025-06-03');
    expect(todayInputValue(new Date(2025, 0, 9))).toBe('2025-01-09');
  });

  it('refuses only dates before today', () => {
    expect(isBeforeToday('2025-06-02', now)).toBe(true);
    expect(isBeforeToday('2025-06-03', now)).toBe(false);
    expect(isBeforeToday('2026-01-01', now)).toBe(false);
    expect(isBeforeToday('', now)).toBe(false);
  });

  it('sends the chosen local date and time as an ISO timestamp', () => {
    const iso = toAppointmentIso('2025-06-04', '09:05');
    expect(iso).toBe(new Date(2025, 5, 4, 9, 5).toISOString());
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
  });

  it('has no timestamp until both date and time are chosen, or for an impossible date', () => {
    expect(toAppointmentIso('', '09:00')).toBeNull();
    expect(toAppointmentIso('2025-06-04', '')).toBeNull();
    expect(toAppointmentIso('2025-02-30', '09:00')).toBeNull();
  });

  it('shows times with two-digit hour and minute', () => {
    expect(formatAppointmentTime(new Date(2025, 5, 4, 9, 5))).toBe('09:05');
    expect(formatAppointmentTime(new Date(2025, 5, 4, 14, 30))).toBe('14:30');
    expect(formatAppointmentTime(new Date(2025, 5, 4, 0, 0).toISOString())).toBe('00:00');
    expect(formatAppointmentSummary(new Date(2025, 5, 4, 9, 5).toISOString())).toBe(
      'Wednesday, June 4, 2025 at 09:05',
    );
  });

  it('sends blank pet name and reason as null', () => {
    expect(blankToNull('')).toBeNull();
    expect(blankToNull('   ')).toBeNull();
    expect(blankToNull(' Biscuit ')).toBe('Biscuit');
  });
});
