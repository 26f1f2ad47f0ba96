import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, privateNatsServer, ServiceFleet, waitFor, type PrivateNats } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';

let nats: PrivateNats;
let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;

beforeAll(async () => {
  nats = await privateNatsServer();
  config = await isolatedConfig({ natsUrl: nats.url, rpcTimeoutMs: 1000 });
  fleet = await ServiceFleet.start(config, ['notifications']);
  gateway = await createGateway({ config });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await fleet?.close();
  await nats?.stop();
  await dropDatabases(config);
});

async function unpublishedOutboxRows(): Promise<number> {
  const db = new Client({ connectionString: databaseUrlFor(config, 'identity') });
  await db.connect();
  const { rows } = await db.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL');
  await db.end();
  return rows[0].n;
}

it('keeps an event written while NATS is down and delivers it once NATS is back', async () => {
  const http = request(gateway.app.getHttpServer());
  await nats.stop();

  // Sign-up needs only the gateway's own database: it succeeds, and its event waits in the outbox.
  const res = await http
    .post('/api/signup')
    .send({
      firstName: 'Nova',
      lastName: 'Reed',
      username: 'nova_outage',
      email: 'nova.outage@example.com',
      password: 'walnut-harbor-42',
      confirmPassword: 'walnut-harbor-42',
    })
    .expect(201);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'])[0].split(';')[0];
  await new Promise((r) => setTimeout(r, 1000));
  expect(await unpublishedOutboxRows()).toBe(1);
  const during = await http.get('/api/notifications').set('Cookie', cookie).expect(503);
  expect(during.body.message).toMatch(/notifications service/);

  await nats.start();
  const list = await waitFor(
    async () => {
      const r = await http.get('/api/notifications').set('Cookie', cookie);
      return r.status === 200 && r.body.length ? r.body : undefined;
    },
    20_000,
    'the welcome notification after NATS returns',
  );
  expect(list).toHaveLength(1);
  expect(list[0].title).toBe('Welcome to PawPals, Nova!');
  expect(await unpublishedOutboxRows()).toBe(0);
});
