import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { boundingBox, distanceMiles, Geocoder, lookupCity, lookupZip, milesBetweenSql, nearestZip, resolvePlaceText } from './index';

const austin = { latitude: 30.2672, longitude: -97.7431 };
const dallas = { latitude: 32.7767, longitude: -96.797 };

describe('distances', () => {
  it('measures great-circle miles', () => {
    expect(distanceMiles(austin, dallas)).toBeGreaterThan(180);
    expect(distanceMiles(austin, dallas)).toBeLessThan(184);
    expect(distanceMiles(austin, austin)).toBe(0);
  });

  it('a bounding box contains the points at the radius in every direction', () => {
    const box = boundingBox(austin, 25);
    for (const bearing of [0, 90, 180, 270, 45]) {
      // A point 24.9 miles away along the bearing.
      const d = 24.9 / 3959;
      const lat1 = (austin.latitude * Math.PI) / 180;
      const lng1 = (austin.longitude * Math.PI) / 180;
      const b = (bearing * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
      const lng2 = lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
      const p = { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
      expect(distanceMiles(austin, p)).toBeCloseTo(24.9, 1);
      expect(p.latitude).toBeGreaterThanOrEqual(box.minLat);
      expect(p.latitude).toBeLessThanOrEqual(box.maxLat);
      expect(p.longitude).toBeGreaterThanOrEqual(box.minLng);
      expect(p.longitude).toBeLessThanOrEqual(box.maxLng);
    }
  });

  it('the SQL distance agrees with distanceMiles (real Postgres)', async () => {
    const db = new Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    await db.connect();
    try {
      const sql = milesBetweenSql({ lat: '$1::float8', lng: '$2::float8' }, { lat: '$3::float8', lng: '$4::float8' });
      const { rows } = await db.query(`SELECT ${sql} AS miles`, [austin.latitude, austin.longitude, dallas.latitude, dallas.longitude]);
      expect(Math.abs(rows[0].miles - distanceMiles(austin, dallas))).toBeLessThan(0.01);
      const unknown = await db.query(`SELECT ${sql} AS miles`, [austin.latitude, austin.longitude, null, null]);
      expect(unknown.rows[0].miles).toBeNull();
    } finally {
      await db.end();
    }
  });
});

describe('the offline gazetteer', () => {
  it('resolves a ZIP code (also ZIP+4) to its centroid', () => {
    expect(lookupZip('78701')).toMatchObject({ precision: 'zip', label: 'Austin, TX 78701', zipCode: '78701', city: 'Austin', state: 'TX' });
    expect(lookupZip('78701-1234')?.zipCode).toBe('78701');
    expect(lookupZip('00000')).toBeNull();
    expect(lookupZip('abc')).toBeNull();
  });

  it('resolves a city by state code or name, in any case', () => {
    const byCode = lookupCity('austin', 'tx');
    expect(byCode).toMatchObject({ precision: 'city', label: 'Austin, TX', state: 'TX' });
    expect(distanceMiles(byCode!, austin)).toBeLessThan(10);
    expect(lookupCity('Austin', 'Texas')?.label).toBe('Austin, TX');
    expect(lookupCity('Atlantis', 'TX')).toBeNull();
    expect(lookupCity('Austin', 'XX')).toBeNull();
  });

  it.each([
    ['near the dog park on 5th St, Austin, TX', 'Austin, TX'],
    ['Lost near Central Park 10024', 'New York, NY 10024'],
    ['Portland, Oregon', 'Portland, OR'],
    ['Portland, ME', 'Portland, ME'],
    ['Zilker Park, Austin TX', 'Austin, TX'],
    ['by the river in San Antonio, Texas', 'San Antonio, TX'],
  ])('finds the place in %j', (text, label) => {
    expect(resolvePlaceText(text)?.label).toBe(label);
  });

  it('does not guess a city without a state, nor state-like words', () => {
    expect(resolvePlaceText('somewhere downtown')).toBeNull();
    expect(resolvePlaceText('Springfield')).toBeNull();
    expect(resolvePlaceText('ran off in the park or me')).toBeNull();
    expect(resolvePlaceText('')).toBeNull();
  });

  it('names a dropped pin by its nearest ZIP code, and nothing far from any', () => {
    expect(nearestZip({ latitude: 30.2672, longitude: -97.7431 })?.label).toMatch(/^Austin, TX 787\d\d$/);
    expect(nearestZip({ latitude: 0, longitude: -140 })).toBeNull();
  });

  it('tells Portland, ME from Portland, OR', () => {
    expect(distanceMiles(resolvePlaceText('Portland, ME')!, resolvePlaceText('Portland, OR')!)).toBeGreaterThan(2000);
  });
});

describe('Geocoder', () => {
  let server: Server;
  let base: string;
  const requests: string[] = [];
  let answer: (req: IncomingMessage, res: ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      answer(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (requests.length = 0));

  const json = (body: unknown) => (_: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  it('asks a Nominatim-compatible service for a street address', async () => {
    answer = json([{ lat: '30.2638', lon: '-97.7697', display_name: '2100 Barton Springs Rd, Austin, TX 78704', address: { city: 'Austin', state: 'Texas', postcode: '78704' } }]);
    const place = await new Geocoder({ url: base }).resolve({ address: '2100 Barton Springs Rd', city: 'Austin', state: 'TX', zipCode: '78704' });
    expect(place).toMatchObject({ precision: 'street', latitude: 30.2638, longitude: -97.7697, zipCode: '78704', state: 'TX' });
    const url = new URL(requests[0], base);
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('2100 Barton Springs Rd, Austin, TX, 78704');
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(url.searchParams.get('countrycodes')).toBe('us');
  });

  it('speaks Photon when the URL ends with /api', async () => {
    answer = json({ type: 'FeatureCollection', features: [{ geometry: { type: 'Point', coordinates: [-122.6765, 45.5231] }, properties: { street: 'SW Main St', city: 'Portland', state: 'Oregon', postcode: '97204' } }] });
    const place = await new Geocoder({ url: `${base}/api` }).resolve({ text: 'SW Main St, Portland' });
    expect(place).toMatchObject({ precision: 'street', latitude: 45.5231, longitude: -122.6765, city: 'Portland', state: 'OR' });
    expect(new URL(requests[0], base).pathname).toBe('/api');
  });

  it('falls back to the gazetteer when the service fails, times out, is unreachable or finds nothing', async () => {
    const query = { address: '1 Nowhere Lane', city: 'Austin', state: 'TX', zipCode: '78701' };
    answer = (_, res) => {
      res.writeHead(500);
      res.end('boom');
    };
    expect(await new Geocoder({ url: base }).resolve(query)).toMatchObject({ precision: 'zip', zipCode: '78701' });
    answer = () => undefined; // never answers
    expect(await new Geocoder({ url: base, timeoutMs: 200 }).resolve(query)).toMatchObject({ precision: 'zip' });
    expect(await new Geocoder({ url: 'http://127.0.0.1:9' }).resolve(query)).toMatchObject({ precision: 'zip' });
    answer = json([]);
    expect(await new Geocoder({ url: base }).resolve({ text: 'Zilker Park, Austin, TX' })).toMatchObject({ precision: 'city' });
  });

  it('ignores an answer outside the US', async () => {
    answer = json([{ lat: '48.8566', lon: '2.3522', display_name: 'Paris, France' }]);
    expect(await new Geocoder({ url: base }).resolve({ text: 'Paris, TX' })).toMatchObject({ precision: 'city', state: 'TX' });
  });

  it('without a URL answers offline and null when nothing resolves', async () => {
    const geocoder = new Geocoder();
    expect(await geocoder.resolve({ text: 'near the big oak' })).toBeNull();
    expect(await geocoder.resolve({ city: 'Dallas', state: 'Texas' })).toMatchObject({ precision: 'city', label: 'Dallas, TX' });
    expect(requests).toHaveLength(0);
  });
});
