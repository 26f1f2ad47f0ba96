// Service integration: alert areas (GET/PUT/DELETE /api/me/alert-area) and the alerts an approved post
// sends into them ("Lost dog near you"), plus "Possible match for …" — real Postgres and NATS.
import { randomUUID } from 'node:crypto';
import { EVENTS, type AlertArea, type PetPostModerated } from '@pawpals/contracts';
import { ServiceHarness, waitFor } from '@pawpals/testing';
import { expectNotified, list, publish, register, type Member } from './support';

let h: ServiceHarness;
let poster: Member;
let near: Member;
let edgeIn: Member;
let edgeOut: Member;
let far: Member;
let catsOnly: Member;

// Zilker Park, Austin TX; one degree of latitude is 69.09 miles on the service's sphere (3959 mi).
const park = { latitude: 30.2669, longitude: -97.7729 };
const north = (miles: number) => ({ latitude: park.latitude + miles / 69.0976, longitude: park.longitude });

const setArea = (m: Member, body: Record<string, unknown>) => h.call<AlertArea>('setAlertArea', { actor: m, body });
const titles = async (m: Member) => (await list(h, m)).map((n) => n.title);

const approved = (over: Partial<PetPostModerated> = {}): PetPostModerated => ({
  postId: randomUUID(),
  userId: poster.userId,
  type: 'lost',
  petName: 'Biscuit',
  approvalStatus: 'approved',
  species: 'dog',
  breed: 'Beagle',
  color: 'tan and white',
  lastSeenLocation: 'Zilker Park, Austin, TX',
  locationPrecision: 'pin',
  ...park,
  ...over,
});

beforeAll(async () => {
  h = await ServiceHarness.start('notifications');
  [poster, near, edgeIn, edgeOut, far, catsOnly] = await Promise.all(
    ['Paula', 'Nina', 'Ed', 'Otto', 'Fay', 'Cat'].map((name) => register(h, name)),
  );
}, 90_000);
afterAll(async () => {
  await h?.close();
});

describe('my alert area', () => {
  it('is null until set, then by ZIP code placed at its centre with a label', async () => {
    expect(await h.call('getAlertArea', { actor: near })).toBeNull();
    const area = await setArea(near, { zipCode: '78704', radiusMiles: 10 });
    expect(area).toMatchObject({ zipCode: '78704', radiusMiles: 10, species: [], placeLabel: 'Austin, TX 78704' });
    expect(area.latitude).toBeCloseTo(30.24, 1);
    expect(await h.call('getAlertArea', { actor: near })).toEqual(area);
  });

  it('takes a point, which wins over a ZIP code, and species; changes are announced as events', async () => {
    const area = await setArea(poster, { latitude: park.latitude, longitude: park.longitude, zipCode: '78704', radiusMiles: 3, species: ['cat', 'dog'] });
    expect(area).toMatchObject({ latitude: park.latitude, longitude: park.longitude, radiusMiles: 3, species: ['cat', 'dog'], placeLabel: 'Austin, TX 78704' });
    const { rows } = await h.db.query(`SELECT envelope->'data' AS data FROM outbox WHERE subject = $1 AND envelope->'data'->>'userId' = $2`, [
      EVENTS.alertAreaChanged.subject,
      poster.userId,
    ]);
    expect(rows.map((r) => r.data)).toEqual([{ userId: poster.userId, removed: false, ...park, radiusMiles: 3, species: ['cat', 'dog'] }]);
    const pinOnly = await setArea(catsOnly, { latitude: park.latitude, longitude: park.longitude, radiusMiles: 3 });
    expect(pinOnly).toMatchObject({ zipCode: null, placeLabel: expect.stringMatching(/^Austin, TX 787\d\d$/) });
  });

  it.each([
    [{ radiusMiles: 5 }, 'Give a ZIP code or a place on the map'],
    [{ zipCode: '787', radiusMiles: 5 }, 'ZIP code must be 5 digits'],
    [{ zipCode: '00000', radiusMiles: 5 }, 'We could not find ZIP code 00000'],
    [{ zipCode: '78704', radiusMiles: 0.5 }, 'Radius must be from 1 to 50 miles'],
    [{ zipCode: '78704', radiusMiles: 60 }, 'Radius must be from 1 to 50 miles'],
    [{ latitude: 95, longitude: 0, radiusMiles: 5 }, 'Latitude must be a number between -90 and 90'],
    [{ zipCode: '78704', radiusMiles: 5, species: ['unicorn'] }, 'Species must be one of: dog, cat, bird, rabbit, reptile, small animal, other'],
  ])('refuses %j with a readable 400 and stores nothing', async (body, message) => {
    const someone = { userId: randomUUID() };
    const error = await h.fails('setAlertArea', { actor: someone, body });
    expect(error.code).toBe('validation');
    expect(error.message).toContain(message);
    expect(await h.call('getAlertArea', { actor: someone })).toBeNull();
  });

  it('turns off, also when there was nothing to turn off', async () => {
    const someone = { userId: randomUUID() };
    await setArea(someone as Member, { zipCode: '10001', radiusMiles: 5 });
    expect(await h.call('deleteAlertArea', { actor: someone })).toEqual({ message: 'Pet alerts near you are off' });
    expect(await h.call('getAlertArea', { actor: someone })).toBeNull();
    expect(await h.call('deleteAlertArea', { actor: someone })).toEqual({ message: 'Pet alerts near you are off' });
  });
});

describe('alerts when a post is approved', () => {
  beforeAll(async () => {
    await setArea(near, { ...north(1), radiusMiles: 10 });
    await setArea(edgeIn, { ...north(4.9), radiusMiles: 5 });
    await setArea(edgeOut, { ...north(5.1), radiusMiles: 5 });
    await setArea(far, { ...north(200), radiusMiles: 50 });
    await setArea(catsOnly, { ...north(0.5), radiusMiles: 10, species: ['cat'] });
  });

  it('reaches every area containing the place (radius edges, species), never the poster nor someone 200 miles away', async () => {
    const event = approved();
    await publish(h, EVENTS.petPostModerated, event);
    const alert = await expectNotified(h, near, 'Lost dog near you');
    expect(alert).toMatchObject({
      message: 'Biscuit, a tan and white Beagle, was last seen at Zilker Park, Austin, TX. Keep an eye out!',
      link: `/lost-found/${event.postId}`,
    });
    await expectNotified(h, edgeIn, 'Lost dog near you');
    // The poster's own area contains the place and takes dogs: still no alert about their own post.
    await publish(h, EVENTS.petPostModerated, approved({ species: 'cat', type: 'found', userId: near.userId, petName: null, breed: null, color: 'black' }));
    await expectNotified(h, catsOnly, 'Found cat near you');
    for (const m of [edgeOut, far, catsOnly, poster]) expect(await titles(m)).not.toContain('Lost dog near you');
    expect(await titles(near)).not.toContain('Found cat near you');
    expect((await list(h, catsOnly)).find((n) => n.title === 'Found cat near you')?.message).toBe(
      'A black cat was found at Zilker Park, Austin, TX. Do you know whose it is?',
    );
  });

  it('delivers nothing twice when the event is replayed, and nothing for rejections or posts without a place', async () => {
    const event = approved({ petName: 'Rex' });
    const envelope = { id: randomUUID() };
    await publish(h, EVENTS.petPostModerated, event, envelope);
    await waitFor(async () => (await list(h, near)).filter((n) => n.link === `/lost-found/${event.postId}`).length === 1 || undefined, 8000, 'alert');
    await publish(h, EVENTS.petPostModerated, event, envelope);
    await publish(h, EVENTS.petPostModerated, approved({ approvalStatus: 'rejected', postId: randomUUID(), petName: 'Nope' }));
    await publish(h, EVENTS.petPostModerated, approved({ latitude: null, longitude: null, locationPrecision: null, petName: 'Nowhere' }));
    // A later event on the same stream proves the earlier ones were processed.
    const marker = approved({ petName: 'Marker' });
    await publish(h, EVENTS.petPostModerated, marker);
    await waitFor(async () => (await list(h, near)).find((n) => n.link === `/lost-found/${marker.postId}`), 8000, 'marker alert');
    const mine = await list(h, near);
    expect(mine.filter((n) => n.link === `/lost-found/${event.postId}`)).toHaveLength(1);
    expect(mine.some((n) => /Nope|Nowhere/.test(n.message))).toBe(false);
  });

  it('tells the poster of a matching post once per match event', async () => {
    const data = {
      postId: randomUUID(),
      posterId: poster.userId,
      petName: 'Biscuit',
      type: 'lost' as const,
      species: 'dog' as const,
      matchedPostId: randomUUID(),
      score: 0.8,
      distanceMiles: 0.6,
      reasons: ['Same species', 'Colour: tan and white', '0.6 mi from the last seen place', 'Found 1 day after it was lost'],
    };
    const envelope = { id: randomUUID() };
    await publish(h, EVENTS.petMatchFound, data, envelope);
    await publish(h, EVENTS.petMatchFound, data, envelope);
    const notice = await expectNotified(h, poster, 'Possible match for Biscuit');
    expect(notice).toMatchObject({
      message: 'A found dog 0.6 mi away may be Biscuit: Same species, Colour: tan and white, 0.6 mi from the last seen place. Take a look.',
      link: `/lost-found/${data.postId}`,
    });
    await publish(h, EVENTS.petMatchFound, { ...data, postId: randomUUID(), petName: null, distanceMiles: null, reasons: [] });
    await expectNotified(h, poster, 'Possible match for your lost dog');
    expect((await titles(poster)).filter((t) => t === 'Possible match for Biscuit')).toHaveLength(1);
  });
});
