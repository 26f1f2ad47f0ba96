import { eventTypeOfSubject, formatAge } from './system-format';

describe('the system page formats', () => {
  it('says an age in the largest units that matter', () => {
    expect(formatAge(0)).toBe('0 s');
    expect(formatAge(-3)).toBe('0 s');
    expect(formatAge(42.4)).toBe('42 s');
    expect(formatAge(60)).toBe('1 min');
    expect(formatAge(3599)).toBe('59 min');
    expect(formatAge(7200)).toBe('2 h');
    expect(formatAge(7500)).toBe('2 h 5 min');
    expect(formatAge(86_400 * 3 + 3600 * 4)).toBe('3 d 4 h');
  });

  it('names the event type of a subject, with or without the NATS prefix', () => {
    expect(eventTypeOfSubject('events.directory.inquiry_replied')).toBe('directory.inquiry_replied');
    expect(eventTypeOfSubject('e2eab12.events.identity.user_registered')).toBe('identity.user_registered');
    expect(eventTypeOfSubject('something.else')).toBe('something.else');
  });
});
