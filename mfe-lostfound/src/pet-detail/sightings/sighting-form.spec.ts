import { emptySighting, nowInputValue, toSightingBody } from './sighting-form';

describe('the "I saw this pet" form', () => {
  it('starts at the current local minute with nothing else', () => {
    expect(nowInputValue(new Date(2026, 10, 23, 9, 5))).toBe('2026-11-23T09:05');
    expect(emptySighting()).toMatchObject({ location: '', note: '', photoUrl: '', pin: null });
  });
  it('sends the local time as an instant, the pin when set, and blanks as none', () => {
    const body = toSightingBody({ seenAt: '2026-11-23T09:05', location: 'Corner of 5th', note: '', photoUrl: '', pin: { latitude: 30.1, longitude: -97.2 } });
    expect(body).toEqual({ seenAt: new Date(2026, 10, 23, 9, 5).toISOString(), location: 'Corner of 5th', note: null, photoUrl: null, latitude: 30.1, longitude: -97.2 });
    expect(toSightingBody({ seenAt: '2026-11-23T09:05', location: 'x', note: 'hi', photoUrl: '/objects/a', pin: null })).not.toHaveProperty('latitude');
  });
});
