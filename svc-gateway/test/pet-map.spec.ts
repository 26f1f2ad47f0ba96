// The map by bounding box through the gateway (docs/decisions/0140-the-map-by-bounding-box.md): the posts in
// the box at street zoom, grid clusters with counts further out, the board's filters, never more than 500
// features, and a readable 400 for a bad box or zoom.
import { PET_MAP, PET_MAP_MESSAGES, type PetMap } from '@pawpals/contracts';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, uploadPetPhoto, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let objectsDir: string;
let adminDb: Client;
let petsDb: Client;
let poster: Member;
let moderator: Member;
let photoUrl: string;

const PORTLAND_WATERFRONT = { latitude: 45.5152, longitude: -122.6708 };
const PORTLAND_PEARL = { latitude: 45.5265, longitude: -122.6835 };
const SEATTLE_PIKE_PLACE = { latitude: 47.6097, longitude: -122.3422 };
const SEATTLE_CAPITOL_HILL = { latitude: 47.6253, longitude: -122.3222 };
const EUGENE = { latitude: 44.0521, longitude: -123.0868 };

/** Portland's centre at street zoom. */
const PORTLAND_STREETS = 'bbox=-122.75,45.45,-122.6,45.6&zoom=13';
/** Oregon and Washington's west: at zoom 6 a cell is 1.40625°, so Portland, Seattle and Eugene each fall in their own. */
const PACIFIC_NORTHWEST = 'bbox=-125,43,-120,49&zoom=6';

const ids = { biscuit: '', tabby: '', pending: '', husky: '', seattleCat: '', eugeneDog: '' };

beforeAll(async () => {
  config = await isolatedConfig();
  objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-objects-'));
  process.env.OBJECTS_DIR = objectsDir;
  fleet = await ServiceFleet.start(config, ['pets', 'admin']);
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  adminDb = new Client({ connectionString: databaseUrlFor(config, 'admin') });
  petsDb = new Client({ connectionString: databaseUrlFor(config, 'pets') });
  await Promise.all([adminDb.connect(), petsDb.connect()]);
  [poster, moderator] = await Promise.all(['poster', 'moderator'].map((tag) => signUp(http, `map_${tag}`)));
  await adminDb.query('INSERT INTO admin_roles (user_id, role) VALUES ($1, $2)', [moderator.user.id, 'moderator']);
  photoUrl = await uploadPetPhoto(http, poster);

  ids.biscuit = await post({ type: 'lost', breed: 'Beagle', petName: 'Biscuit', lastSeenLocation: 'Tom McCall Waterfront Park, Portland', ...PORTLAND_WATERFRONT });
  ids.tabby = await post({ type: 'found', breed: 'Tabby', petName: null, color: 'Grey', lastSeenLocation: 'Pearl District, Portland', ...PORTLAND_PEARL });
  ids.pending = await post({ type: 'lost', breed: 'Beagle', petName: 'Waiting', lastSeenLocation: 'Waterfront, Portland', ...PORTLAND_WATERFRONT }, false);
  ids.husky = await post({ type: 'lost', breed: 'Husky', petName: 'Koda', lastSeenLocation: 'Pike Place Market, Seattle', ...SEATTLE_PIKE_PLACE });
  ids.seattleCat = await post({ type: 'found', breed: 'Siamese', petName: null, color: 'Cream', lastSeenLocation: 'Capitol Hill, Seattle', ...SEATTLE_CAPITOL_HILL });
  ids.eugeneDog = await post({ type: 'found', breed: 'Beagle mix', petName: null, lastSeenLocation: 'Alton Baker Park, Eugene', ...EUGENE });
}, 90_000);

afterAll(async () => {
  delete process.env.OBJECTS_DIR;
  await adminDb?.end();
  await petsDb?.end();
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
  rmSync(objectsDir, { recursive: true, force: true });
});

/** A post through the gateway, approved by the moderator unless `approve` is false. */
async function post(over: Record<string, unknown>, approve = true): Promise<string> {
  const body = {
    color: 'Tricolor',
    description: 'Friendly, a little shy with strangers',
    collarInfo: null,
    lastSeenDate: '2024-05-10',
    photoUrl,
    contactInfo: '(503) 555-0142',
    ...over,
  };
  const { id } = (await http.post('/api/lost-found-pets').set('Cookie', poster.cookie).send(body).expect(201)).body;
  if (approve) await http.patch(`/api/admin/lost-found/${id}/approve`).set('Cookie', moderator.cookie).send({ approvalStatus: 'approved' }).expect(200);
  return id;
}

const map = async (query: string): Promise<PetMap> => (await http.get(`/api/lost-found-pets/map?${query}`).expect(200)).body;
const petIds = (answer: PetMap) => answer.pets.map((pet) => pet.id).sort();
const features = (answer: PetMap) => answer.pets.length + answer.clusters.length;
const postsIn = (answer: PetMap) => answer.pets.length + answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0);

describe('the map by bounding box', () => {
  it('at street zoom answers the approved posts inside the box, as the map draws them, and no clusters', async () => {
    const answer = await map(PORTLAND_STREETS);
    expect(petIds(answer)).toEqual([ids.biscuit, ids.tabby].sort());
    expect(answer.clusters).toEqual([]);
    expect(answer.pets.find((pet) => pet.id === ids.biscuit)).toEqual({
      id: ids.biscuit,
      type: 'lost',
      petName: 'Biscuit',
      species: 'dog',
      breed: 'Beagle',
      color: 'Tricolor',
      photoUrl,
      latitude: 45.515,
      longitude: -122.671,
      locationPrecision: 'pin',
      lastSeenLocation: 'Tom McCall Waterfront Park, Portland',
      lastSeenDate: expect.stringMatching(/^2024-05-1[01]T/),
    });
  });

  it('zoomed out answers a cluster per grid cell with its count and mean place, a cell of one post as that pet', async () => {
    const answer = await map(PACIFIC_NORTHWEST);
    expect(petIds(answer)).toEqual([ids.eugeneDog]);
    const clusters = [...answer.clusters].sort((a, b) => a.latitude - b.latitude);
    expect(clusters).toEqual([
      { latitude: expect.closeTo((45.515 + 45.527) / 2, 3), longitude: expect.closeTo((-122.671 - 122.684) / 2, 3), count: 2, lost: 1, found: 1 },
      { latitude: expect.closeTo((47.61 + 47.625) / 2, 3), longitude: expect.closeTo((-122.342 - 122.322) / 2, 3), count: 2, lost: 1, found: 1 },
    ]);
    expect(postsIn(answer)).toBe(5);
    // The whole world at zoom 0: one cell per quarter of a tile, the same five posts.
    expect(postsIn(await map('bbox=-180,-90,180,90&zoom=0'))).toBe(5);
  });

  it('takes the board’s type and search words (every word, any case, in name, breed, colour, description or place)', async () => {
    const lost = await map(`${PACIFIC_NORTHWEST}&type=lost`);
    expect(petIds(lost)).toEqual([ids.biscuit, ids.husky].sort());
    expect(lost.clusters).toEqual([]);
    expect(petIds(await map(`${PACIFIC_NORTHWEST}&type=found&q=beagle`))).toEqual([ids.eugeneDog]);
    expect(petIds(await map(`${PORTLAND_STREETS}&q=BEAGLE%20waterfront`))).toEqual([ids.biscuit]);
    expect(petIds(await map(`${PORTLAND_STREETS}&q=pearl%20grey`))).toEqual([ids.tabby]);
    expect(petIds(await map(`${PORTLAND_STREETS}&q=beagle%20pearl`))).toEqual([]);
    expect(petIds(await map(`${PORTLAND_STREETS}&q=%25`))).toEqual([]);
    expect(petIds(await map(`${PORTLAND_STREETS}&type=all&q=`))).toEqual([ids.biscuit, ids.tabby].sort());
  });

  it('never answers more than 500 features or 100 KB, however many posts the box holds', async () => {
    // 1,500 approved posts spread over Kansas, copied from an approved one (posting each through the gateway would take minutes).
    const { rows: columns } = await petsDb.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'lost_found_posts' AND is_generated = 'NEVER' AND column_name NOT IN ('id', 'latitude', 'longitude')`,
    );
    const copied = columns.map((c) => c.column_name).join(', ');
    await petsDb.query(
      `INSERT INTO lost_found_posts (${copied}, latitude, longitude)
       SELECT ${copied}, 37 + (n % 50) * 0.05, -101 + (n / 50) * 0.2 FROM lost_found_posts, generate_series(0, 1499) AS n WHERE id = $1`,
      [ids.biscuit],
    );
    const kansas = 'bbox=-102,36,-94,40';
    // At street zoom the newest pins that fit in 100 KB (~300 of these), never a stack: no two share a pin.
    const streets = await map(`${kansas}&zoom=14`);
    expect(Buffer.byteLength(JSON.stringify(streets))).toBeLessThanOrEqual(100_000);
    expect(streets.pets.length).toBeGreaterThan(200);
    expect(streets.pets.length).toBeLessThan(PET_MAP.maxFeatures);
    expect(streets.clusters).toEqual([]);
    const state = await map(`${kansas}&zoom=7`);
    expect(features(state)).toBeLessThanOrEqual(PET_MAP.maxFeatures);
    expect(postsIn(state)).toBe(1500);
    // A client asking for the whole world at a city's zoom gets a coarser grid, not millions of cells.
    const world = await map('bbox=-180,-85,180,85&zoom=11');
    expect(features(world)).toBeLessThanOrEqual(PET_MAP.maxFeatures);
    expect(postsIn(world)).toBe(1505);
  });

  it('answers a bad bbox or zoom with a readable 400', async () => {
    const bad: [string, string][] = [
      ['zoom=4', PET_MAP_MESSAGES.bbox],
      ['bbox=&zoom=4', PET_MAP_MESSAGES.bbox],
      ['bbox=a,b,c,d&zoom=4', PET_MAP_MESSAGES.bbox],
      ['bbox=-125,43,-120&zoom=4', PET_MAP_MESSAGES.bbox],
      ['bbox=-125,43,-120,49,1&zoom=4', PET_MAP_MESSAGES.bbox],
      ['bbox=-125,43,Infinity,49&zoom=4', PET_MAP_MESSAGES.bbox],
      ['bbox=-125,43,NaN,49&zoom=4', PET_MAP_MESSAGES.bbox],
      ['bbox=-125,43,1e2,49&zoom=4', PET_MAP_MESSAGES.bbox],
      ['bbox=-181,43,-120,49&zoom=4', PET_MAP_MESSAGES.bboxRange],
      ['bbox=-125,-91,-120,49&zoom=4', PET_MAP_MESSAGES.bboxRange],
      ['bbox=-120,43,-125,49&zoom=4', PET_MAP_MESSAGES.bboxOrder],
      ['bbox=-125,43,-120,43&zoom=4', PET_MAP_MESSAGES.bboxOrder],
      ['bbox=170,-10,-170,10&zoom=4', PET_MAP_MESSAGES.bboxOrder],
      ['bbox=-125,43,-120,49', PET_MAP_MESSAGES.zoom],
      ['bbox=-125,43,-120,49&zoom=', PET_MAP_MESSAGES.zoom],
      ['bbox=-125,43,-120,49&zoom=23', PET_MAP_MESSAGES.zoom],
      ['bbox=-125,43,-120,49&zoom=-1', PET_MAP_MESSAGES.zoom],
      ['bbox=-125,43,-120,49&zoom=4.5', PET_MAP_MESSAGES.zoom],
      ['bbox=-125,43,-120,49&zoom=four', PET_MAP_MESSAGES.zoom],
      ['bbox=-125,43,-120,49&zoom=4&type=cats', PET_MAP_MESSAGES.type],
      [`bbox=-125,43,-120,49&zoom=4&q=${'a'.repeat(201)}`, PET_MAP_MESSAGES.q],
    ];
    for (const [query, message] of bad) {
      const res = await http.get(`/api/lost-found-pets/map?${query}`);
      expect({ query, status: res.status, message: res.body.message }).toEqual({ query, status: 400, message });
    }
    expect(PET_MAP_MESSAGES.bbox).toBe('bbox must be minLng,minLat,maxLng,maxLat');
  });

  it('is documented in the OpenAPI the gateway serves', async () => {
    const openapi = (await http.get('/api/openapi.json').expect(200)).body;
    const operation = openapi.paths['/api/lost-found-pets/map'].get;
    expect(operation.parameters.map((p: { name: string; required: boolean }) => [p.name, p.required])).toEqual([
      ['bbox', true],
      ['zoom', true],
      ['type', false],
      ['q', false],
    ]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400']));
  });
});
