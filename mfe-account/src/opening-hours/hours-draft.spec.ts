import {
  draftFromBusiness,
  hoursProblemsOf,
  HOURS_PRESETS,
  splitDayMessage,
  toHoursBody,
} from './hours-draft';

const preset = (label: string) => HOURS_PRESETS.find((p) => p.label.defaultMessage === label)!.apply;

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

  it('"Weekdays" puts Monday\'s ranges on Monday–Friday as copies, leaving the weekend', () => {
    const copied = preset('Weekdays')(draftFromBusiness(saved));
    expect(copied.days.map((r) => r.length)).toEqual([0, 2, 2, 2, 2, 2, 1]);
    copied.days[2][0].open = '08:00';
    expect(copied.days[1][0].open).toBe('09:00');
  });

  it('"Every day" fills all seven days, 09:00–17:00 when Monday has no hours; "Closed weekends" empties Saturday and Sunday only', () => {
    const empty = draftFromBusiness({ timeZone: null, hours: { weekly: [], closures: [] } });
    const everyDay = preset('Every day')(empty);
    expect(everyDay.days).toEqual(Array.from({ length: 7 }, () => [{ open: '09:00', close: '17:00' }]));
    const weekdaysOnly = preset('Closed weekends')(everyDay);
    expect(weekdaysOnly.days.map((r) => r.length)).toEqual([0, 1, 1, 1, 1, 1, 0]);
  });

  it('places each problem on its day (without the day name), and the rest apart', () => {
    const draft = draftFromBusiness(saved);
    draft.days[3] = [{ open: '18:00', close: '09:00' }];
    draft.days[6] = [
      { open: '10:00', close: '14:00' },
      { open: '9am', close: '12:00' },
    ];
    draft.closures = [
      { date: '2027-12-25', note: '' },
      { date: '2027-12-25', note: '' },
    ];
    const problems = hoursProblemsOf(draft);
    expect(problems.byDay[3]).toEqual(['closing time 09:00 must be after opening time 18:00']);
    expect(problems.byDay[6]).toEqual(['Opening time must be a time like 09:00']);
    expect(problems.byDay.filter((d) => d.length)).toHaveLength(2);
    expect(problems.other).toEqual(['Closure 2027-12-25 is listed twice']);
    expect(hoursProblemsOf(draftFromBusiness(saved))).toEqual({
      byDay: [[], [], [], [], [], [], []],
      other: [],
    });
  });

  it('reads the day a server message starts with', () => {
    expect(splitDayMessage('Friday: 09:00–12:00 overlaps 08:00–10:00')).toEqual({
      day: 5,
      text: '09:00–12:00 overlaps 08:00–10:00',
    });
    expect(splitDayMessage('Business not found')).toEqual({ day: null, text: 'Business not found' });
  });
});
