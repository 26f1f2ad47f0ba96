// The gateway's side of notifications: the session (401s), the live stream (server-sent events, never
// compressed) and sign-up reaching svc-notifications. The rules, delivery guarantees, read marks and
// reminders are svc-notifications' own (svc-notifications/test).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { EVENTS, type Notification } from '@pawpals/contracts';
import type { RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, publishEvent, ServiceFleet, waitFor } from '@pawpals/testing';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, type Member } from './support';

let config: RuntimeConfig;
let fleet: ServiceFleet;
let gateway: RunningGateway;
let api: ReturnType<typeof request>;
let owner: Member;
let customer: Member;

const list = async (m: Member): Promise<Notification[]> =>
  (await api.get('/api/notifications').set('Cookie', m.cookie).expect(200)).body;
const publish = <D>(event: Parameters<typeof publishEvent<D>>[2], data: D, envelope = {}) =>
  publishEvent(fleet.nc, config, event, data, envelope);

/** Waits until the member has a notification with this title, and returns it. */
const expectNotified = (m: Member, title: string) =>
  waitFor(async () => (await list(m)).find((n) => n.title === title), 8000, `"${title}" for ${m.user.username}`);

const business = () => ({ businessId: randomUUID(), businessName: 'Happy Tails Vet', ownerId: owner.user.id });

beforeAll(async () => {
  config = await isolatedConfig();
  fleet = await ServiceFleet.start(config, ['notifications']);
  gateway = await createGateway({ config });
  api = request(gateway.app.getHttpServer());
  owner = await signUp(api, 'notif_owner', { firstName: 'Olga', accountType: 'business_owner' });
  customer = await signUp(api, 'notif_customer', { firstName: 'Cleo' });
}, 90_000);

afterAll(async () => {
  await gateway?.close();
  await fleet?.close();
  await dropDatabases(config);
});

describe('sign-up reaches svc-notifications', () => {
  it('welcomes a member signed up through the gateway, and reads, counts and marks through the routes', async () => {
    const welcome = await expectNotified(owner, 'Welcome to PawPals, Olga!');
    expect(welcome).toMatchObject({ link: '/my-business', isRead: 0 });
    await api.get('/api/notifications/unread-count').set('Cookie', owner.cookie).expect(200, { count: 1 });
    await api.patch(`/api/notifications/${welcome.id}/read`).set('Cookie', customer.cookie).expect(404);
    const read = await api.patch(`/api/notifications/${welcome.id}/read`).set('Cookie', owner.cookie).expect(200);
    expect(read.body).toMatchObject({ id: welcome.id, isRead: 1 });
    await expectNotified(customer, 'Welcome to PawPals, Cleo!');
    const all = await api.post('/api/notifications/read-all').set('Cookie', customer.cookie).expect(200);
    expect(all.body).toEqual({ updated: 1 });
  });
});

describe('routes', () => {
  it('requires a session', async () => {
    await api.get('/api/notifications').expect(401);
    await api.get('/api/notifications/unread-count').expect(401);
    await api.patch(`/api/notifications/${randomUUID()}/read`).expect(401);
    await api.post('/api/notifications/read-all').expect(401);
    await api.get('/api/notifications/stream').expect(401);
  });
});

describe('live stream', () => {
  it('pushes a new notification to the signed-in member over server-sent events', async () => {
    const server = gateway.app.getHttpServer();
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as { port: number };
    let timer: NodeJS.Timeout | undefined;
    const received = new Promise<string>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/notifications/stream', headers: { Cookie: customer.cookie, 'Accept-Encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-type']).toMatch(/text\/event-stream/);
        // Compression would hold events back in its buffer: the stream is always sent raw.
        expect(res.headers['content-encoding']).toBeUndefined();
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          if (buffer.includes('event: notification')) {
            req.destroy();
            resolve(buffer);
          } else if (buffer.includes(': connected')) {
            void publish(EVENTS.inquiryReplied, { ...business(), businessName: 'Live Paws', conversationId: randomUUID(), customerId: customer.user.id, subject: 'live' });
          }
        });
      });
      req.on('error', reject);
      timer = setTimeout(() => reject(new Error('no live notification within 8 s')), 8000);
    });
    const body = await received.finally(() => clearTimeout(timer));
    const data = JSON.parse(body.split('event: notification\ndata: ')[1].split('\n')[0]);
    expect(data).toMatchObject({ title: 'Live Paws replied', isRead: 0 });
  });
});
