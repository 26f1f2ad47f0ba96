import { formatTime, initialsOf } from './format';

describe('formatTime', () => {
  it('shows two-digit hour and minute', () => {
    expect(formatTime(new Date(2025, 5, 3, 9, 5))).toBe('09:05');
    expect(formatTime(new Date(2025, 5, 3, 14, 30))).toBe('14:30');
    expect(formatTime('not a date')).toBe('');
  });
});

describe('initialsOf', () => {
  it('builds initials', () => {
    expect(initialsOf('maya', 'rivers')).toBe('MR');
    expect(initialsOf('', null)).toBe('?');
  });
});
