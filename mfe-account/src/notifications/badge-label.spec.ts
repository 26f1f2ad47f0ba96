import { createIntl } from 'react-intl';
import { badgeLabel, timeAgo } from './badge-label';

const intl = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });

describe('badgeLabel', () => {
  it('shows nothing without unread notifications', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(undefined)).toBeNull();
  });
  it('shows the count up to 9', () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
  });
  it("shows '9+' above 9", () => {
    expect(badgeLabel(10)).toBe('9+');
    expect(badgeLabel(250)).toBe('9+');
  });
});

describe('timeAgo', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  it('formats recent times', () => {
    expect(timeAgo(intl, '2025-06-01T11:59:30Z', now)).toBe('just now');
    expect(timeAgo(intl, '2025-06-01T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo(intl, '2025-06-01T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo(intl, '2025-05-31T12:00:00Z', now)).toBe('yesterday');
  });
});
