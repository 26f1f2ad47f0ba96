import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet, waitFor } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp as signUpAs } from './support';

const signUp = (tag: string, correlationId?: string) => signUpAs(http, tag, { correlationId });

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;

beforeAll(async () => {
  config = await isolatedConfig({ rpcTimeoutMs: 1500 });
  fleet = await ServiceFleet.start(config);
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
}, 90_000);

afterAll(async () => {
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
});

it('reports Postgres, NATS and every service up', async () => {
  const res = await http.get('/api/health').expect(200);
  expect(res.body).toEqual({
    status: 'ok',
    postgres: 'up',
    nats: 'up',
    services: { directory: 'up', pets: 'up', notifications: 'up', admin: 'up' },
  });
});

it('greets a new member with a welcome notification, through outbox, JetStream and the consumer', async () => {
  const { cookie } = await signUp('welcome');
  const list = await waitFor(
    async () => {
      const res = await http.get('/api/notifications').set('Cookie', cookie).expect(200);
      return res.body.length ? res.body : undefined;
    },
    5000,
    'the welcome notification',
  );
  expect(list).toEqual([
    {
      id: expect.any(String),
      title: 'Welcome to PawPals, Milo!',
      message: expect.stringContaining('groomers'),
      link: '/services',
      isRead: 0,
      createdAt: expect.any(String),
    },
  ]);
  const count = await http.get('/api/notifications/unread-count').set('Cookie', cookie).expect(200);
  expect(count.body).toEqual({ count: 1 });
});

it("shows each member only their own notifications", async () => {
  const a = await signUp('own-a');
  const b = await signUp('own-b');
  for (const who of [a, b]) {
    await waitFor(async () => (await http.get('/api/notifications/unread-count').set('Cookie', who.cookie)).body.count === 1);
  }
  const listA = await http.get('/api/notifications').set('Cookie', a.cookie).expect(200);
  expect(listA.body).toHaveLength(1);
});

it('carries the correlation id from the HTTP request into the event', async () => {
  const { user } = await signUp('correlated', 'corr-signup-0001');
  const db = new Client({ connectionString: databaseUrlFor(config, 'identity') });
  await db.connect();
  const { rows } = await db.query(`SELECT envelope FROM outbox WHERE envelope->'data'->>'userId' = $1`, [user.id]);
  await db.end();
  expect(rows).toHaveLength(1);
  expect(rows[0].envelope).toMatchObject({
    type: 'identity.user_registered',
    correlationId: 'corr-signup-0001',
    data: { userId: user.id, email: 'correlated@example.com' },
  });
});

it('answers 503 JSON for a stopped service within the timeout, keeps other routes working, and recovers', async () => {
  const { cookie } = await signUp('outage');
  await fleet.stopService('notifications');
  const started = Date.now();
  const down = await http.get('/api/notifications').set('Cookie', cookie).expect(503);
  expect(Date.now() - started).toBeLessThan(config.rpcTimeoutMs + 1000);
  expect(down.body.message).toMatch(/notifications service/);
  await http.get('/api/auth/user').set('Cookie', cookie).expect(200);
  await http.get('/api/admin/check').set('Cookie', cookie).expect(200, { isAdmin: false, role: null });
  const health = await http.get('/api/health').expect(503);
  expect(health.body.services.notifications).toBe('down');

  await fleet.startService('notifications');
  const back = await http.get('/api/notifications/unread-count').set('Cookie', cookie).expect(200);
  expect(back.body).toEqual({ count: expect.any(Number) });
});
