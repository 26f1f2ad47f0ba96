import { createIntl } from 'react-intl';
import type { InsightWeek } from '@pawpals/contracts';
import { insightCell, thisWeek, weekLabel } from './insight-series';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

const week = (over: Partial<InsightWeek> = {}): InsightWeek => ({
  weekStart: '2026-11-23',
  views: 3,
  calls: 1,
  websiteClicks: 2,
  favorites: 0,
  inquiries: 1,
  appointments: 1,
  averageRating: null,
  ...over,
});

describe('insight series', () => {
  it('names a week by its Monday in UTC', () => {
    expect(weekLabel(intl, '2026-11-23')).toBe('Nov 23');
  });
  it('writes table cells: counts as they are, ratings with one decimal, "no reviews" without any', () => {
    expect(insightCell(intl, week(), 'views')).toBe('3');
    expect(insightCell(intl, week({ averageRating: 4.25 }), 'averageRating')).toBe('4.3');
    expect(insightCell(intl, week(), 'averageRating')).toBe('no reviews');
  });
  it("reads this week's figure from the last week", () => {
    expect(thisWeek([week({ views: 1 }), week({ views: 7 })], 'views')).toBe(7);
    expect(thisWeek([], 'calls')).toBe(0);
    expect(thisWeek([], 'averageRating')).toBeNull();
  });
});
