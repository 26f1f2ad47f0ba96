import { DEFAULT_PUSH_SERVICE_ORIGINS, PushServiceOrigins } from './push-origins';

describe('PushServiceOrigins', () => {
  const defaults = new PushServiceOrigins(DEFAULT_PUSH_SERVICE_ORIGINS);

  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc:def', 'https://fcm.googleapis.com'],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAA', 'https://updates.push.services.mozilla.com'],
    ['https://wns2-par02p.notify.windows.com/w/?token=BQYAAA', 'https://wns2-par02p.notify.windows.com'],
    ['https://a.b.notify.windows.com/w/', 'https://a.b.notify.windows.com'],
    ['https://web.push.apple.com/QGuQyavXutnMH', 'https://web.push.apple.com'],
    ['https://FCM.googleapis.com:443/fcm/send/x', 'https://fcm.googleapis.com'],
  ])('allows %s', (endpoint, origin) => {
    expect(defaults.originOf(endpoint)).toBe(origin);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com.attacker.example/x',
    'https://attacker.example/https://fcm.googleapis.com/',
    'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    'https://notify.windows.com/w/',
    'https://attackernotify.windows.com/w/',
    'https://x.notify.windows.com:444/w/',
    'https://x.notify.windows.com.attacker.example/w/',
    'https://127.0.0.1/push',
    'https://[::1]/push',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(defaults.originOf(endpoint)).toBeNull();
  });

  it('takes PUSH_SERVICE_ORIGINS (comma-separated, ports kept exact), else the public push services', () => {
    const local = PushServiceOrigins.fromEnv({ PUSH_SERVICE_ORIGINS: ' https://127.0.0.1:8443 , https://*.push.example.org' });
    expect(local.originOf('https://127.0.0.1:8443/push/a')).toBe('https://127.0.0.1:8443');
    expect(local.originOf('https://127.0.0.1:8444/push/a')).toBeNull();
    expect(local.originOf('https://eu.push.example.org/a')).toBe('https://eu.push.example.org');
    expect(local.originOf('https://fcm.googleapis.com/fcm/send/a')).toBeNull();
    expect(PushServiceOrigins.fromEnv({}).originOf('https://fcm.googleapis.com/fcm/send/a')).toBe('https://fcm.googleapis.com');
  });

  it.each(['http://fcm.googleapis.com', 'https://fcm.googleapis.com/path', 'https://*.com*', 'https://*.com', 'fcm.googleapis.com'])('refuses to start with %s in PUSH_SERVICE_ORIGINS', (origin) => {
    expect(() => new PushServiceOrigins([origin])).toThrow(/PUSH_SERVICE_ORIGINS|Invalid URL/);
  });
});
