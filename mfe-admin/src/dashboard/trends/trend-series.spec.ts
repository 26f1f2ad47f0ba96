import type { TrendWeek } from '@pawpals/contracts';
import { trendTotal, trendWeekLabel } from './trend-series';

const week = (weekStart: string, newMembers: number): TrendWeek => ({ weekStart, newMembers, newBusinesses: 0, posts: 1, reunions: 0, appointments: 2 });

describe('trend series', () => {
  it('names weeks by their Monday in UTC', () => {
    expect(trendWeekLabel('2026-01-05')).toBe('Jan 5');
  });
  it('adds a figure over the weeks', () => {
    expect(trendTotal([week('2026-01-05', 2), week('2026-01-12', 3)], 'newMembers')).toBe(5);
    expect(trendTotal([], 'posts')).toBe(0);
  });
});
