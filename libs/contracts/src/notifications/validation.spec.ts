import { alertAreaInputSchema, base64UrlBytes, pushSubscriptionInputSchema, pushUnsubscribeSchema } from './validation';

describe('alertAreaInputSchema', () => {
  it('takes a ZIP or a point, a radius and species (deduplicated)', () => {
    expect(alertAreaInputSchema.parse({ zipCode: '78701-1234', radiusMiles: 5, species: ['dog', 'dog', 'cat'] })).toMatchObject({
      zipCode: '78701',
      radiusMiles: 5,
      species: ['dog', 'cat'],
    });
    expect(alertAreaInputSchema.parse({ latitude: 30.1, longitude: -97.2, radiusMiles: '50' })).toMatchObject({ zipCode: null, radiusMiles: 50, species: [] });
  });
  it.each([
    [{ radiusMiles: 5 }, 'Give a ZIP code or a place on the map'],
    [{ zipCode: '7870', radiusMiles: 5 }, 'ZIP code must be 5 digits'],
    [{ zipCode: '78701', radiusMiles: 0 }, 'Radius must be from 1 to 50 miles'],
    [{ zipCode: '78701', radiusMiles: 51 }, 'Radius must be from 1 to 50 miles'],
    [{ zipCode: '78701' }, 'Radius must be from 1 to 50 miles'],
    [{ latitude: 30, longitude: 200, radiusMiles: 5 }, 'Longitude must be a number between -180 and 180'],
    [{ zipCode: '78701', radiusMiles: 5, species: ['dragon'] }, 'Species must be one of: dog, cat, bird, rabbit, reptile, small animal, other'],
  ])('refuses %j', (body, message) => {
    const r = alertAreaInputSchema.safeParse(body);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('pushSubscriptionInputSchema', () => {
  const p256dh = `B${'A'.repeat(85)}E`;
  const auth = 'AAAAAAAAAAAAAAAAAAAAAA';
  it('takes a browser subscription: an https endpoint, a 65-byte uncompressed point and a 16-byte secret (base64url)', () => {
    expect(base64UrlBytes(p256dh)).toHaveLength(65);
    expect(base64UrlBytes(p256dh)?.[0]).toBe(4);
    expect(base64UrlBytes('AQID')).toEqual(new Uint8Array([1, 2, 3]));
    expect(base64UrlBytes('-_8')).toEqual(new Uint8Array([0xfb, 0xff]));
    expect(pushSubscriptionInputSchema.parse({ endpoint: ' https://fcm.googleapis.com/fcm/send/x ', keys: { p256dh, auth } })).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      keys: { p256dh, auth },
    });
  });
  it.each([
    [{ endpoint: 'http://fcm.googleapis.com/x', keys: { p256dh, auth } }, 'endpoint must be the https: address of a push service'],
    [{ keys: { p256dh, auth } }, 'endpoint must be the https: address of a push service'],
    [{ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: `A${p256dh.slice(1)}`, auth } }, 'keys.p256dh must be the base64url public key of the subscription (65 bytes, an uncompressed P-256 point)'],
    [{ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: `${p256dh}AA`, auth } }, 'keys.p256dh must be the base64url public key of the subscription (65 bytes, an uncompressed P-256 point)'],
    [{ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh, auth: `${auth}+/` } }, 'keys.auth must be the base64url auth secret of the subscription (16 bytes)'],
    [{ endpoint: 'https://fcm.googleapis.com/x' }, 'keys must hold the p256dh and auth of the subscription'],
  ])('refuses %j', (body, message) => {
    expect(pushSubscriptionInputSchema.safeParse(body).error?.issues.map((i) => i.message)).toContain(message);
  });
  it('removes by endpoint or by id, one of them', () => {
    expect(pushUnsubscribeSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/x' }).success).toBe(true);
    expect(pushUnsubscribeSchema.safeParse({}).error?.issues[0].message).toBe('Give the endpoint of the subscription, or its id');
  });
});
