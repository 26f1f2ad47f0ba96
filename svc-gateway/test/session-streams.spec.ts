// A live notification stream (/api/notifications/stream) lives only as long as its
// session. Signing out, signing out everywhere, a password change or reset and the account's deletion
// close the streams of the sessions they end within moments, on every gateway replica (two gateways
// share one database and NATS here, their periodic check off), and a session that disappears without an
// announcement (a lost NATS message, expiry) is caught by the periodic check.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_SUBJECTS } from '@pawpals/contracts';
import { connectNats, databaseUrlFor, prefixed, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, startTestMailbox, waitFor, type TestMailbox } from '@pawpals/testing';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { signUp, type Member } from './support';

const PUBLIC_URL = 'https://pawpals.example';
const PASSWORD = 'walnut-harbor-42';
/** How long a closing may take: "within seconds", with room for a loaded machine. */
const CLOSES_WITHIN_MS = 3000;
/** The backstop's period (30 s in production): off for the two replicas, so only announcements can close their streams. */
const NO_CHECK_MS = 3_600_000;
const CHECK_MS = 1000;

let config: RuntimeConfig;
let gateways: RunningGateway[];
let ports: number[];
let api: ReturnType<typeof request>;
let mailbox: TestMailbox;
let nc: NatsConnection;
let db: Client;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  mailbox = await startTestMailbox();
  for (const [k, v] of Object.entries({ PUBLIC_URL, SMTP_URL: mailbox.smtpUrl, MAIL_POLL_MS: '200', LIVE_SESSION_CHECK_MS: String(NO_CHECK_MS) })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  config = await isolatedConfig();
  // Two replicas behind one load balancer: same database, same NATS.
  gateways = [await createGateway({ config }), await createGateway({ config })];
  ports = await Promise.all(gateways.map(listen));
  api = request(gateways[0].app.getHttpServer());
  nc = await connectNats(config, 'session-streams-test');
  db = new Client({ connectionString: databaseUrlFor(config, 'identity') });
  await db.connect();
}, 90_000);

afterAll(async () => {
  await db?.end();
  await nc?.drain();
  for (const g of gateways ?? []) await g.close();
  await mailbox?.close();
  await dropDatabases(config);
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

async function listen(gateway: RunningGateway): Promise<number> {
  const server: http.Server = gateway.app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface LiveStream {
  /** Everything received so far. */
  readonly text: string;
  /** Whether the server ended the answer within the time given. */
  closesWithin(ms: number): Promise<boolean>;
  destroy(): void;
}

const streams: LiveStream[] = [];
afterEach(() => {
  for (const s of streams.splice(0)) s.destroy();
});

/** Opens /api/notifications/stream on a replica and resolves once it says connected. */
function openStream(cookie: string, replica = 0): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: ports[replica], path: '/api/notifications/stream', headers: { Cookie: cookie } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      let text = '';
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
      });
      const stream: LiveStream = {
        get text() {
          return text;
        },
        closesWithin: (ms) => {
          let timer: NodeJS.Timeout | undefined;
          const stillOpen = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms)));
          return Promise.race([ended.then(() => true), stillOpen]).finally(() => clearTimeout(timer));
        },
        destroy: () => req.destroy(),
      };
      streams.push(stream);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes(': connected')) resolve(stream);
      });
    });
    req.on('error', reject);
  });
}

/** What svc-notifications publishes for a new notification of the member. */
const pushNotification = (member: Member, title: string) =>
  nc.publish(prefixed(config, LIVE_SUBJECTS.notificationFor(member.user.id)), JSON.stringify({ title }));

/** The stream is open and gets the member's new notification (published again until it arrives: the gateway subscribes asynchronously). */
async function expectDelivered(stream: LiveStream, member: Member, title: string) {
  await waitFor(() => {
    pushNotification(member, title);
    return stream.text.includes(`"title":"${title}"`);
  }, 3000, `"${title}" on the stream`);
  await expect(stream.closesWithin(300)).resolves.toBe(false);
}

const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('pawpals.sid='))!
    .split(';')[0];
const signIn = async (member: Member) =>
  cookieOf(await api.post('/api/login/local').send({ emailOrUsername: member.user.username, password: PASSWORD }).expect(200));

it('a stream delivers the member’s notifications while the session lasts', async () => {
  const ann = await signUp(api, 'streams_ann');
  await expectDelivered(await openStream(ann.cookie), ann, 'Still here');
  await expectDelivered(await openStream(ann.cookie, 1), ann, 'On the other replica too');
});

it('signing out closes that session’s stream, and only that one', async () => {
  const bo = await signUp(api, 'streams_bo');
  const laptop = await signIn(bo);
  const [phoneStream, laptopStream] = await Promise.all([openStream(bo.cookie), openStream(laptop)]);
  await api.get('/api/logout').set('Cookie', bo.cookie).expect(302);
  await expect(phoneStream.closesWithin(CLOSES_WITHIN_MS)).resolves.toBe(true);
  await expectDelivered(laptopStream, bo, 'For the laptop');
});

it('signing out everywhere closes every stream of the member, on every replica, and no one else’s', async () => {
  const cy = await signUp(api, 'streams_cy');
  const dee = await signUp(api, 'streams_dee');
  const second = await signIn(cy);
  const [here, there, deesStream] = await Promise.all([openStream(cy.cookie, 0), openStream(second, 1), openStream(dee.cookie, 1)]);
  await api.post('/api/auth/logout-all').set('Cookie', cy.cookie).expect(200);
  await expect(Promise.all([here.closesWithin(CLOSES_WITHIN_MS), there.closesWithin(CLOSES_WITHIN_MS)])).resolves.toEqual([true, true]);
  await expectDelivered(deesStream, dee, 'For Dee');
});

it('a password change closes the other sessions’ streams on every replica and keeps this one', async () => {
  const eve = await signUp(api, 'streams_eve');
  const stolen = await signIn(eve);
  const [mine, theirs] = await Promise.all([openStream(eve.cookie, 0), openStream(stolen, 1)]);
  await api.post('/api/auth/password').set('Cookie', eve.cookie).send({ currentPassword: PASSWORD, newPassword: 'fresh-meadow-77' }).expect(200);
  await expect(theirs.closesWithin(CLOSES_WITHIN_MS)).resolves.toBe(true);
  await expectDelivered(mine, eve, 'Only for Eve');
  expect(theirs.text).not.toContain('Only for Eve');
});

it('a password reset closes every stream of the member', async () => {
  const flo = await signUp(api, 'streams_flo');
  const stream = await openStream(flo.cookie, 1);
  const since = mailbox.received.length;
  await api.post('/api/auth/password-reset').send({ email: flo.user.email }).expect(202);
  const mail = await mailbox.waitForMail(flo.user.email, /^Reset your PawPals password$/, { since });
  const token = new RegExp(`${PUBLIC_URL}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)![1];
  await api.post('/api/auth/password-reset/confirm').send({ token, password: 'fresh-meadow-77', confirmPassword: 'fresh-meadow-77' }).expect(200);
  await expect(stream.closesWithin(CLOSES_WITHIN_MS)).resolves.toBe(true);
});

it('deleting the account closes every stream of the member', async () => {
  const gus = await signUp(api, 'streams_gus');
  const other = await signIn(gus);
  const [one, two] = await Promise.all([openStream(gus.cookie, 0), openStream(other, 1)]);
  await api.delete('/api/auth/user').set('Cookie', gus.cookie).send({ password: PASSWORD }).expect(200);
  await expect(Promise.all([one.closesWithin(CLOSES_WITHIN_MS), two.closesWithin(CLOSES_WITHIN_MS)])).resolves.toEqual([true, true]);
});

it('a session that ends unannounced (a lost message, an expiry) closes its stream at the next check', async () => {
  process.env.LIVE_SESSION_CHECK_MS = String(CHECK_MS);
  const checking = await createGateway({ config });
  gateways.push(checking);
  ports.push(await listen(checking));
  const hal = await signUp(api, 'streams_hal');
  const stream = await openStream(hal.cookie, 2);
  await db.query('UPDATE sessions SET expires_at = now() WHERE user_id = $1', [hal.user.id]);
  await expect(stream.closesWithin(CHECK_MS + CLOSES_WITHIN_MS)).resolves.toBe(true);
  await request(checking.app.getHttpServer()).get('/api/notifications/stream').set('Cookie', hal.cookie).expect(401);
});
