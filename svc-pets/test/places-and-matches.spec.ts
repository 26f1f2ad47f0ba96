// Where a pet was last seen (pin, geocoded text, GEOCODER_URL), "near me",
// match suggestions and their once-per-pair announcements, and the vets nearest a found pet (svc-directory
// stood in by a NATS responder). Real Postgres and NATS.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EVENTS, LIMITS, SUBJECTS, type Actor, type LostFoundPet, type MatchFeedback, type NearbyVet, type Page, type PetMatch, type RpcRequest } from '@pawpals/contracts';
import { connectNats, prefixed } from '@pawpals/nest-common';
import { ServiceHarness } from '@pawpals/testing';
import { JSONCodec } from 'nats';
import { backfillPlaces } from '../src/migrations/1700000000500-pet-places';
import { createPost, person, stubAdminCheck } from './support';

let h: ServiceHarness;
let geocoder: Server;
let adminCheck: Awaited<ReturnType<typeof stubAdminCheck>>;
const moderator = person('moderator');
const contentManager = person('content_manager');

// Zilker Park, Austin TX. One degree of latitude is 69.0976 miles on the service's sphere.
const park = { latitude: 30.2669, longitude: -97.7729 };
const north = (miles: number, from = park) => ({ latitude: from.latitude + miles / 69.0976, longitude: from.longitude });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  geocoder = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(/1100 congress/i.test(q) ? [{ lat: '30.2747', lon: '-97.7404', display_name: 'Texas Capitol, Austin' }] : []));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  h = await ServiceHarness.start('pets', { GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}` });
  adminCheck = await stubAdminCheck(h, new Map([[contentManager.userId, 'content_manager']]));
}, 90_000);
afterAll(async () => {
  await adminCheck?.close();
  await h?.close();
  await new Promise((resolve) => geocoder?.close(resolve));
});

const approve = (id: string) => h.call<LostFoundPet>('moderateLostFoundPet', { actor: moderator, params: { id }, body: { approvalStatus: 'approved' } });
async function approvedPost(actor: Actor, over: Record<string, unknown>) {
  const post = await createPost(h, actor, over);
  return approve(post.id);
}
/** A finder's post that agrees with Biscuit on everything a finder can tell: a confident match when close. */
const foundBeagle = { type: 'found', petName: null, species: 'dog', breed: 'beagle', color: 'tan and white', size: 'medium', sex: 'male', lastSeenDate: daysAgo(1) };
const matchEvents = async (matchedPostId: string) =>
  (
    await h.db.query<{ data: Record<string, unknown> }>(`SELECT envelope->'data' AS data FROM outbox WHERE subject = $1 AND envelope->'data'->>'matchedPostId' = $2`, [
      EVENTS.petMatchFound.subject,
      matchedPostId,
    ])
  ).rows.map((r) => r.data);

describe('where the pet was last seen', () => {
  it('keeps a pin as given', async () => {
    const post = await createPost(h, person(), { ...park, lastSeenLocation: 'By the big oak' });
    expect(post).toMatchObject({ ...park, locationPrecision: 'pin' });
  });

  it('geocodes the text: a street through GEOCODER_URL, else a ZIP or a city from the gazetteer, else nothing', async () => {
    expect(await createPost(h, person(), { lastSeenLocation: '1100 Congress Ave, Austin, TX' })).toMatchObject({
      latitude: 30.2747,
      longitude: -97.7404,
      locationPrecision: 'street',
    });
    const byZip = await createPost(h, person(), { lastSeenLocation: 'Riverside Park, Austin, TX 78741' });
    expect(byZip).toMatchObject({ locationPrecision: 'zip' });
    expect(byZip.latitude).toBeCloseTo(30.23, 1);
    expect(await createPost(h, person(), { lastSeenLocation: 'Dog park, Portland, Oregon' })).toMatchObject({ locationPrecision: 'city' });
    expect(await createPost(h, person(), { lastSeenLocation: 'near the big oak' })).toMatchObject({ latitude: null, longitude: null, locationPrecision: null });
  });

  it.each([
    [{ latitude: 91, longitude: 0 }, 'Latitude must be a number between -90 and 90'],
    [{ latitude: 30, longitude: 'east' }, 'Longitude must be a number between -180 and 180'],
    [{ latitude: 30 }, 'Latitude and longitude must be given together'],
    [{ species: 'dragon' }, 'Species must be one of: dog, cat, bird, rabbit, reptile, small animal, other'],
    [{ size: 'huge' }, 'Size must be one of: small, medium, large'],
    [{ sex: 'x' }, 'Sex must be one of: male, female, unknown'],
  ])('refuses %j with a readable 400 and stores nothing', async (over, message) => {
    const poster = person();
    const error = await h.fails('createLostFoundPet', { actor: poster, body: { ...(await import('./support')).validPost(over) } });
    expect(error).toEqual({ code: 'validation', message: expect.stringContaining(message) });
    expect(await h.count('lost_found_posts WHERE user_id = $1', [poster.userId])).toBe(0);
  });

  it('stores what the poster says about the animal', async () => {
    const post = await createPost(h, person(), { species: 'Dog', size: 'medium', sex: 'female', microchipped: 'yes' });
    expect(post).toMatchObject({ species: 'dog', size: 'medium', sex: 'female', microchipped: 'yes' });
  });

  it('places older posts from their text when migrating', async () => {
    const { rows } = await h.db.query(
      `INSERT INTO lost_found_posts (user_id, type, description, last_seen_location, contact_info, species)
       VALUES (gen_random_uuid(), 'lost', 'old post', 'Hyde Park, Austin TX', '5125550100', 'dog') RETURNING id`,
    );
    expect(await backfillPlaces({ query: async (sql: string, params?: unknown[]) => (await h.db.query(sql, params)).rows })).toBeGreaterThanOrEqual(1);
    const [row] = (await h.db.query('SELECT latitude, location_precision FROM lost_found_posts WHERE id = $1', [rows[0].id])).rows;
    expect(row.location_precision).toBe('city');
    expect(row.latitude).toBeCloseTo(30.3, 0);
  });
});

describe('near me', () => {
  const center = { latitude: 41.8781, longitude: -87.6298 }; // Chicago: away from the other tests' posts
  let inside: LostFoundPet;
  let edgeIn: LostFoundPet;
  let edgeOut: LostFoundPet;
  let cat: LostFoundPet;
  let unplaced: LostFoundPet;

  beforeAll(async () => {
    inside = await approvedPost(person(), { ...north(2, center), petName: 'Inside' });
    edgeIn = await approvedPost(person(), { ...north(9.9, center), petName: 'EdgeIn' });
    edgeOut = await approvedPost(person(), { ...north(10.1, center), petName: 'EdgeOut' });
    cat = await approvedPost(person(), { ...north(1, center), petName: 'Kitty', species: 'cat', breed: 'Tabby' });
    unplaced = await approvedPost(person(), { petName: 'Unplaced', lastSeenLocation: 'somewhere' });
  });
  const names = (pets: LostFoundPet[]) => pets.map((p) => p.petName);
  const query = async (q: Record<string, string>) => (await h.call<Page<LostFoundPet>>('listLostFoundPets', { query: q })).items;

  it('within a radius: only the posts inside (edges included), nearest first, with miles', async () => {
    const list = await query({ lat: String(center.latitude), lng: String(center.longitude), radiusMiles: '10' });
    expect(names(list)).toEqual(['Kitty', 'Inside', 'EdgeIn']);
    expect(list.map((p) => p.distanceMiles)).toEqual([1, 2, 9.9]);
  });

  it('without a radius: everything nearest first, unplaced posts last and without a distance', async () => {
    const list = await query({ lat: String(center.latitude), lng: String(center.longitude) });
    const ours = list.filter((p) => [inside, edgeIn, edgeOut, cat, unplaced].some((q) => q.id === p.id));
    expect(names(ours)).toEqual(['Kitty', 'Inside', 'EdgeIn', 'EdgeOut', 'Unplaced']);
    expect(ours.at(-1)).not.toHaveProperty('distanceMiles');
  });

  it('filters by species, with or without a place', async () => {
    expect(names(await query({ lat: String(center.latitude), lng: String(center.longitude), radiusMiles: '10', species: 'dog' }))).toEqual(['Inside', 'EdgeIn']);
    expect(names(await query({ species: 'cat' }))).toContain('Kitty');
    expect(names(await query({ species: 'cat' }))).not.toContain('Inside');
  });

  it('by ZIP code, and refuses an unknown ZIP or a radius without a place', async () => {
    expect(names(await query({ zipCode: '60602', radiusMiles: '5' }))).toEqual(['Kitty', 'Inside']);
    expect(await h.fails('listLostFoundPets', { query: { zipCode: '00000' } })).toEqual({ code: 'validation', message: 'We could not find ZIP code 00000' });
    expect((await h.fails('listLostFoundPets', { query: { radiusMiles: '5' } })).code).toBe('validation');
    expect((await h.fails('listLostFoundPets', { query: { lat: '30', lng: '-97', radiusMiles: '500' } })).message).toContain('radiusMiles must be a number from 1 to 100');
  });
});

describe('match suggestions', () => {
  const place = { latitude: 39.7392, longitude: -104.9903 }; // Denver
  const owner = person();
  const finder = person();
  let biscuit: LostFoundPet;
  let foundLab: LostFoundPet;
  let blackCatLost: LostFoundPet;

  beforeAll(async () => {
    biscuit = await approvedPost(owner, {
      type: 'lost',
      petName: 'Biscuit',
      species: 'dog',
      breed: 'Beagle',
      color: 'tan and white',
      size: 'medium',
      sex: 'male',
      lastSeenDate: daysAgo(3),
      ...place,
    });
    // Distractors: a black dog lost nearby, a dog lost far away, a cat.
    await approvedPost(person(), { type: 'lost', petName: 'Shadow', species: 'dog', breed: 'Labrador', color: 'black', lastSeenDate: daysAgo(4), ...north(3, place) });
    await approvedPost(person(), { type: 'lost', petName: 'Faraway', species: 'dog', breed: 'Beagle', color: 'tan and white', lastSeenDate: daysAgo(3), ...north(200, place) });
    blackCatLost = await approvedPost(person(), { type: 'lost', petName: 'Inky', species: 'cat', color: 'black', lastSeenDate: daysAgo(3), ...north(0.2, place) });
    const found = await createPost(h, finder, {
      type: 'found',
      petName: null,
      species: 'dog',
      breed: 'lab mix',
      color: 'tan & white',
      lastSeenDate: daysAgo(2),
      ...north(0.5, place),
    });
    foundLab = await approve(found.id);
  });

  it('ranks the right lost dog first for the finder, with readable reasons', async () => {
    const matches = await h.call<PetMatch[]>('listLostFoundPetMatches', { actor: finder, params: { id: foundLab.id } });
    expect(matches[0]).toMatchObject({ pet: { id: biscuit.id, petName: 'Biscuit' }, distanceMiles: 0.5 });
    expect(matches[0].reasons).toEqual(
      expect.arrayContaining(['Same species', 'Colour: tan and white', '0.5 mi from the last seen place', 'Found 1 day after it was lost']),
    );
    expect(matches.map((m) => m.pet.petName)).not.toContain('Faraway');
    expect(matches.map((m) => m.pet.id)).not.toContain(blackCatLost.id);
    expect(matches.length).toBeLessThanOrEqual(10);
    for (let i = 1; i < matches.length; i++) expect(matches[i - 1].score).toBeGreaterThanOrEqual(matches[i].score);
  });

  it('shows them to the poster and admins only; anyone else gets 404', async () => {
    expect((await h.call<PetMatch[]>('listLostFoundPetMatches', { actor: owner, params: { id: biscuit.id } }))[0].pet.id).toBe(foundLab.id);
    expect(await h.call('listLostFoundPetMatches', { actor: moderator, params: { id: biscuit.id } })).not.toHaveLength(0);
    expect(await h.call('listLostFoundPetMatches', { actor: { userId: contentManager.userId }, params: { id: biscuit.id } })).not.toHaveLength(0);
    expect(await h.fails('listLostFoundPetMatches', { actor: person(), params: { id: biscuit.id } })).toEqual({ code: 'not_found', message: 'Pet post not found' });
  });

  it('tells the earlier poster only of a confident match, once per pair; a possible one stays on the panel', async () => {
    // The lab mix ranks first but its breed differs: below the confident band, nobody is told.
    const [first] = await h.call<PetMatch[]>('listLostFoundPetMatches', { actor: finder, params: { id: foundLab.id } });
    expect(first.score).toBeLessThan(LIMITS.confidentMatchScore);
    expect(await matchEvents(foundLab.id)).toEqual([]);

    const confident = await approvedPost(person(), { ...foundBeagle, ...north(0.3, place) });
    const events = await matchEvents(confident.id);
    expect(events).toEqual([
      expect.objectContaining({ postId: biscuit.id, posterId: owner.userId, petName: 'Biscuit', type: 'lost', species: 'dog', matchedPostId: confident.id }),
    ]);
    expect(Number(events[0].score)).toBeGreaterThanOrEqual(LIMITS.confidentMatchScore);
    // Deriving the matches again (the post put back to review in the table, then approved anew) tells
    // nobody twice: the pair is remembered.
    await h.db.query(`UPDATE lost_found_posts SET approval_status = 'pending' WHERE id = $1`, [confident.id]);
    await approve(confident.id);
    expect(await matchEvents(confident.id)).toHaveLength(1);
    expect(await h.count('pet_match_notices WHERE lost_post_id = $1 AND found_post_id = $2', [biscuit.id, confident.id])).toBe(1);
  });

  it('shows a new poster the matches while the post waits for review, and each new post tells the earlier poster once', async () => {
    const secondFinder = person();
    const pending = await createPost(h, secondFinder, { ...foundBeagle, ...north(1, place) });
    expect((await h.call<PetMatch[]>('listLostFoundPetMatches', { actor: secondFinder, params: { id: pending.id } }))[0].pet.id).toBe(biscuit.id);
    expect(await matchEvents(pending.id)).toEqual([]);

    await approve(pending.id);
    expect(await matchEvents(pending.id)).toEqual([expect.objectContaining({ postId: biscuit.id, posterId: owner.userId, matchedPostId: pending.id })]);
    expect(await h.count('pet_match_notices WHERE lost_post_id = $1', [biscuit.id])).toBe(2);
  });

  it('announces no match between two posts of the same person', async () => {
    const same = person();
    const twin = { species: 'rabbit', color: 'white', size: 'small', sex: 'female' };
    await approvedPost(same, { type: 'lost', petName: 'Twin', ...twin, lastSeenDate: daysAgo(2), ...north(40, place) });
    const found = await approvedPost(same, { type: 'found', ...twin, lastSeenDate: daysAgo(1), ...north(40.1, place) });
    expect(await matchEvents(found.id)).toEqual([]);
  });
});

describe('"This is my pet" / "Not my pet"', () => {
  const place = { latitude: 35.0844, longitude: -106.6504 }; // Albuquerque, away from the other tests' posts
  const answer = (actor: Actor, id: string, otherId: string, verdict: unknown) =>
    h.call<MatchFeedback>('answerLostFoundPetMatch', { actor, params: { id, otherId }, body: { verdict } });
  const fails = (actor: Actor, id: string, otherId: string, verdict: unknown) =>
    h.fails('answerLostFoundPetMatch', { actor, params: { id, otherId }, body: { verdict } });
  const lostDog = { type: 'lost', petName: 'Pepper', species: 'dog', breed: 'Beagle', color: 'tan and white', size: 'medium', sex: 'female', lastSeenDate: daysAgo(3), ...place };

  it('"Not my pet" takes the pair off both panels for good, and it is never announced', async () => {
    const owner = person();
    const finder = person();
    const pepper = await approvedPost(owner, lostDog);
    const lookalike = await approvedPost(finder, { ...foundBeagle, sex: 'female', ...north(0.4, place) });
    const panel = async (actor: Actor, id: string) => (await h.call<PetMatch[]>('listLostFoundPetMatches', { actor, params: { id } })).map((m) => m.pet.id);
    expect(await panel(owner, pepper.id)).toContain(lookalike.id);

    expect(await answer(owner, pepper.id, lookalike.id, 'not_mine')).toMatchObject({ postId: pepper.id, otherPostId: lookalike.id, verdict: 'not_mine' });
    expect(await panel(owner, pepper.id)).not.toContain(lookalike.id);
    expect(await panel(finder, lookalike.id)).not.toContain(pepper.id);
    // Approved again (as after an edit): still never announced.
    await h.db.query(`DELETE FROM pet_match_notices WHERE lost_post_id = $1`, [pepper.id]);
    await h.db.query(`UPDATE lost_found_posts SET approval_status = 'pending' WHERE id = $1`, [lookalike.id]);
    const before = (await matchEvents(lookalike.id)).length;
    await approve(lookalike.id);
    expect(await matchEvents(lookalike.id)).toHaveLength(before);
    expect(await h.count('pet_match_notices WHERE lost_post_id = $1', [pepper.id])).toBe(0);
  });

  it('keeps "This is my pet" with the pair\'s score (the latest answer counts), and the match stays shown', async () => {
    const owner = person();
    const pepper = await approvedPost(owner, { ...lostDog, ...north(5, place) });
    const found = await approvedPost(person(), { ...foundBeagle, sex: 'female', ...north(5.2, place) });
    expect(await answer(owner, pepper.id, found.id, 'mine')).toMatchObject({ verdict: 'mine' });
    const [row] = (await h.db.query('SELECT verdict, score, user_id FROM pet_match_feedback WHERE post_id = $1 AND other_post_id = $2', [pepper.id, found.id])).rows;
    expect(row).toMatchObject({ verdict: 'mine', user_id: owner.userId });
    expect(row.score).toBeGreaterThanOrEqual(LIMITS.confidentMatchScore);
    expect((await h.call<PetMatch[]>('listLostFoundPetMatches', { actor: owner, params: { id: pepper.id } }))[0]).toMatchObject({ pet: { id: found.id }, mine: true });
    // Only the one who answered sees it as theirs.
    expect((await h.call<PetMatch[]>('listLostFoundPetMatches', { actor: moderator, params: { id: found.id } }))[0]).toMatchObject({ pet: { id: pepper.id }, mine: false });
    expect(await answer(owner, pepper.id, found.id, 'not_mine')).toMatchObject({ verdict: 'not_mine' });
    expect(await h.count('pet_match_feedback WHERE post_id = $1', [pepper.id])).toBe(1);
  });

  it('lets only the poster answer, only about a live post of the other type, and refuses a bad verdict readably', async () => {
    const owner = person();
    const pepper = await approvedPost(owner, { ...lostDog, ...north(10, place) });
    const found = await approvedPost(person(), { ...foundBeagle, ...north(10.2, place) });
    const otherLost = await approvedPost(person(), { ...lostDog, ...north(10.4, place) });
    const pendingFound = await createPost(h, person(), { ...foundBeagle, ...north(10.1, place) });
    const notFound = { code: 'not_found', message: 'Pet post not found' };
    const noMatch = { code: 'not_found', message: 'Possible match not found' };
    expect(await fails(person(), pepper.id, found.id, 'mine')).toEqual(notFound);
    expect(await fails(moderator, pepper.id, found.id, 'mine')).toEqual(notFound);
    expect(await fails(owner, pepper.id, otherLost.id, 'mine')).toEqual(noMatch);
    expect(await fails(owner, pepper.id, pendingFound.id, 'mine')).toEqual(noMatch);
    expect(await fails(owner, pepper.id, '00000000-0000-4000-8000-000000000000', 'mine')).toEqual(noMatch);
    expect(await fails(owner, pepper.id, 'not-a-uuid', 'mine')).toEqual(noMatch);
    for (const verdict of ['maybe', undefined, 1]) {
      expect(await fails(owner, pepper.id, found.id, verdict)).toEqual({ code: 'validation', message: 'Verdict must be mine or not_mine' });
    }
    expect(await h.count('pet_match_feedback WHERE post_id = $1', [pepper.id])).toBe(0);
  });
});

describe('the vets nearest a found pet', () => {
  const codec = JSONCodec();
  const vets: NearbyVet[] = [{ id: '3f1f8f5e-6c1f-4f8e-9a57-1d2e3f4a5b6c', name: 'Happy Tails Vet', phone: '(512) 555-0100', address: null, city: 'Austin', state: 'TX', distanceMiles: 0.4 }];

  it('asks svc-directory with the post’s shown place and answers its list', async () => {
    const nc = await connectNats(h.config, 'pets-test-directory-stub');
    const asked: unknown[] = [];
    const sub = nc.subscribe(prefixed(h.config, SUBJECTS.directory.findNearestVets), {
      callback: (_err, msg) => {
        asked.push((codec.decode(msg.data) as RpcRequest).body);
        msg.respond(codec.encode({ ok: true, data: vets }));
      },
    });
    await nc.flush();
    try {
      const found = await approvedPost(person(), { type: 'found', ...park });
      expect(await h.call('listNearbyVets', { params: { id: found.id } })).toEqual(vets);
      // From the pin as the public sees it (3 decimals), so the vets' miles do not give the exact one away.
      expect(asked).toEqual([{ latitude: 30.267, longitude: -97.773, limit: 3 }]);
      const unplaced = await approvedPost(person(), { type: 'found', lastSeenLocation: 'by the big oak' });
      expect(await h.call('listNearbyVets', { params: { id: unplaced.id } })).toEqual([]);
      const pending = await createPost(h, person(), { type: 'found', ...park });
      expect(await h.fails('listNearbyVets', { actor: person(), params: { id: pending.id } })).toEqual({ code: 'not_found', message: 'Pet post not found' });
    } finally {
      sub.unsubscribe();
      await nc.drain();
    }
  });

  it('says so readably when svc-directory does not answer', async () => {
    const found = await approvedPost(person(), { type: 'found', ...park });
    expect(await h.fails('listNearbyVets', { params: { id: found.id } })).toEqual({
      code: 'unavailable',
      message: expect.stringMatching(/^The directory service .*Please try again shortly\.$/),
    });
  });
});

describe('approvals at the same moment', () => {
  it('a lost and a found post of the same pet approved together are still announced, once', async () => {
    // Around Salt Lake City, away from the other tests' posts; five races, each a fresh look-alike pair.
    for (let i = 0; i < 5; i++) {
      const place = { latitude: 40.76 + i * 0.3, longitude: -111.89 };
      const cat = { species: 'cat', breed: 'Siamese', color: 'cream', size: 'small', sex: 'female' };
      const lost = await createPost(h, person(), { type: 'lost', petName: `Race ${i}`, ...cat, lastSeenDate: daysAgo(2), ...place });
      const found = await createPost(h, person(), { type: 'found', petName: null, ...cat, breed: 'siamese', lastSeenDate: daysAgo(1), ...north(0.3, place) });
      await Promise.all([approve(lost.id), approve(found.id)]);
      expect(await h.count('pet_match_notices WHERE lost_post_id = $1 AND found_post_id = $2', [lost.id, found.id])).toBe(1);
    }
  });
});
