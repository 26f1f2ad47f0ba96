// Mutating routes accept an Idempotency-Key, so a client can retry a write whose answer
// it never got. The same key from the same caller within 24 h returns the first answer, on any gateway
// replica; the key never lets one request stand in for another.
import { randomUUID } from 'node:crypto';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateways: RunningGateway[] = [];
let replicaA: ReturnType<typeof request>;
let replicaB: ReturnType<typeof request>;
let identityDb: Client;
let directoryDb: Client;
let owner: Member;
let customer: Member;
let other: Member;
let businessId: string;

beforeAll(async () => {
  config = await isolatedConfig();
  fleet = await ServiceFleet.start(config, ['directory']);
  gateways = [await createGateway({ config }), await createGateway({ config })];
  [replicaA, replicaB] = gateways.map((g) => request(g.app.getHttpServer()));
  identityDb = new Client({ connectionString: databaseUrlFor(config, 'identity') });
  directoryDb = new Client({ connectionString: databaseUrlFor(config, 'directory') });
  await identityDb.connect();
  await directoryDb.connect();
  [owner, customer, other] = await Promise.all([
    signUp(replicaA, 'idem_owner', { accountType: 'business_owner' }),
    signUp(replicaA, 'idem_customer'),
    signUp(replicaA, 'idem_other'),
  ]);
  businessId = (
    await replicaA.post('/api/businesses').set('Cookie', owner.cookie).send({ name: 'Idem Vet', category: 'veterinarian', city: 'Austin', state: 'TX' }).expect(201)
  ).body.id;
}, 90_000);

afterAll(async () => {
  await identityDb?.end();
  await directoryDb?.end();
  for (const g of gateways) await g.close();
  await fleet?.close();
  await dropDatabases(config);
});

const inquiries = async (subject: string) =>
  (await directoryDb.query('SELECT count(*)::int AS n FROM inquiry_conversations WHERE subject = $1', [subject])).rows[0].n as number;
const inquire = (http: ReturnType<typeof request>, m: Member, key: string | undefined, subject: string) => {
  const req = http.post(`/api/businesses/${businessId}/inquiries`).set('Cookie', m.cookie);
  if (key !== undefined) req.set('Idempotency-Key', key);
  return req.send({ subject, message: 'Do you see rabbits?' });
};

it('runs a write once and answers a retry with the first answer, also on another replica', async () => {
  const key = randomUUID();
  const first = await inquire(replicaA, customer, key, 'Rabbits?').expect(201);
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  const again = await inquire(replicaB, customer, key, 'Rabbits?').expect(201);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.headers['content-type']).toMatch(/^application\/json/);
  expect(again.body).toEqual(first.body);
  expect(await inquiries('Rabbits?')).toBe(1);
  // Without a key, the same request is a new write.
  await inquire(replicaA, customer, undefined, 'Rabbits?').expect(201);
  expect(await inquiries('Rabbits?')).toBe(2);
});

it('lets only one of many concurrent requests with the same key run', async () => {
  const key = randomUUID();
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => inquire(i % 2 ? replicaA : replicaB, customer, key, 'Concurrent?')));
  expect(await inquiries('Concurrent?')).toBe(1);
  const statuses = answers.map((a) => a.status);
  expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
  expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
  for (const a of answers.filter((x) => x.status === 409)) {
    expect(a.body.message).toBe('A request with this Idempotency-Key is still being processed; retry shortly');
  }
  const settled = await inquire(replicaA, customer, key, 'Concurrent?').expect(201);
  expect(settled.headers['idempotent-replayed']).toBe('true');
  expect(await inquiries('Concurrent?')).toBe(1);
});

it('replays the answer to a retry sent the moment the first answer arrives, even when recording it is slow', async () => {
  // The answer must be kept before it leaves: a retry racing its recording would be told "still being processed".
  await identityDb.query(`CREATE FUNCTION slow_keep() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.3); RETURN NEW; END $$`);
  await identityDb.query('CREATE TRIGGER slow_keep BEFORE UPDATE ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION slow_keep()');
  try {
    for (let i = 0; i < 3; i++) {
      const key = randomUUID();
      const first = await inquire(replicaA, customer, key, `Right away ${i}?`).expect(201);
      const again = await inquire(replicaB, customer, key, `Right away ${i}?`).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
    }
  } finally {
    await identityDb.query('DROP TRIGGER slow_keep ON idempotency_keys; DROP FUNCTION slow_keep()');
  }
});

it('refuses the same key for a different request, and keeps keys per caller', async () => {
  const key = randomUUID();
  await inquire(replicaA, customer, key, 'First?').expect(201);
  const reused = await inquire(replicaA, customer, key, 'Something else?').expect(422);
  expect(reused.body.message).toBe('This Idempotency-Key was already used for a different request');
  expect(await inquiries('Something else?')).toBe(0);
  // Another member's identical key is their own: their write runs.
  await inquire(replicaB, other, key, 'First?').expect(201);
  expect(await inquiries('First?')).toBe(2);
});

it('keeps a refusal as the answer too, and refuses a malformed key with a readable 400', async () => {
  const key = randomUUID();
  const refused = await inquire(replicaA, customer, key, '').expect(400);
  const replayed = await inquire(replicaB, customer, key, '').expect(400);
  expect(replayed.body).toEqual(refused.body);
  expect(replayed.headers['idempotent-replayed']).toBe('true');
  const bad = await inquire(replicaA, customer, 'x'.repeat(256), 'Too long a key?').expect(400);
  expect(bad.body.message).toBe('Idempotency-Key must be 1 to 255 visible ASCII characters');
  expect(await inquiries('Too long a key?')).toBe(0);
});

it('forgets a key after 24 hours', async () => {
  const key = randomUUID();
  await inquire(replicaA, customer, key, 'Yesterday?').expect(201);
  await identityDb.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [key]);
  await directoryDb.query(`UPDATE request_keys SET created_at = now() - interval '25 hours'`);
  const later = await inquire(replicaA, customer, key, 'Yesterday?').expect(201);
  expect(later.headers['idempotent-replayed']).toBeUndefined();
  expect(await inquiries('Yesterday?')).toBe(2);
});

it('takes a key over when its first attempt died with its replica (still "in progress" a minute later)', async () => {
  const key = randomUUID();
  const [{ id: userId }] = (await identityDb.query('SELECT id FROM users WHERE username = $1', ['u_idem_customer'])).rows;
  await identityDb.query(`INSERT INTO idempotency_keys (scope, key, fingerprint, created_at) VALUES ($1, $2, 'whatever', now() - interval '2 minutes')`, [userId, key]);
  await inquire(replicaA, customer, key, 'After a crash?').expect(201);
  expect(await inquiries('After a crash?')).toBe(1);
});
