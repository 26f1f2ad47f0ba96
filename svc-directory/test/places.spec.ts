// Every business gets coordinates without a paid API (its pin, else its address geocoded:
// a local HTTP server speaks Nominatim's wire format as GEOCODER_URL), and svc-pets can ask for the
// veterinarians nearest a found pet. Real Postgres and NATS.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SUBJECTS, type Actor, type Business, type NearbyVet } from '@pawpals/contracts';
import { ServiceHarness } from '@pawpals/testing';

let h: ServiceHarness;
let geocoder: Server;
const asked: string[] = [];
/** What the stand-in geocoder knows: one street address in Austin. */
const BARTON_SPRINGS = { lat: '30.2640', lon: '-97.7713', display_name: '2100 Barton Springs Rd, Austin, TX 78704' };

beforeAll(async () => {
  geocoder = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    asked.push(q);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(/barton springs/i.test(q) ? [BARTON_SPRINGS] : []));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  h = await ServiceHarness.start('directory', { GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}` });
}, 90_000);
afterAll(async () => {
  await h?.close();
  await new Promise((resolve) => geocoder?.close(resolve));
});

const create = async (body: Record<string, unknown>, owner?: Actor) =>
  h.call<Business>('createBusiness', { actor: owner ?? (await h.person('Olive')), body: { category: 'veterinarian', phone: '(512) 555-0100', ...body } });
const precisionOf = async (id: string) => (await h.db.query('SELECT location_precision FROM businesses WHERE id = $1', [id])).rows[0].location_precision;

describe('a business is placed on the map', () => {
  it('by its street address through GEOCODER_URL', async () => {
    const b = await create({ name: 'Barton Vet', address: '2100 Barton Springs Rd', city: 'Austin', state: 'TX', zipCode: '78704' });
    expect(b).toMatchObject({ latitude: 30.264, longitude: -97.7713 });
    expect(await precisionOf(b.id)).toBe('street');
    expect(asked).toContain('2100 Barton Springs Rd, Austin, TX, 78704');
  });

  it('by its ZIP code, else city and state, when the geocoder does not know the street', async () => {
    const byZip = await create({ name: 'Zip Vet', address: '1 Unknown Way', city: 'Austin', state: 'TX', zipCode: '78701' });
    expect(byZip.latitude).toBeCloseTo(30.27, 1);
    expect(await precisionOf(byZip.id)).toBe('zip');
    const byCity = await create({ name: 'City Vet', city: 'Dallas', state: 'Texas' });
    expect(byCity.latitude).toBeCloseTo(32.8, 0);
    expect(await precisionOf(byCity.id)).toBe('city');
  });

  it('keeps the coordinates an owner gives, also through a later address edit', async () => {
    const owner = await h.person('Pia');
    const b = await create({ name: 'Pinned Vet', city: 'Austin', state: 'TX', latitude: 30.3, longitude: -97.7 }, owner);
    expect(await precisionOf(b.id)).toBe('pin');
    const edited = await h.call<Business>('updateBusiness', { actor: owner, params: { id: b.id }, body: { city: 'Dallas' } });
    expect(edited).toMatchObject({ city: 'Dallas', latitude: 30.3, longitude: -97.7 });
  });

  it('moves a geocoded business when its address changes', async () => {
    const owner = await h.person('Gus');
    const b = await create({ name: 'Moving Vet', city: 'Austin', state: 'TX' }, owner);
    const moved = await h.call<Business>('updateBusiness', { actor: owner, params: { id: b.id }, body: { zipCode: '10024', city: 'New York', state: 'NY' } });
    expect(moved.latitude).toBeCloseTo(40.79, 1);
    expect(await precisionOf(b.id)).toBe('zip');
  });

  it('is still created, without coordinates, when nothing resolves', async () => {
    const b = await create({ name: 'Nowhere Vet', address: 'Behind the old mill' });
    expect(b).toMatchObject({ latitude: null, longitude: null });
    expect(await precisionOf(b.id)).toBeNull();
  });
});

describe('the vets nearest a place (for svc-pets)', () => {
  const near = (body: Record<string, unknown>) => h.callSubject<NearbyVet[]>(SUBJECTS.directory.findNearestVets, { body });

  it('answers veterinarians with coordinates, nearest first, with miles, up to the limit', async () => {
    // Around a point in Round Rock, TX (~20 mi north of Austin), far from the vets above.
    const point = { latitude: 30.5083, longitude: -97.6789 };
    const at = (north: number) => ({ latitude: point.latitude + north / 69.0976, longitude: point.longitude });
    const second = await create({ name: 'Second Vet', ...at(2) });
    const first = await create({ name: 'First Vet', ...at(0.5) });
    const third = await create({ name: 'Third Vet', ...at(3) });
    await create({ name: 'Groomer Next Door', category: 'groomer', ...at(0.1) });
    const answer = await near({ ...point, limit: 3 });
    expect(answer.map((v) => v.name)).toEqual(['First Vet', 'Second Vet', 'Third Vet']);
    expect(answer[0]).toEqual({ id: first.id, name: 'First Vet', phone: '(512) 555-0100', address: null, city: null, state: null, distanceMiles: 0.5 });
    expect(answer.map((v) => v.distanceMiles)).toEqual([0.5, 2, 3]);
    expect(answer.map((v) => v.id)).toEqual([first.id, second.id, third.id]);
    expect(await near({ ...point, limit: 1 })).toHaveLength(1);
  });

  it.each([
    [{ latitude: 95, longitude: 0, limit: 3 }, 'latitude and longitude must be valid coordinates'],
    [{ latitude: 30, longitude: -97, limit: 0 }, 'limit must be a whole number from 1 to 10'],
    [{ latitude: 30, longitude: -97, limit: 'x' }, 'limit must be a whole number from 1 to 10'],
    [{}, 'latitude and longitude must be valid coordinates'],
  ])('refuses %j readably', async (body, message) => {
    expect(await h.failsSubject(SUBJECTS.directory.findNearestVets, { body })).toEqual({ code: 'validation', message });
  });
});
