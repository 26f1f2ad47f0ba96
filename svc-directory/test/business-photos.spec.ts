// Service integration: the business gallery against a real Postgres and NATS, called
// by route name (contract-parsed input, contract-checked answers): up to 10 photos, the owner's order,
// removal closing the gap, every refusal readable and storing nothing. That photoUrl must be the caller's
// own finished upload is the gateway's check (svc-gateway/test/business-photos.spec.ts).
import { BUSINESS_PHOTOS_MAX, type Actor, type Business, type BusinessPhoto } from '@pawpals/contracts';
import { ServiceHarness } from '@pawpals/testing';

let h: ServiceHarness;
let owner: Actor;
let business: Business;

beforeAll(async () => {
  h = await ServiceHarness.start('directory');
  owner = await h.person('Gina', 'Gallery');
  business = await h.call<Business>('createBusiness', { actor: owner, body: { name: 'Gallery Grooming', category: 'groomer', city: 'Austin', state: 'TX' } });
}, 90_000);
afterAll(async () => {
  await h?.close();
});

const image = (n: number) => `/objects/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const add = (actor: Actor, photoUrl: unknown) => h.call<BusinessPhoto[]>('addBusinessPhoto', { actor, body: { photoUrl } });
const stored = (): Promise<{ url: string; position: number }[]> =>
  h.db.query('SELECT url, position FROM business_photos WHERE business_id = $1 ORDER BY position', [business.id]).then((r) => r.rows);

describe('business photos', () => {
  let gallery: BusinessPhoto[];

  it('adds photos after the last one and answers the gallery; the business answers carry it in order', async () => {
    await add(owner, image(1));
    gallery = await add(owner, image(2));
    expect(gallery.map((p) => p.url)).toEqual([image(1), image(2)]);
    expect((await h.call<Business>('getBusiness', { params: { id: business.id } })).photos).toEqual(gallery);
    expect((await h.call<Business>('getMyBusiness', { actor: owner })).photos).toEqual(gallery);
    const found = (await h.call<Business[]>('searchBusinesses', { query: { city: 'Austin', state: 'TX' } })).find((b) => b.id === business.id);
    expect(found?.photos[0].url).toBe(image(1));
    const [event] = (await h.events('directory.business_updated')).filter((e) => e.data.businessId === business.id).slice(-1);
    expect(event.data.changedFields).toEqual(['photos']);
  });

  it('refuses the same image twice (409) and bad bodies (400), storing nothing', async () => {
    expect(await h.fails('addBusinessPhoto', { actor: owner, body: { photoUrl: image(1) } })).toEqual({
      code: 'conflict',
      message: 'This photo is already in your gallery',
    });
    expect(await h.fails('addBusinessPhoto', { actor: owner, body: {} })).toMatchObject({ code: 'validation', message: expect.stringContaining('photoUrl is required') });
    expect(await h.fails('addBusinessPhoto', { actor: owner, body: { photoUrl: 42 } })).toMatchObject({ code: 'validation' });
    expect((await stored()).map((r) => r.url)).toEqual([image(1), image(2)]);
  });

  it('reorders to exactly the given ids; a missing, unknown, repeated or malformed id is a 400 that changes nothing', async () => {
    const [first, second] = gallery.map((p) => p.id);
    const reordered = await h.call<BusinessPhoto[]>('reorderBusinessPhotos', { actor: owner, body: { photoIds: [second, first.toUpperCase()] } });
    expect(reordered.map((p) => p.id)).toEqual([second, first]);
    expect((await h.call<Business>('getBusiness', { params: { id: business.id } })).photos.map((p) => p.id)).toEqual([second, first]);

    const refusals: [unknown, string][] = [
      [[second], 'photoIds must name every photo of your gallery once, in the new order'],
      [[second, '00000000-0000-4000-8000-000000000009'], 'photoIds must name every photo of your gallery once, in the new order'],
      [[second, second], 'photoIds must name each photo once'],
      [[second, 'not-an-id'], 'photoIds must be photo ids'],
      ['x', 'photoIds is required: the ids of your photos in their new order'],
      [undefined, 'photoIds is required: the ids of your photos in their new order'],
    ];
    for (const [photoIds, message] of refusals) {
      const failure = await h.fails('reorderBusinessPhotos', { actor: owner, body: { photoIds } });
      expect(failure.code).toBe('validation');
      expect(failure.message).toContain(message);
    }
    expect((await stored()).map((r) => r.url)).toEqual([image(2), image(1)]);
  });

  it(`keeps at most ${BUSINESS_PHOTOS_MAX} photos: the next one is a 409 with a readable message`, async () => {
    for (let n = 3; n <= BUSINESS_PHOTOS_MAX; n++) await add(owner, image(n));
    expect(await h.fails('addBusinessPhoto', { actor: owner, body: { photoUrl: image(99) } })).toEqual({
      code: 'conflict',
      message: `Your gallery already has ${BUSINESS_PHOTOS_MAX} photos. Remove one before adding another.`,
    });
    expect(await stored()).toHaveLength(BUSINESS_PHOTOS_MAX);
  });

  it('removes a photo and closes the gap in the order; an unknown or malformed id is a 404', async () => {
    const before = await h.call<Business>('getMyBusiness', { actor: owner });
    const removed = before.photos[1];
    const after = await h.call<BusinessPhoto[]>('removeBusinessPhoto', { actor: owner, params: { photoId: removed.id } });
    expect(after).toEqual(before.photos.filter((p) => p.id !== removed.id));
    expect((await stored()).map((r) => r.position)).toEqual([...Array(BUSINESS_PHOTOS_MAX - 1).keys()]);
    for (const photoId of [removed.id, 'nope']) {
      expect(await h.fails('removeBusinessPhoto', { actor: owner, params: { photoId } })).toEqual({ code: 'not_found', message: 'Photo not found' });
    }
  });

  it("another member cannot touch the gallery: without a business it is a 404, and someone else's photo id is not theirs", async () => {
    const stranger = await h.person('Sam', 'Stranger');
    const photoId = (await h.call<Business>('getMyBusiness', { actor: owner })).photos[0].id;
    expect(await h.fails('addBusinessPhoto', { actor: stranger, body: { photoUrl: image(50) } })).toEqual({
      code: 'not_found',
      message: 'Create your business before adding photos',
    });
    expect(await h.fails('removeBusinessPhoto', { actor: stranger, params: { photoId } })).toMatchObject({ code: 'not_found' });
    const otherOwner = await h.person('Olga', 'Other');
    await h.call('createBusiness', { actor: otherOwner, body: { name: 'Other Place', category: 'park', city: 'Austin', state: 'TX' } });
    expect(await h.fails('removeBusinessPhoto', { actor: otherOwner, params: { photoId } })).toEqual({ code: 'not_found', message: 'Photo not found' });
    expect(await h.fails('reorderBusinessPhotos', { actor: otherOwner, body: { photoIds: [photoId] } })).toMatchObject({ code: 'validation' });
    expect(await stored()).toHaveLength(BUSINESS_PHOTOS_MAX - 1);
  });
});
