// A post's pin (7 decimals) and a sighting's typed address were once public as given. Only the
// poster sees them exactly; everyone else (admins included) gets the pin to 3 decimals (about a block)
// and the sighting's place without its house or unit number, on every route that answers them, and a
// "near me" radius is measured from the shown pin, so narrowing it does not find the exact one.
import { randomUUID } from 'node:crypto';
import type { Actor, LostFoundPet, Page, PetMatch, Sighting } from '@pawpals/contracts';
import { ServiceHarness } from '@pawpals/testing';
import { createPost, person, stubAdminCheck } from './support';

let h: ServiceHarness;
let adminCheck: Awaited<ReturnType<typeof stubAdminCheck>>;
const poster = person();
const finder = person();
const moderator = person('moderator');
const neighbour: Actor = { userId: randomUUID(), firstName: 'Nia' };
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

// Somewhere in South Dakota, away from the other files' posts. A degree of latitude is 69.0976 miles.
const PIN = { latitude: 44.5004999, longitude: -100.1234567 };
const SHOWN = { latitude: 44.5, longitude: -100.123 };
let post: LostFoundPet;

beforeAll(async () => {
  h = await ServiceHarness.start('pets');
  adminCheck = await stubAdminCheck(h, new Map([[moderator.userId, 'moderator']]));
  const created = await createPost(h, poster, { species: 'dog', breed: 'Beagle', color: 'tan and white', lastSeenDate: daysAgo(3), ...PIN });
  post = await h.call('moderateLostFoundPet', { actor: moderator, params: { id: created.id }, body: { approvalStatus: 'approved' } });
}, 90_000);
afterAll(async () => {
  await adminCheck?.close();
  await h?.close();
});

const pinOf = (p: { latitude: number | null; longitude: number | null }) => ({ latitude: p.latitude, longitude: p.longitude });
const board = async (query: Record<string, string> = {}, actor: Actor | null = null) =>
  (await h.call<Page<LostFoundPet>>('listLostFoundPets', { actor, query })).items;

describe('a post’s pin', () => {
  it('is exact for its poster, in every answer they get', async () => {
    expect(pinOf(await h.call('getLostFoundPet', { actor: poster, params: { id: post.id } }))).toEqual(PIN);
    expect(pinOf((await h.call<LostFoundPet[]>('listMyLostFoundPets', { actor: poster })).find((p) => p.id === post.id)!)).toEqual(PIN);
    expect(pinOf((await board({}, poster)).find((p) => p.id === post.id)!)).toEqual(PIN);
  });

  it('is rounded to 3 decimals for everyone else: the post, the board, near me, moderation and matches', async () => {
    expect(pinOf(post)).toEqual(SHOWN); // the moderator's answer
    for (const actor of [null, neighbour, moderator]) {
      expect(pinOf(await h.call('getLostFoundPet', { actor, params: { id: post.id } }))).toEqual(SHOWN);
      expect(pinOf((await board({}, actor)).find((p) => p.id === post.id)!)).toEqual(SHOWN);
    }
    const near = await board({ lat: '44.51', lng: '-100.12', radiusMiles: '5' });
    expect(pinOf(near.find((p) => p.id === post.id)!)).toEqual(SHOWN);

    const found = await createPost(h, finder, { type: 'found', petName: null, species: 'dog', breed: 'Beagle', color: 'tan and white', lastSeenDate: daysAgo(2), latitude: 44.5071234, longitude: -100.1234567 });
    await h.call('moderateLostFoundPet', { actor: moderator, params: { id: found.id }, body: { approvalStatus: 'approved' } });
    const matches = await h.call<PetMatch[]>('listLostFoundPetMatches', { actor: finder, params: { id: found.id } });
    expect(pinOf(matches.find((m) => m.pet.id === post.id)!.pet)).toEqual(SHOWN);
    expect(JSON.stringify([matches, near])).not.toMatch(/44\.5004999|100\.1234567/);
  });

  it('is measured from its shown place by "near me", so a tight radius does not give the exact pin away', async () => {
    // 0.99 mi north of the stored pin, 1.02 mi north of the shown one.
    const probe = { lat: (PIN.latitude + 0.99 / 69.0976).toFixed(7), lng: String(PIN.longitude) };
    expect((await board({ ...probe, radiusMiles: '1' })).map((p) => p.id)).not.toContain(post.id);
    const wider = (await board({ ...probe, radiusMiles: '2' })).find((p) => p.id === post.id);
    expect(wider?.distanceMiles).toBe(1);
  });
});

describe('a sighting’s place', () => {
  const TYPED = { location: '1234 Elm Street, Apt 5, Pierre, SD 57501', latitude: 44.5101234, longitude: -100.1209876 };
  let reported: Sighting;

  beforeAll(async () => {
    reported = await h.call('reportSighting', { actor: neighbour, params: { id: post.id }, body: { seenAt: new Date(Date.now() - 3_600_000).toISOString(), ...TYPED } });
  });

  const listedBy = async (actor: Actor | null) =>
    (await h.call<Sighting[]>('listSightings', { actor, params: { id: post.id } })).find((s) => s.id === reported.id)!;

  it('is exact for the poster, who goes looking (and in the reporter’s own answer)', async () => {
    expect(reported).toMatchObject(TYPED);
    expect(await listedBy(poster)).toMatchObject(TYPED);
  });

  it('is shown to anyone else without the house and unit number, the pin to about a block', async () => {
    for (const actor of [null, person(), neighbour, moderator]) {
      expect(await listedBy(actor)).toMatchObject({ location: 'Elm Street, Pierre, SD 57501', latitude: 44.51, longitude: -100.121 });
    }
  });
});
