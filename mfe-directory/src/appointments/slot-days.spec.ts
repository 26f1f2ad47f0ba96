import { groupSlotsByDay } from './slot-days';

// Jest runs with TZ=UTC unless told otherwise; the visitor's zone is the process zone here.
const visitorNow = new Date(2027, 2, 15, 8, 0);
const at = (d: number, h: number, m = 0) => new Date(2027, 2, d, h, m).toISOString();
const slot = (d: number, h: number, m = 0) => ({ start: at(d, h, m), end: at(d, h, m + 30) });

describe('groupSlotsByDay', () => {
  it('groups slots by the visitor’s day, in time order, labelled Today / Tomorrow / the date', () => {
    const days = groupSlotsByDay([slot(16, 9, 30), slot(15, 10), slot(16, 9), slot(18, 14)], visitorNow);
    expect(days.map((d) => [d.label, d.slots.map((s) => s.time)])).toEqual([
      ['Today', ['10:00']],
      ['Tomorrow', ['09:00', '09:30']],
      ['Thu, Mar 18', ['14:00']],
    ]);
    expect(days[1].slots[0].start).toBe(at(16, 9));
  });

  it('answers no days without slots', () => {
    expect(groupSlotsByDay([], visitorNow)).toEqual([]);
  });
});
