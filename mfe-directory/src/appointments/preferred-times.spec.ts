import { completePreferredTimes, firstPreferredStart } from './preferred-times';

const NOW = new Date(2027, 2, 10, 15, 0); // Wed 10 March 2027, local time

describe('completePreferredTimes', () => {
  it('keeps dated rows from today on, each (date, window) once, at most three, in order', () => {
    expect(
      completePreferredTimes(
        [
          { date: '2027-03-12', window: 'evening' },
          { date: '', window: 'morning' },
          { date: '2027-03-09', window: 'morning' },
          { date: '2027-03-10', window: 'afternoon' },
          { date: '2027-03-12', window: 'evening' },
          { date: '2027-03-13', window: 'morning' },
          { date: '2027-03-14', window: 'morning' },
        ],
        NOW,
      ),
    ).toEqual([
      { date: '2027-03-12', window: 'evening' },
      { date: '2027-03-10', window: 'afternoon' },
      { date: '2027-03-13', window: 'morning' },
    ]);
  });
});

describe('firstPreferredStart', () => {
  it('is the local start of the first window (evening from 17:00), or null without rows', () => {
    expect(firstPreferredStart([{ date: '2027-03-12', window: 'evening' }])).toBe(
      new Date(2027, 2, 12, 17, 0).toISOString(),
    );
    expect(firstPreferredStart([])).toBeNull();
  });
});
