// A post has 1 to 5 photos in the poster's order (the first is the cover,
// `photoUrl`), the poster reorders or replaces them with PATCH …/photos (anyone else 404), and each
// photo keeps the placeholder (ThumbHash) the gateway computed for its upload (RpcRequest.uploads);
// a sighting keeps its photo's placeholder too.
import { EVENTS, SUBJECTS, type Actor, type LostFoundPet, type Page, type ProcessedImage, type Sighting } from '@pawpals/contracts';
import { ServiceHarness } from '@pawpals/testing';
import { objectPath, outboxEvents, person, stubAdminCheck, validPost } from './support';

let h: ServiceHarness;
let adminCheck: Awaited<ReturnType<typeof stubAdminCheck>>;
const poster = person();
const neighbour = person();
const moderator = person('moderator');

beforeAll(async () => {
  h = await ServiceHarness.start('pets');
  adminCheck = await stubAdminCheck(h, new Map([[moderator.userId, 'moderator']]));
}, 90_000);
afterAll(async () => {
  await adminCheck?.close();
  await h?.close();
});

const UNKNOWN = '0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e';
/** What the gateway tells the service of an upload it checked. */
const processed = (placeholder: string): ProcessedImage => ({ width: 1600, height: 1200, placeholder });
const photos = (n: number) => Array.from({ length: n }, objectPath);
const create = (actor: Actor, body: Record<string, unknown>, uploads?: Record<string, ProcessedImage>) =>
  h.call<LostFoundPet>('createLostFoundPet', { actor, body: validPost(body), uploads });
const setPhotos = (id: string, photoUrls: unknown, actor: Actor = poster, uploads?: Record<string, ProcessedImage>) =>
  h.call<LostFoundPet>('updateLostFoundPetPhotos', { actor, params: { id }, body: { photoUrls }, uploads });
const stored = async (id: string) =>
  (await h.db.query('SELECT photo_url, photo_urls, photo_placeholders FROM lost_found_posts WHERE id = $1', [id])).rows[0];

describe('posting with several photos', () => {
  it('keeps the photos in order, the first as the cover, each with the placeholder the gateway knew', async () => {
    const [cover, side, back] = photos(3);
    const post = await create(poster, { photoUrl: undefined, photoUrls: [cover, side, back] }, { [cover]: processed('1QcSHQRnh493V4dIh4eXh1h4kJUI'), [back]: processed('YJqGPQw7sFlslqhFafSE+Q6oJ1h2') });
    expect(post).toMatchObject({
      photoUrl: cover,
      photoUrls: [cover, side, back],
      photoPlaceholder: '1QcSHQRnh493V4dIh4eXh1h4kJUI',
      photoPlaceholders: ['1QcSHQRnh493V4dIh4eXh1h4kJUI', null, 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2'],
    });
    expect(await stored(post.id)).toEqual({
      photo_url: cover,
      photo_urls: [cover, side, back],
      photo_placeholders: ['1QcSHQRnh493V4dIh4eXh1h4kJUI', null, 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2'],
    });
    expect(await h.call('getLostFoundPet', { actor: poster, params: { id: post.id } })).toMatchObject({ photoUrls: [cover, side, back], photoPlaceholder: '1QcSHQRnh493V4dIh4eXh1h4kJUI' });
  });

  it('takes the legacy photoUrl alone as the only photo; without anything from the gateway the placeholder is null', async () => {
    const photoUrl = objectPath();
    const post = await create(poster, { photoUrl });
    expect(post).toMatchObject({ photoUrl, photoUrls: [photoUrl], photoPlaceholder: null, photoPlaceholders: [null] });
  });

  it('ignores what the gateway says of an upload the body does not name', async () => {
    const [photoUrl, other] = photos(2);
    const post = await create(poster, { photoUrl: undefined, photoUrls: [photoUrl] }, { [other]: processed('other') });
    expect(post).toMatchObject({ photoUrls: [photoUrl], photoPlaceholders: [null] });
  });

  it.each([
    ['no photo at all', 'Pet photo is required', { photoUrl: undefined }],
    ['an empty list', 'Pet photo is required', { photoUrl: undefined, photoUrls: [] }],
    ['6 photos', 'A post can have at most 5 photos', { photoUrl: undefined, photoUrls: photos(6) }],
    ['the same photo twice', 'Each photo can be added once', { photoUrl: undefined, photoUrls: ['/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e', '/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e'] }],
    ['a URL that is not an upload', 'Pet photo must be an uploaded image (upload it first)', { photoUrl: undefined, photoUrls: [objectPath(), 'https://example.com/dog.jpg'] }],
    ['a list that is not a list', 'Pet photos must be a list of uploaded images', { photoUrl: undefined, photoUrls: objectPath() }],
    ['a photoUrl that is not the first photo', 'photoUrl must be the first of photoUrls (the cover photo); send photoUrls alone', { photoUrl: objectPath(), photoUrls: photos(2) }],
  ])('refuses %s with 400 "%s" and stores nothing', async (_what, message, body) => {
    const posts = await h.count('lost_found_posts');
    const outbox = await h.count('outbox');
    expect(await h.fails('createLostFoundPet', { actor: neighbour, body: validPost(body) })).toEqual({ code: 'validation', message });
    expect(await h.count('lost_found_posts')).toBe(posts);
    expect(await h.count('outbox')).toBe(outbox);
  });

  it('keeps the cover and the photos together in the table itself', async () => {
    const post = await create(poster, { photoUrl: undefined, photoUrls: photos(2) });
    await expect(h.db.query('UPDATE lost_found_posts SET photo_url = $2 WHERE id = $1', [post.id, objectPath()])).rejects.toThrow(/lost_found_posts_photos/);
    await expect(h.db.query(`UPDATE lost_found_posts SET photo_placeholders = '{}' WHERE id = $1`, [post.id])).rejects.toThrow(/lost_found_posts_photos/);
  });
});

describe('PATCH /api/lost-found-pets/:id/photos', () => {
  it('reorders: the new first photo becomes the cover everywhere, its placeholder with it (nothing asked of the gateway)', async () => {
    const [a, b, c] = photos(3);
    const post = await create(poster, { photoUrl: undefined, photoUrls: [a, b, c] }, { [a]: processed('AAAA'), [b]: processed('BBBB') });
    await h.call('moderateLostFoundPet', { actor: moderator, params: { id: post.id }, body: { approvalStatus: 'approved' } });
    const events = (await outboxEvents(h, post.id)).length;

    const reordered = await setPhotos(post.id, [b, c, a]);
    expect(reordered).toMatchObject({ id: post.id, photoUrl: b, photoUrls: [b, c, a], photoPlaceholder: 'BBBB', photoPlaceholders: ['BBBB', null, 'AAAA'], isOwner: true });
    expect(await stored(post.id)).toEqual({ photo_url: b, photo_urls: [b, c, a], photo_placeholders: ['BBBB', null, 'AAAA'] });
    const seen = await h.call<LostFoundPet>('getLostFoundPet', { params: { id: post.id } });
    expect(seen).toMatchObject({ photoUrl: b, photoUrls: [b, c, a], photoPlaceholder: 'BBBB' });
    const board = (await h.call<Page<LostFoundPet>>('listLostFoundPets', {})).items;
    expect(board.find((p) => p.id === post.id)).toMatchObject({ photoUrl: b, photoPlaceholder: 'BBBB' });
    const mine = await h.call<LostFoundPet[]>('listMyLostFoundPets', { actor: poster });
    expect(mine.find((p) => p.id === post.id)).toMatchObject({ photoUrls: [b, c, a] });
    // A change of photos is not news for matching or alerts: nothing is announced.
    expect(await outboxEvents(h, post.id)).toHaveLength(events);
  });

  it('adds and removes photos: a new one takes the gateway placeholder, a removed one is gone', async () => {
    const [a, b] = photos(2);
    const post = await create(poster, { photoUrl: undefined, photoUrls: [a, b] }, { [a]: processed('AAAA') });
    const [fresh] = photos(1);
    const changed = await setPhotos(post.id, [fresh, a], poster, { [fresh]: processed('NEW1') });
    expect(changed).toMatchObject({ photoUrl: fresh, photoUrls: [fresh, a], photoPlaceholder: 'NEW1', photoPlaceholders: ['NEW1', 'AAAA'] });
    const single = await setPhotos(post.id, [a]);
    expect(single).toMatchObject({ photoUrl: a, photoUrls: [a], photoPlaceholders: ['AAAA'] });
  });

  it('answers 404 to anyone but the poster, admins included, exactly as for a missing post, and changes nothing', async () => {
    const [a, b] = photos(2);
    const post = await create(poster, { photoUrl: undefined, photoUrls: [a, b] });
    const approved = await create(poster, { photoUrl: undefined, photoUrls: [a, b] });
    await h.call('moderateLostFoundPet', { actor: moderator, params: { id: approved.id }, body: { approvalStatus: 'approved' } });
    for (const { id } of [post, approved]) {
      for (const actor of [neighbour, moderator]) {
        expect(await h.fails('updateLostFoundPetPhotos', { actor, params: { id }, body: { photoUrls: [b, a] } })).toEqual({ code: 'not_found', message: 'Pet post not found' });
      }
      expect(await stored(id)).toMatchObject({ photo_url: a, photo_urls: [a, b] });
    }
    expect(await h.fails('updateLostFoundPetPhotos', { actor: poster, params: { id: UNKNOWN }, body: { photoUrls: [a] } })).toEqual({ code: 'not_found', message: 'Pet post not found' });
    expect(await h.fails('updateLostFoundPetPhotos', { actor: poster, params: { id: 'nope' }, body: { photoUrls: [a] } })).toMatchObject({ code: 'not_found' });
    expect(await h.fails('updateLostFoundPetPhotos', { params: { id: post.id }, body: { photoUrls: [a] } })).toMatchObject({ code: 'unauthorized' });
  });

  it.each([
    [undefined, 'Pet photo is required'],
    [[], 'Pet photo is required'],
    [photos(6), 'A post can have at most 5 photos'],
    [['/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e', '/objects/0b8a3c52-3f7e-4a58-9d0e-6a8f4b2c1d3e'], 'Each photo can be added once'],
    [['/uploads/photo.jpg'], 'Pet photo must be an uploaded image (upload it first)'],
  ])('refuses photoUrls %j with 400 "%s" and keeps the photos', async (photoUrls, message) => {
    const [a] = photos(1);
    const post = await create(poster, { photoUrl: a });
    expect(await h.fails('updateLostFoundPetPhotos', { actor: poster, params: { id: post.id }, body: { photoUrls } })).toEqual({ code: 'validation', message });
    expect(await stored(post.id)).toEqual({ photo_url: a, photo_urls: [a], photo_placeholders: [null] });
  });
});

describe('the rest of a post’s life', () => {
  it('puts every photo in "Download my data"', async () => {
    const member = person();
    const urls = photos(3);
    const post = await create(member, { photoUrl: undefined, photoUrls: urls });
    const data = await h.callSubject<{ posts: LostFoundPet[] }>(SUBJECTS.pets.exportUserData, { actor: member });
    expect(data.posts.find((p) => p.id === post.id)).toMatchObject({ photoUrl: urls[0], photoUrls: urls });
  });

  it('keeps the placeholder of a sighting’s photo', async () => {
    const post = await create(poster, { photoUrl: undefined, photoUrls: photos(1) });
    await h.call('moderateLostFoundPet', { actor: moderator, params: { id: post.id }, body: { approvalStatus: 'approved' } });
    const [photoUrl, plain] = photos(2);
    const report = (p: string, uploads?: Record<string, ProcessedImage>) =>
      h.call<Sighting>('reportSighting', { actor: neighbour, params: { id: post.id }, body: { seenAt: new Date().toISOString(), location: 'Zilker Park', photoUrl: p }, uploads });
    expect(await report(photoUrl, { [photoUrl]: processed('SEEN') })).toMatchObject({ photoUrl, photoPlaceholder: 'SEEN' });
    expect(await report(plain)).toMatchObject({ photoUrl: plain, photoPlaceholder: null });
    const listed = await h.call<Sighting[]>('listSightings', { params: { id: post.id } });
    expect(listed.map((s) => [s.photoUrl, s.photoPlaceholder])).toEqual(expect.arrayContaining([[photoUrl, 'SEEN'], [plain, null]]));
    expect((await h.events(EVENTS.petSightingReported.type)).length).toBeGreaterThanOrEqual(2);
  });
});
