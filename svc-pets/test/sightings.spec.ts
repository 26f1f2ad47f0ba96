// Sightings of a lost or found pet — who may report (signed in, approved and active
// posts only), what is refused (future time, bad photo path, missing place), the public list (first
// names only, newest first), the poster's event, and removal by the poster or an admin.
import { randomUUID } from 'node:crypto';
import { EVENTS, type Actor, type LostFoundPet, type Sighting } from '@pawpals/contracts';
import { ServiceHarness } from '@pawpals/testing';
import { createPost, objectPath, person, stubAdminCheck } from './support';

let h: ServiceHarness;
let adminCheck: Awaited<ReturnType<typeof stubAdminCheck>>;
const poster = person();
const moderator = person('moderator');
const ana: Actor = { userId: randomUUID(), firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' };
const bo: Actor = { userId: randomUUID(), firstName: 'Bo', lastName: 'Park' };
let biscuit: LostFoundPet;

beforeAll(async () => {
  h = await ServiceHarness.start('pets');
  adminCheck = await stubAdminCheck(h, new Map());
  const post = await createPost(h, poster, { latitude: 30.2669, longitude: -97.7729 });
  biscuit = await h.call('moderateLostFoundPet', { actor: moderator, params: { id: post.id }, body: { approvalStatus: 'approved' } });
}, 90_000);
afterAll(async () => {
  await adminCheck?.close();
  await h?.close();
});

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();
const report = (actor: Actor, body: Record<string, unknown>, id = biscuit.id) => h.call<Sighting>('reportSighting', { actor, params: { id }, body });
const sightingsOf = (id = biscuit.id, actor: Actor | null = null) => h.call<Sighting[]>('listSightings', { actor, params: { id } });

describe('reporting a sighting', () => {
  it('stores it with the reporter’s first name only, lists it newest first, and tells the poster', async () => {
    const photoUrl = objectPath();
    const first = await report(ana, { seenAt: hoursAgo(3), location: 'Barton Springs Rd', latitude: 30.264, longitude: -97.7713, note: 'Running east', photoUrl });
    expect(first).toEqual({
      id: expect.any(String),
      postId: biscuit.id,
      seenAt: expect.any(String),
      location: 'Barton Springs Rd',
      latitude: 30.264,
      longitude: -97.7713,
      note: 'Running east',
      photoUrl,
      photoPlaceholder: null,
      reporterFirstName: 'Ana',
      createdAt: expect.any(String),
    });
    const second = await report(bo, { seenAt: hoursAgo(1), location: 'Lamar Blvd bridge' });
    expect((await sightingsOf()).map((s) => s.id)).toEqual([second.id, first.id]);
    expect(JSON.stringify(await sightingsOf())).not.toMatch(/Lopez|ana@example|reporterId/);
    const events = await h.events(EVENTS.petSightingReported.type);
    expect(events.map((e) => e.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sightingId: first.id, postId: biscuit.id, posterId: poster.userId, petName: 'Biscuit', reporterFirstName: 'Ana', location: 'Barton Springs Rd' }),
      ]),
    );
  });

  it.each([
    [{ seenAt: new Date(Date.now() + 3_600_000).toISOString(), location: 'Park' }, 'The sighting time cannot be in the future'],
    [{ seenAt: 'yesterday-ish', location: 'Park' }, 'The sighting time must be a valid date and time'],
    [{ location: 'Park' }, 'When did you see the pet? Give a date and time'],
    [{ seenAt: hoursAgo(1), location: '  ' }, 'Where did you see the pet?'],
    [{ seenAt: hoursAgo(1), location: 'Park', note: 'x'.repeat(1001) }, 'Note must be at most 1000 characters'],
    [{ seenAt: hoursAgo(1), location: 'Park', photoUrl: 'https://elsewhere.example/cat.jpg' }, 'Photo must be an uploaded image (upload it first)'],
    [{ seenAt: hoursAgo(1), location: 'Park', latitude: 95, longitude: 0 }, 'Latitude must be a number between -90 and 90'],
  ])('refuses %j with a readable 400 and stores nothing', async (body, message) => {
    const before = await h.count('sightings WHERE post_id = $1', [biscuit.id]);
    const error = await h.fails('reportSighting', { actor: ana, params: { id: biscuit.id }, body });
    expect(error.code).toBe('validation');
    expect(error.message).toContain(message);
    expect(await h.count('sightings WHERE post_id = $1', [biscuit.id])).toBe(before);
  });

  it('is refused on a pending post (404 to others, 400 to its poster) and on a reunited one (400)', async () => {
    const pending = await createPost(h, poster);
    expect(await h.fails('reportSighting', { actor: ana, params: { id: pending.id }, body: { seenAt: hoursAgo(1), location: 'Park' } })).toEqual({
      code: 'not_found',
      message: 'Pet post not found',
    });
    expect(await h.fails('reportSighting', { actor: poster, params: { id: pending.id }, body: { seenAt: hoursAgo(1), location: 'Park' } })).toEqual({
      code: 'validation',
      message: 'Sightings can be reported once the post has been approved',
    });
    const home = await createPost(h, poster);
    await h.call('moderateLostFoundPet', { actor: moderator, params: { id: home.id }, body: { approvalStatus: 'approved' } });
    await h.call('setLostFoundPetStatus', { actor: poster, params: { id: home.id }, body: { status: 'resolved' } });
    expect(await h.fails('reportSighting', { actor: ana, params: { id: home.id }, body: { seenAt: hoursAgo(1), location: 'Park' } })).toEqual({
      code: 'validation',
      message: 'This pet is already home: the post no longer takes sightings',
    });
    expect(await h.fails('listSightings', { params: { id: pending.id } })).toMatchObject({ code: 'not_found' });
  });
});

describe('removing a sighting', () => {
  it('is for the poster and admins only', async () => {
    const sighting = await report(bo, { seenAt: hoursAgo(2), location: 'Wrong dog, sorry' });
    expect(await h.fails('removeSighting', { actor: ana, params: { id: biscuit.id, sightingId: sighting.id } })).toEqual({
      code: 'forbidden',
      message: 'Only the person who posted this pet or a moderator can remove a sighting',
    });
    expect(await h.call('removeSighting', { actor: poster, params: { id: biscuit.id, sightingId: sighting.id } })).toEqual({ message: 'Sighting removed' });
    expect((await sightingsOf()).map((s) => s.id)).not.toContain(sighting.id);
    expect(await h.fails('removeSighting', { actor: poster, params: { id: biscuit.id, sightingId: sighting.id } })).toEqual({
      code: 'not_found',
      message: 'Sighting not found',
    });
    const another = await report(bo, { seenAt: hoursAgo(2), location: 'Spam' });
    expect(await h.call('removeSighting', { actor: moderator, params: { id: biscuit.id, sightingId: another.id } })).toEqual({ message: 'Sighting removed' });
  });
});

describe('happy reunions', () => {
  it('lists reunited, approved posts whose posters said thank you, newest first; notes can come later', async () => {
    const owner = person();
    const approvedPost = async (over: Record<string, unknown> = {}) => {
      const post = await createPost(h, owner, over);
      return h.call<LostFoundPet>('moderateLostFoundPet', { actor: moderator, params: { id: post.id }, body: { approvalStatus: 'approved' } });
    };
    const resolve = (id: string, body: Record<string, unknown>) => h.call<LostFoundPet>('setLostFoundPetStatus', { actor: owner, params: { id }, body });
    const first = await approvedPost({ petName: 'Mochi' });
    const quiet = await approvedPost({ petName: 'Quiet' });
    const second = await approvedPost({ petName: 'Pepper' });
    const pending = await createPost(h, owner, { petName: 'Pending' });

    await resolve(first.id, { status: 'resolved', thankYouNote: 'Thank you, Zilker neighbours!' });
    await resolve(quiet.id, { status: 'resolved' });
    await resolve(pending.id, { status: 'resolved', thankYouNote: 'Not public yet' });
    await resolve(second.id, { status: 'resolved' });
    await resolve(second.id, { status: 'resolved', thankYouNote: 'Home safe, thanks to Ana' });

    const reunions = await h.call<{ id: string; petName: string; thankYouNote: string }[]>('listReunions', {});
    const ours = reunions.filter((r) => [first.id, quiet.id, second.id, pending.id].includes(r.id));
    expect(ours.map((r) => [r.petName, r.thankYouNote])).toEqual([
      ['Pepper', 'Home safe, thanks to Ana'],
      ['Mochi', 'Thank you, Zilker neighbours!'],
    ]);
    expect(reunions.length).toBeLessThanOrEqual(6);
    const resolved = (await h.events(EVENTS.petPostResolved.type)).filter((e) => e.data.postId === first.id);
    expect(resolved.map((e) => e.data.thankYouNote)).toEqual(['Thank you, Zilker neighbours!']);
    // The note added later announces no second reunion.
    expect((await h.events(EVENTS.petPostResolved.type)).filter((e) => e.data.postId === second.id)).toHaveLength(1);
  });

  it('refuses a note over 500 characters', async () => {
    const post = await createPost(h, poster);
    const error = await h.fails('setLostFoundPetStatus', { actor: poster, params: { id: post.id }, body: { status: 'resolved', thankYouNote: 'x'.repeat(501) } });
    expect(error).toEqual({ code: 'validation', message: expect.stringContaining('Thank-you note must be at most 500 characters') });
    expect((await h.call<LostFoundPet>('getLostFoundPet', { actor: poster, params: { id: post.id } })).status).toBe('active');
  });
});
