// Import businesses, svc-admin's part: the place search against Google Places (a local fake speaking
// its wire format) or the demo catalogue without a key, and the import handed to svc-directory (a stub
// here; the real import across both services is tested through the gateway in svc-gateway/test/admin.spec.ts).
import type { Server } from 'node:http';
import { SUBJECTS, type ImportResult, type PlaceSearchResult } from '@pawpals/contracts';
import { freePort, ServiceHarness } from '@pawpals/testing';
import { startFakeGoogle, type GoogleRequest } from './fake-google';
import { admin, stubSubject } from './support';

let h: ServiceHarness;
let google: Server;
let directory: Awaited<ReturnType<typeof stubSubject<ImportResult>>>;
const googleRequests: GoogleRequest[] = [];
const actor = admin('content_manager');

beforeAll(async () => {
  const googlePort = await freePort();
  google = startFakeGoogle(googlePort, googleRequests);
  h = await ServiceHarness.start('admin', { GOOGLE_PLACES_API_KEY: 'test-key', GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${googlePort}` });
  directory = await stubSubject<ImportResult>(h, SUBJECTS.directory.importBusinesses, (req) => {
    const { businesses } = req.body as { businesses: { name: string }[] };
    return { imported: businesses.slice(1), duplicates: businesses.slice(0, 1), errors: [], message: `Imported ${businesses.length - 1}` };
  });
}, 90_000);

afterAll(async () => {
  await directory?.close();
  await h?.close();
  google?.close();
});

beforeEach(() => {
  googleRequests.length = 0;
  directory.received.length = 0;
});

const search = (body: Record<string, unknown>) => h.call<PlaceSearchResult[]>('searchPlaces', { actor, body });

describe('place search', () => {
  it('pages through Google Places to the requested limit', async () => {
    const found = await search({ city: 'Miami', state: 'fl', category: 'veterinarian', limit: 45 });
    expect(found).toHaveLength(45);
    expect(found[44]).toEqual({
      googlePlaceId: 'ChIJ-test-44', name: 'Test Vet 44', category: 'veterinarian', city: 'Miami', state: 'FL',
      phone: '(305) 555-0100', rating: 4.5, address: '44 Ocean Dr', websiteUrl: null, latitude: 25.77, longitude: -80.13,
    });
    expect(googleRequests.map((r) => r.body.pageSize)).toEqual([20, 20, 5]);
    expect(googleRequests[0].body.textQuery).toBe('veterinarian in Miami, FL');
    expect(googleRequests[0].headers['x-goog-api-key']).toBe('test-key');
    expect(googleRequests[0].headers['x-goog-fieldmask']).toContain('places.displayName');
  });

  it('spreads the limit over the four categories for "all"', async () => {
    const found = await search({ city: 'Miami', state: 'FL', limit: 6 });
    expect(found).toHaveLength(6);
    expect(googleRequests.map((r) => [r.body.textQuery, r.body.pageSize])).toEqual([
      ['pet groomer in Miami, FL', 2],
      ['pet store in Miami, FL', 2],
      ['dog park in Miami, FL', 2],
    ]);
  });

  it('validates the search form', async () => {
    expect(await h.fails('searchPlaces', { actor, body: { city: '', state: 'FL' } })).toEqual({ code: 'validation', message: 'City is required' });
    expect(await h.fails('searchPlaces', { actor, body: { city: 'Miami', state: 'Florida' } })).toEqual({ code: 'validation', message: 'State must be a 2-letter code' });
    expect(await h.fails('searchPlaces', { actor, body: { city: 'Miami', state: 'FL', limit: 61 } })).toEqual({
      code: 'validation',
      message: 'Results limit must be between 1 and 60',
    });
    expect(googleRequests).toEqual([]);
    expect(await search({ city: 'Miami', state: 'FL', category: 'park', limit: 'lots' })).toHaveLength(20);
  });

  it('passes on Google’s rate limit and failures as readable errors', async () => {
    const limited = await h.fails('searchPlaces', { actor, body: { city: 'Throttleville', state: 'TX' } });
    expect(limited.code).toBe('rate_limited');
    expect(limited.message).toMatch(/rate limit/);
    const broken = await h.fails('searchPlaces', { actor, body: { city: 'Brokenburg', state: 'TX', category: 'groomer' } });
    expect(broken.code).toBe('unavailable');
    expect(broken.message).toMatch(/Google Places failed/);
  });
});

describe('import', () => {
  it('hands the parsed request to svc-directory and answers what it reports', async () => {
    const found = await search({ city: 'Miami', state: 'FL', category: 'veterinarian', limit: 3 });
    const result = await h.call<ImportResult>('importBusinesses', { actor, body: { businesses: found } });
    expect(result).toEqual({ imported: found.slice(1), duplicates: found.slice(0, 1), errors: [], message: 'Imported 2' });
    expect(directory.received).toEqual([{ actor, params: {}, query: {}, body: { businesses: found } }]);
  });

  it('refuses an empty selection before asking svc-directory', async () => {
    expect(await h.fails('importBusinesses', { actor, body: { businesses: [] } })).toEqual({
      code: 'validation',
      message: 'Select at least one business to import',
    });
    expect(directory.received).toEqual([]);
  });
});

describe('without an API key', () => {
  it('answers from the demo catalogue, and says so on import', async () => {
    await h.fleet.stopService('admin');
    await h.fleet.startService('admin', { GOOGLE_PLACES_API_KEY: '' });
    const found = await search({ city: 'Boise', state: 'ID', category: 'all', limit: 8 });
    expect(found).toHaveLength(8);
    expect(new Set(found.map((p) => p.category))).toEqual(new Set(['groomer', 'pet_store', 'park', 'veterinarian']));
    expect(found.every((p) => p.googlePlaceId.startsWith('demo-'))).toBe(true);
    expect(await search({ city: 'Boise', state: 'ID', category: 'all', limit: 8 })).toEqual(found);
    expect(googleRequests).toEqual([]);
    const imported = await h.call<ImportResult>('importBusinesses', { actor, body: { businesses: found.slice(0, 2) } });
    expect(imported.message).toBe('Imported 1 (demo catalogue: set GOOGLE_PLACES_API_KEY to import real places)');
  });
});
