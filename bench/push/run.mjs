#!/usr/bin/env node
// Web Push benchmark (issue 30): how fast a push reaches the push service, alone and at national fan-out. See bench/README.md.
//
//   node bench/push/run.mjs [--users 20] [--rate 10] [--events 600] [--subscribers 100000] [--only latency|fanout]
//                           [--notifications-replicas 1] [--no-build] [--no-write]
//
// Starts the built services and gateway (own DB and NATS prefixes) with a local HTTPS push service
// (LocalPushService from libs/testing: self-signed, trusted through NODE_EXTRA_CA_CERTS, allowed through
// PUSH_SERVICE_ORIGINS), then:
//  - latency: signs up --users members through the gateway, subscribes one device each (POST
//    /api/push/subscriptions, keys made here), publishes `directory.inquiry_replied` events at --rate/s into
//    JetStream (as svc-directory's relay does), and times publish → the push's arrival at the push service
//    (every push decrypted with the device's keys and matched to its event by the subject it carries);
//  - fanout: seeds --subscribers members set-based into svc-notifications (an alert area around the post and
//    one device each), publishes one approved lost-dog post there, and times publish → every push handed to
//    the push service, while a client asks GET /api/businesses (demo directory) 20 times a second, whose p95
//    is compared with the same load before the fan-out.
// Results go to bench/RESULTS.md.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DiscardPolicy, JSONCodec, RetentionPolicy, StorageType, connect, nanos } from 'nats';
import pg from 'pg';
import { seedDirectory } from '../../tools/seed/directory.mjs';
import { buildBackend, createProcesses, dropBenchState, freePort, jsonClient, lightGet, RESULTS_FILE, serviceDatabaseUrl, sleep, writeResultsSection } from '../lib/harness.mjs';

const require = createRequire(import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'bench/out/push');
const SERVICES = ['directory', 'pets', 'notifications', 'admin'];
const TARGETS = { latencyP95Ms: 1000, fanoutMs: 60_000, businessesP95Ms: 50 };
// Zilker Park, Austin TX: the post's pin; every seeded area contains it.
const POST = { latitude: 30.2669, longitude: -97.7729 };

const { values: opt } = parseArgs({
  options: {
    users: { type: 'string', default: '20' },
    rate: { type: 'string', default: '10' },
    events: { type: 'string', default: '600' },
    subscribers: { type: 'string', default: '100000' },
    /** svc-notifications replicas: each relays pushes it claims (SKIP LOCKED), so the fan-out scales out. */
    'notifications-replicas': { type: 'string', default: '1' },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const parts = opt.only ? [opt.only] : ['latency', 'fanout'];
const env = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
  DB_NAME_PREFIX: 'benchpush_',
  NATS_PREFIX: 'benchpush',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
const natsPrefix = `${env.NATS_PREFIX}.`;
const streamName = `${natsPrefix.replace(/\./g, '_')}EVENTS`;
const codec = JSONCodec();
const say = (msg) => console.log(`[push] ${msg}`);
const fmt = (n, d = 0) => (n === undefined || Number.isNaN(n) ? '–' : n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d }));
/** Nearest-rank percentile of an ascending array. */
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const { problems, start, stopAll, waitFor } = createProcesses({ root, outDir, env });
mkdirSync(outDir, { recursive: true });
const dropState = () => dropBenchState(env, ['identity', ...SERVICES]);

/** Publishes `count` events built by `make(i)` at `rate`/s, scheduled against the clock; calls `sent(i)` as each goes. */
async function publishSteady(js, count, rate, make, sent) {
  const t0 = performance.now();
  const acks = [];
  for (let i = 0; i < count; i++) {
    const wait = t0 + (i * 1000) / rate - performance.now();
    if (wait > 1) await sleep(wait);
    const { subject, envelope } = make(i);
    sent(i);
    acks.push(js.publish(subject, codec.encode(envelope), { msgID: envelope.id }).catch((err) => problems.push(`publish ${i}: ${err.message}`)));
  }
  await Promise.all(acks);
}

async function latency({ base, js, pushService, arrivals }) {
  const call = jsonClient(base);
  const users = [];
  const tag = Date.now().toString(36);
  for (let i = 0; i < Number(opt.users); i++) {
    const username = `push_${tag}_${i}`;
    const signup = await call('POST', '/api/signup', {
      firstName: 'Push', lastName: `Member${i}`, username, email: `${username}@example.com`, password: 'Bench-mark-2024!', confirmPassword: 'Bench-mark-2024!',
    });
    if (signup.status !== 201) throw new Error(`sign-up ${i}: ${signup.status} ${JSON.stringify(signup.body)}`);
    const device = pushService.subscription(username);
    const subscribed = await call('POST', '/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys }, signup.cookie);
    if (subscribed.status !== 201 && subscribed.status !== 200) throw new Error(`subscribe ${i}: ${subscribed.status} ${JSON.stringify(subscribed.body)}`);
    users.push({ id: signup.body.id ?? signup.body.user?.id, path: new URL(device.endpoint).pathname });
  }
  say(`${users.length} members signed up, one device each`);
  const sentAt = new Map();
  const latencies = [];
  let duplicates = 0;
  arrivals.handler = (path, push, receivedAt) => {
    const n = Number(/bench-push-(\d+)/.exec(push?.payload.body ?? '')?.[1]);
    const entry = sentAt.get(n);
    if (!entry || entry.path !== path) return void problems.push(`a push nobody was sent: ${path} ${push?.payload.body}`);
    if (entry.received) return void duplicates++;
    entry.received = true;
    if (!entry.warmup) latencies.push(receivedAt - entry.at);
  };
  const events = Number(opt.events);
  const warmup = Math.min(50, Math.floor(events / 10));
  const make = (i) => {
    const user = users[i % users.length];
    return {
      subject: `${natsPrefix}events.directory.inquiry_replied`,
      envelope: {
        id: randomUUID(), type: 'directory.inquiry_replied', occurredAt: new Date().toISOString(), actor: null,
        data: { conversationId: randomUUID(), messageId: randomUUID(), businessId: randomUUID(), businessName: 'Bench Grooming', ownerId: randomUUID(), customerId: user.id, subject: `bench-push-${i}` },
      },
    };
  };
  say(`publishing ${fmt(events)} replies at ${opt.rate}/s (${warmup} warm-up not counted)…`);
  await publishSteady(js, events, Number(opt.rate), make, (i) => sentAt.set(i, { at: performance.now(), path: users[i % users.length].path, warmup: i < warmup, received: false }));
  const deadline = Date.now() + 30_000;
  while ([...sentAt.values()].some((e) => !e.received) && Date.now() < deadline) await sleep(100);
  const missing = [...sentAt.values()].filter((e) => !e.received).length;
  if (missing) problems.push(`latency: ${missing} pushes never arrived within 30 s`);
  if (duplicates) problems.push(`latency: ${duplicates} pushes arrived twice`);
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99), max: latencies.at(-1), missing };
}

/** GET /api/businesses at 20 requests a second until `until()` is true (at least `minSeconds`); latencies ascending. */
async function businessesLoad(base, until, minSeconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const paths = ['/api/businesses', '/api/businesses?category=veterinarian', '/api/businesses?q=groom', '/api/businesses?city=Austin'];
  const t0 = performance.now();
  const inFlight = [];
  const latencies = [];
  for (let i = 0; ; i++) {
    const elapsed = (performance.now() - t0) / 1000;
    if (elapsed >= minSeconds && until()) break;
    const wait = t0 + i * 50 - performance.now();
    if (wait > 1) await sleep(wait);
    const sent = performance.now();
    inFlight.push(
      lightGet(`${base}${paths[i % paths.length]}`, agent).then(
        (res) => (res.status === 200 ? latencies.push(performance.now() - sent) : problems.push(`GET businesses answered ${res.status}`)),
        (err) => problems.push(`GET businesses: ${err.message}`),
      ),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  return latencies.sort((a, b) => a - b);
}

async function fanout({ base, js, pushService, arrivals }) {
  const subscribers = Number(opt.subscribers);
  const db = new pg.Client({ connectionString: serviceDatabaseUrl(env, 'notifications') });
  await db.connect();
  const family = pushService.family('fan');
  say(`seeding ${fmt(subscribers)} members with an alert area around the post and one device each…`);
  const seed0 = performance.now();
  // Every area within ~30 miles of the post, 50-mile radius, all species: the approval alerts all of them.
  await db.query(
    `INSERT INTO alert_areas (user_id, zip_code, latitude, longitude, radius_miles, species, place_label)
     SELECT gen_random_uuid(), NULL, $2 + (random() - 0.5) * 0.8, $3 + (random() - 0.5) * 0.9, 50, '{}', 'Bench area'
       FROM generate_series(1, $1::int)`,
    [subscribers, POST.latitude, POST.longitude],
  );
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, label)
     SELECT user_id, $1 || row_number() OVER (), $2, $3, 'Chrome on Android' FROM alert_areas`,
    [family.endpoint(''), family.keys.p256dh, family.keys.auth],
  );
  await db.query('VACUUM ANALYZE alert_areas');
  await db.query('VACUUM ANALYZE push_subscriptions');
  say(`seeded in ${fmt((performance.now() - seed0) / 1000, 1)} s`);

  say('GET /api/businesses at 20/s for 10 s before the fan-out…');
  const before = await businessesLoad(base, () => true, 10);

  let handed = 0;
  let lastAt = 0;
  arrivals.handler = (path, push, receivedAt) => {
    if (!path.startsWith(new URL(family.endpoint('')).pathname)) return;
    handed++;
    lastAt = receivedAt;
    if (push && push.payload.title !== 'Lost dog near you') problems.push(`fan-out push titled ${push.payload.title}`);
  };
  const id = randomUUID();
  const envelope = {
    id, type: 'pets.post_moderated', occurredAt: new Date().toISOString(), actor: null,
    data: {
      postId: randomUUID(), userId: randomUUID(), type: 'lost', petName: 'Biscuit', approvalStatus: 'approved', species: 'dog', breed: 'Beagle',
      color: 'tan and white', lastSeenLocation: 'Zilker Park, Austin, TX', latitude: POST.latitude, longitude: POST.longitude, locationPrecision: 'pin',
    },
  };
  say(`publishing one approved post near all ${fmt(subscribers)} members; GET /api/businesses at 20/s until every push is handed over…`);
  const t0 = performance.now();
  await js.publish(`${natsPrefix}events.pets.post_moderated`, codec.encode(envelope), { msgID: id });
  const progress = setInterval(() => say(`  ${fmt(handed)} of ${fmt(subscribers)} handed over after ${fmt((performance.now() - t0) / 1000, 1)} s`), 10_000);
  const deadline = t0 + 300_000;
  const during = await businessesLoad(base, () => handed >= subscribers || performance.now() > deadline, 1);
  clearInterval(progress);
  const seconds = handed >= subscribers ? (lastAt - t0) / 1000 : NaN;
  if (handed < subscribers) problems.push(`fan-out: ${handed} of ${subscribers} pushes handed over within 300 s`);
  const { rows: [left] } = await db.query('SELECT count(*)::int AS n FROM push_outbox');
  await db.end();
  return {
    subscribers, handed, seconds, outboxLeft: left.n, 
    before: { n: before.length, p50: pct(before, 50), p95: pct(before, 95) },
    during: { n: during.length, p50: pct(during, 50), p95: pct(during, 95), p99: pct(during, 99) },
  };
}

async function main() {
  const started = new Date();
  if (!opt['no-build']) {
    say('building the backend (nx, cached)…');
    buildBackend();
  }
  await dropState();
  const { LocalPushService } = require('@pawpals/testing');
  const arrivals = { handler: () => undefined };
  // The latency part matches each push by its text, so every push is decrypted; the fan-out checks one in 100.
  const pushService = await LocalPushService.start({ checkEvery: 1, onPush: (path, push, at) => arrivals.handler(path, push, at) });
  const pushEnv = { PUSH_SERVICE_ORIGINS: pushService.origin, NODE_EXTRA_CA_CERTS: pushService.caFile };

  const gatewayPort = await freePort();
  for (const s of SERVICES) {
    const replicas = s === 'notifications' ? Number(opt['notifications-replicas']) : 1;
    for (let r = 0; r < replicas; r++) start(`svc-${s}${r ? `-${r + 1}` : ''}`, [`svc-${s}/dist/main.js`], s === 'notifications' ? pushEnv : {});
  }
  start('svc-gateway', ['svc-gateway/dist/main.js'], { PORT: String(gatewayPort), HOST: '127.0.0.1', WEB_ROOT: '' });
  const base = `http://127.0.0.1:${gatewayPort}`;
  await waitFor('gateway /api/health 200', async () => (await fetch(`${base}/api/health`)).status === 200);
  say(`gateway and services healthy on ${base}`);
  const nc = await connect({ servers: env.NATS_URL, name: 'bench-push' });
  const jsm = await nc.jetstreamManager();
  await jsm.streams.info(streamName).catch(() =>
    jsm.streams.add({
      name: streamName, subjects: [`${natsPrefix}events.>`], storage: StorageType.File, retention: RetentionPolicy.Limits,
      discard: DiscardPolicy.Old, max_age: nanos(30 * 24 * 3600 * 1000), duplicate_window: nanos(10 * 60 * 1000),
    }),
  );
  const js = nc.jetstream();
  const results = {};
  if (parts.includes('latency')) results.latency = await latency({ base, js, pushService, arrivals });
  if (parts.includes('fanout')) {
    say('seeding the demo directory through the API…');
    await seedDirectory(base);
    pushService.setCheckEvery(100);
    results.fanout = await fanout({ base, js, pushService, arrivals });
  }
  await nc.close();
  problems.push(...pushService.problems.map((p) => `push service refused: ${p}`));
  await pushService.close();
  write(started, results);
  return problems.length ? 1 : 0;
}

function write(started, { latency: l, fanout: f }) {
  const cpus = os.cpus();
  const mark = (ok) => (ok ? '✓' : '✗');
  const command = `node bench/push/run.mjs${opt.only ? ` --only ${opt.only}` : ''} --users ${opt.users} --rate ${opt.rate} --events ${opt.events} --subscribers ${opt.subscribers}${opt['notifications-replicas'] === '1' ? '' : ` --notifications-replicas ${opt['notifications-replicas']}`}`;
  const rows = [];
  if (l) {
    rows.push(`| event → push handed to the push service (${fmt(l.count)} replies at ${opt.rate}/s to ${opt.users} devices) | p50 ${fmt(l.p50)} / **p95 ${fmt(l.p95)}** / p99 ${fmt(l.p99)} / max ${fmt(l.max)} ms | p95 ≤ ${fmt(TARGETS.latencyP95Ms)} ms ${mark(l.p95 <= TARGETS.latencyP95Ms)} |`);
  }
  if (f) {
    rows.push(`| one approval → all ${fmt(f.subscribers)} pushes handed over | **${Number.isFinite(f.seconds) ? `${fmt(f.seconds, 1)} s` : `${fmt(f.handed)} handed over in 300 s`}** | ≤ ${TARGETS.fanoutMs / 1000} s ${mark(f.seconds <= TARGETS.fanoutMs / 1000)} |`);
    rows.push(`| GET /api/businesses during the fan-out (${fmt(f.during.n)} requests at 20/s) | p50 ${fmt(f.during.p50, 1)} / **p95 ${fmt(f.during.p95, 1)}** / p99 ${fmt(f.during.p99, 1)} ms | p95 ≤ ${TARGETS.businessesP95Ms} ms ${mark(f.during.p95 <= TARGETS.businessesP95Ms)} |`);
    rows.push(`| GET /api/businesses before it (${fmt(f.before.n)} requests, same load) | p50 ${fmt(f.before.p50, 1)} / p95 ${fmt(f.before.p95, 1)} ms | – |`);
  }
  const section = `
## Web Push: event → push, and one approval near ${fmt(Number(opt.subscribers))} subscribed members (issue 30)

The built services and gateway (\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`) with a local HTTPS push service in the bench process
(\`LocalPushService\` of libs/testing: it checks VAPID and decrypts with the device's keys — every push of the latency part, one in 100
of the fan-out — and answers 201; trusted through \`NODE_EXTRA_CA_CERTS\`, allowed through \`PUSH_SERVICE_ORIGINS\`). Latency: members
signed up and subscribed through the gateway, \`directory.inquiry_replied\` events published into JetStream at a steady rate, each
push matched to its event by the text it carries. Fan-out: ${fmt(Number(opt.subscribers))} members seeded set-based into svc-notifications
(an alert area around Zilker Park, Austin, and one device each), one approved lost-dog post published, timed until the push service
has every push, while GET /api/businesses (demo directory) runs at 20 requests a second.

- Date: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC; commit ${process.env.GIT_COMMIT ?? 'working tree'}
- Machine: ${cpus.length} cores (${cpus[0]?.model?.trim()}), ${fmt(os.totalmem() / 1024 ** 3, 1)} GiB RAM, Node ${process.version}; load average at the end ${os.loadavg()[0].toFixed(1)}
- Command: \`${command}\`

| measure | result | target |
|---|---|---|
${rows.join('\n')}

${problems.length ? `Problems seen during the run:\n${problems.map((p) => `- ${p}`).join('\n')}` : 'No errors during the run: every push arrived exactly once, and every checked push had a valid VAPID signature and decrypted.'}
`;
  console.log(section);
  if (!opt['no-write']) {
    writeResultsSection('push', section);
    say(`wrote ${relative(root, RESULTS_FILE)}`);
  }
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`[push] failed: ${err.stack ?? err}`);
} finally {
  await stopAll(['svc-gateway'], 0);
  await dropState().catch((err) => console.error(`[push] cleanup: ${err.message}`));
}
process.exit(code);
