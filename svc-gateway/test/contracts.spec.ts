// The gateway's side of the route contracts: the query and body are parsed once, at the edge (a bad
// one never reaches the service), the service receives the parsed values, and an answer that drifts
// from its contract fails loudly under test. A stand-in responder on the route's NATS subject plays
// svc-directory, so the test controls exactly what the "service" answers.
import { randomUUID } from 'node:crypto';
import { businessSchema, subjectOfRoute, type Business, type BusinessDetail, type RpcRequest } from '@pawpals/contracts';
import { connectNats, prefixed, type RpcReply, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig } from '@pawpals/testing';
import { JSONCodec, type NatsConnection } from 'nats';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';

const codec = JSONCodec();
let config: RuntimeConfig;
let gateway: RunningGateway;
let nc: NatsConnection;
let http: ReturnType<typeof request>;
/** What the stand-in received, and what it answers next. */
const received: RpcRequest[] = [];
let nextAnswer: unknown;

const business: Business = businessSchema.parse({
  id: randomUUID(),
  name: 'Happy Paws',
  category: 'groomer',
  description: null,
  logoUrl: null,
  photoPlaceholder: null,
  isPremium: 0,
  avgRating: 4.5,
  reviewCount: 2,
  address: null,
  city: 'Austin',
  state: 'TX',
  zipCode: null,
  phone: null,
  websiteUrl: null,
  services: null,
  pricing: null,
  priceRange: 'budget',
  latitude: null,
  longitude: null,
  photos: [{ id: randomUUID(), url: `/objects/${randomUUID()}`, placeholder: null }],
});

/** getBusiness answers the business with its hours, zone, open-now and slot settings. */
const detail: BusinessDetail = { ...business, hours: { weekly: [], closures: [] }, timeZone: 'America/Chicago', openNow: false, booking: null };

beforeAll(async () => {
  config = await isolatedConfig();
  gateway = await createGateway({ config, checkContracts: true });
  http = request(gateway.app.getHttpServer());
  nc = await connectNats(config, 'contract-stand-in');
  for (const name of ['searchBusinesses', 'getBusiness'] as const) {
    nc.subscribe(prefixed(config, subjectOfRoute(name)), {
      callback: (_err, msg) => {
        received.push(codec.decode(msg.data) as RpcRequest);
        msg.respond(codec.encode({ ok: true, data: nextAnswer } satisfies RpcReply));
      },
    });
  }
  await nc.flush();
}, 60_000);

afterAll(async () => {
  await nc?.drain().catch(() => undefined);
  await gateway?.close();
  if (config) await dropDatabases(config);
});

beforeEach(() => {
  received.length = 0;
});

describe('edge parsing by the contract', () => {
  it('forwards the parsed query (numbers as numbers, "all" and unknown keys gone)', async () => {
    nextAnswer = [business];
    await http.get('/api/businesses?q=%20wash%20&category=all&minRating=4.5&lat=30.2&lng=-97.7&radiusMiles=10&junk=1').expect(200);
    expect(received).toHaveLength(1);
    expect(received[0].query).toEqual({ q: 'wash', minRating: 4.5, lat: 30.2, lng: -97.7, radiusMiles: 10 });
  });

  it('answers a bad query with the readable 400 and never asks the service', async () => {
    const res = await http.get('/api/businesses?lat=30').expect(400);
    expect(res.body.message).toBe('lat and lng must be given together');
    expect(received).toHaveLength(0);
  });
});

describe('answers checked against the contract', () => {
  it('passes an answer that matches', async () => {
    nextAnswer = detail;
    const res = await http.get(`/api/businesses/${business.id}`).expect(200);
    expect(res.body).toEqual(detail);
  });

  it('turns a drifted answer (a renamed field, a number sent as text) into a 500 naming the route and the field', async () => {
    const { avgRating, ...renamed } = detail;
    nextAnswer = { ...renamed, rating: avgRating };
    const missing = await http.get(`/api/businesses/${business.id}`).expect(500);
    expect(missing.body.message).toContain('The answer of getBusiness breaks its contract: avgRating');

    nextAnswer = [{ ...business, reviewCount: '2' }];
    const retyped = await http.get('/api/businesses').expect(500);
    expect(retyped.body.message).toContain('The answer of searchBusinesses breaks its contract: 0.reviewCount');
  });
});
