import webpush, { WebPushError } from 'web-push';
import { deviceLabel } from './device-label';
import { outcomeOf, retryAfterMs, VapidAuthorization } from './push-relay';

const answer = (status: number, headers: Record<string, string> = {}) => new WebPushError('push refused', status, headers, '', 'https://fcm.googleapis.com/x');

describe('what a push service answer means', () => {
  it.each([
    [404, 'gone'],
    [410, 'gone'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [400, 'refused'],
    [403, 'refused'],
    [413, 'refused'],
  ])('%i → %s', (status, kind) => {
    expect(outcomeOf(answer(status)).kind).toBe(kind);
  });

  it('retries no answer at all, and keeps the Retry-After of a 429', () => {
    expect(outcomeOf(new Error('connect ECONNREFUSED'))).toMatchObject({ kind: 'retry', error: 'connect ECONNREFUSED' });
    expect(outcomeOf(answer(429, { 'retry-after': '120' }))).toMatchObject({ kind: 'retry', afterMs: 120_000 });
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-28T00:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 00:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});

describe('deviceLabel', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    ['curl/8.5.0', 'A browser'],
    [undefined, 'A browser'],
  ])('%s → %s', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });
});

describe('VapidAuthorization', () => {
  const keys = webpush.generateVAPIDKeys();
  const vapid = { subject: 'mailto:alerts@pawpals.example', ...keys };
  const claims = (header: string) => JSON.parse(Buffer.from(/t=([^.]+)\.([^.]+)\./.exec(header)![2], 'base64url').toString());

  it('signs once per push service and reuses the header until an hour before it expires', () => {
    let now = Date.parse('2026-11-28T00:00:00Z');
    const auth = new VapidAuthorization(12 * 3600, () => now);
    const first = auth.for('https://fcm.googleapis.com', vapid);
    expect(claims(first)).toMatchObject({ aud: 'https://fcm.googleapis.com', exp: now / 1000 + 12 * 3600, sub: vapid.subject });
    expect(first).toMatch(new RegExp(`, k=${vapid.publicKey}$`));
    now += 10 * 3600 * 1000;
    expect(auth.for('https://fcm.googleapis.com', vapid)).toBe(first);
    expect(claims(auth.for('https://updates.push.services.mozilla.com', vapid)).aud).toBe('https://updates.push.services.mozilla.com');
    now += 1 * 3600 * 1000 + 1;
    const renewed = auth.for('https://fcm.googleapis.com', vapid);
    expect(renewed).not.toBe(first);
    expect(claims(renewed).exp).toBe(Math.floor(now / 1000) + 12 * 3600);
  });

  it('signs again when the keys change', () => {
    const auth = new VapidAuthorization();
    const before = auth.for('https://fcm.googleapis.com', vapid);
    const other = { ...vapid, ...webpush.generateVAPIDKeys() };
    expect(auth.for('https://fcm.googleapis.com', other)).toMatch(new RegExp(`, k=${other.publicKey}$`));
    expect(auth.for('https://fcm.googleapis.com', vapid)).not.toBe(before);
  });
});
