import { copyMondayToWeekdays, draftFromBusiness, toHoursBody } from './hours-draft';

const saved = {
  timeZone: 'America/Chicago',
  hours: {
    weekly: [
      { day: 1, open: '09:00', close: '12:00' },
      { day: 1, open: '13:00', close: '18:00' },
      { day: 6, open: '10:00', close: '14:00' },
    ],
    closures: [
      { date: '2027-12-25', note: 'Christmas' },
      { date: '2027-01-01', note: null },
    ],
  },
};

describe('hours draft', () => {
  it('fills the seven days (0 = Sunday) and the closures from the saved hours, and sends them back unchanged', () => {
    const draft = draftFromBusiness(saved);
    expect(draft.days[0]).toEqual([]);
    expect(draft.days[1]).toEqual([
      { open: '09:00', close: '12:00' },
      { open: '13:00', close: '18:00' },
    ]);
    expect(draft.closures[1]).toEqual({ date: '2027-01-01', note: '' });
    expect(toHoursBody(draft)).toEqual({
      timeZone: 'America/Chicago',
      weekly: saved.hours.weekly,
      closures: [{ date: '2027-12-25', note: 'Christmas' }, { date: '2027-01-01' }],
    });
  });

  it('leaves the zone out when blank (the server derives it) and drops closures without a date', () => {
    const draft = { ...draftFromBusiness({ ...saved, timeZone: null }), closures: [{ date: '', note: 'x' }] };
    expect(toHoursBody(draft)).toEqual({ weekly: saved.hours.weekly, closures: [] });
  });

  it('copies Monday to Tuesday–Friday only', () => {
    const copied = copyMondayToWeekdays(draftFromBusiness(saved));
    expect(copied.days.map((r) => r.length)).toEqual([0, 2, 2, 2, 2, 2, 1]);
    copied.days[2][0].open = '08:00';
    expect(copied.days[1][0].open).toBe('09:00');
  });
});
