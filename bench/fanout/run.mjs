#!/usr/bin/env node
// Fan-out benchmark: how long does an admin broadcast take to reach every user?
// See bench/README.md.
//
//   node bench/fanout/run.mjs [--users 100000] [--runs 5] [--history 5] [--poll 20] [--no-build] [--keep] [--no-write] [--no-wait]
//
// Needs Postgres and NATS (JetStream) running: DATABASE_URL / NATS_URL, default 127.0.0.1.
// Starts the built svc-notifications alone (with its own DB and NATS prefixes), seeds N users
// set-based into its user_profiles projection, then per run publishes one `admin.broadcast_requested`
// event into JetStream exactly as svc-admin's outbox relay will (message id = event id) and polls
// `count(*) … WHERE source_event_id = <event id>` until it reaches N. Median of the runs goes to
// bench/RESULTS.md.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DiscardPolicy, JSONCodec, RetentionPolicy, StorageType, connect, nanos } from 'nats';
import pg from 'pg';
import { buildBackend, createProcesses, dropBenchState, RESULTS_FILE, sleep, writeResultsSection } from '../lib/harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'bench/out/fanout');
const TARGET_MS = 3000;

const { values: opt } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    poll: { type: 'string', default: '20' },
    history: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'no-wait': { type: 'boolean', default: false },
  },
});
const users = Number(opt.users);
const runs = Number(opt.runs);
const pollMs = Number(opt.poll);
const history = Number(opt.history);

const env = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
  DB_NAME_PREFIX: process.env.BENCH_DB_PREFIX || 'benchfan_',
  NATS_PREFIX: process.env.BENCH_NATS_PREFIX || 'benchfan',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
// Same derivations as libs/nest-common config.ts (prefixed / streamName).
const natsPrefix = `${env.NATS_PREFIX.replace(/\.+$/, '')}.`;
const subject = `${natsPrefix}events.admin.broadcast_requested`;
const streamName = `${natsPrefix.replace(/\./g, '_')}EVENTS`;
const consumerName = 'notifications__admin_broadcast_requested';
const dbName = `${env.DB_NAME_PREFIX}notifications`;
const dbUrl = (() => {
  const u = new URL(env.DATABASE_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

const say = (msg) => console.log(`[fanout] ${msg}`);
const codec = JSONCodec();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
// Only svc-notifications runs: its database and the run's streams are what the cleanup drops.
const { problems, start, stopAll, waitFor } = createProcesses({ root, outDir, env });
const dropState = () => dropBenchState(env, ['notifications']);
let service;

function machineBusy() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const all = cpu.reduce((a, b) => a + b, 0);
    return { busy: all - cpu[3] - (cpu[4] ?? 0), all };
  } catch {
    return undefined;
  }
}

/** Share of the whole machine in use between two machineBusy() snapshots. */
const busyShare = (a, b) => (a && b && b.all > a.all ? (b.busy - a.busy) / (b.all - a.all) : NaN);

/** The machine is shared: wait (up to 90 s) until it is under 30 % busy over 2 s. */
async function waitQuiet() {
  if (opt['no-wait']) return;
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    const a = machineBusy();
    await sleep(2000);
    if (!(busyShare(a, machineBusy()) >= 0.3)) break;
  }
  const waited = (Date.now() - started) / 1000 - 2;
  if (waited > 2) say(`waited ${fmt(waited)} s for other processes to calm down`);
}

function procStatus(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, hwm: NaN };
  }
}

function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

async function machine(client, nc) {
  const { rows } = await client.query('SHOW server_version');
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    ramGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    postgres: rows[0].server_version,
    nats: nc.info?.version,
    os: `${os.type()} ${os.release()}`,
  };
}

/** The same stream svc-admin's relay (ensureEventsStream) would create, if svc-notifications has not yet. */
async function ensureStream(jsm) {
  try {
    await jsm.streams.info(streamName);
  } catch {
    await jsm.streams
      .add({
        name: streamName,
        subjects: [`${natsPrefix}events.>`],
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        discard: DiscardPolicy.Old,
        max_age: nanos(30 * 24 * 3600 * 1000),
        duplicate_window: nanos(10 * 60 * 1000),
      })
      .catch(() => jsm.streams.info(streamName));
  }
}

/** One broadcast: publish, then poll the count until every user has the notification. */
async function broadcastOnce(nc, db, label) {
  const id = randomUUID();
  const envelope = {
    id,
    type: 'admin.broadcast_requested',
    occurredAt: new Date().toISOString(),
    actor: null,
    data: { broadcastId: randomUUID(), title: `Bench broadcast ${label}`, message: 'Fan-out benchmark: hello, every pet family!' },
  };
  const pid = service.pid;
  const cpu0 = cpuSeconds(pid);
  const machine0 = machineBusy();
  const rss0 = procStatus(pid).rss;
  let peakRss = rss0;
  const sampler = setInterval(() => {
    const { rss } = procStatus(pid);
    if (rss > peakRss) peakRss = rss;
  }, 10);

  const t0 = performance.now();
  const wall0 = Date.now();
  await nc.jetstream().publish(subject, codec.encode(envelope), { msgID: id });
  const acked = performance.now() - t0;
  let count = 0;
  let polls = 0;
  while (count < users) {
    if (performance.now() - t0 > 120_000) throw new Error(`run ${label}: only ${count} of ${users} notifications after 120 s`);
    if (problems.length) throw new Error(problems.join('; '));
    const { rows } = await db.query('SELECT count(*)::int AS n FROM notifications WHERE source_event_id = $1', [id]);
    polls++;
    count = rows[0].n;
    if (count < users) await sleep(pollMs);
  }
  const total = performance.now() - t0;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, procStatus(pid).rss);
  const cpu = cpuSeconds(pid) - cpu0;
  const machineUse = busyShare(machine0, machineBusy());
  // created_at defaults to now() = the start of the consumer's transaction: splits the total into
  // "event reaches the consumer" and "the set-based insert + commit".
  const { rows } = await db.query(
    'SELECT extract(epoch FROM min(created_at)) * 1000 AS started FROM notifications WHERE source_event_id = $1',
    [id],
  );
  const txStart = Number(rows[0].started) - wall0;
  return { id, total, acked, txStart, insert: total - txStart, polls, rss0, peakRss, cpu, machineUse, count };
}

async function main() {
  const started = new Date();
  if (!opt['no-build']) {
    say('building the backend (nx, cached)…');
    buildBackend();
  }
  await dropState(); // leftovers of an interrupted run

  service = start('svc-notifications', ['svc-notifications/dist/main.js']);
  const nc = await connect({ servers: env.NATS_URL, name: 'bench-fanout' });
  const jsm = await nc.jetstreamManager();
  await waitFor('svc-notifications health', async () => {
    const reply = await nc.request(`${natsPrefix}notifications.health`, codec.encode({}), { timeout: 1000 });
    return JSON.stringify(codec.decode(reply.data)).includes('ok');
  });
  await ensureStream(jsm);
  await waitFor(`durable consumer ${consumerName}`, async () => Boolean(await jsm.consumers.info(streamName, consumerName)));

  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const info = await machine(db, nc);
  say(`${info.cores} cores, ${fmt(info.ramGiB, 1)} GiB, Node ${info.node}, Postgres ${info.postgres}, NATS ${info.nats}`);

  say(`seeding ${fmt(users)} users into ${dbName}.user_profiles…`);
  const seed0 = performance.now();
  await db.query(
    `INSERT INTO user_profiles (user_id, first_name, last_name, username, email, account_type, profile_image_url, registered_at)
     SELECT gen_random_uuid(), 'Bench' || i, 'User', 'bench_user_' || i, 'bench_user_' || i || '@example.com',
            CASE WHEN i % 10 = 0 THEN 'business_owner' ELSE 'pet_owner' END, NULL, now() - make_interval(secs => i)
     FROM generate_series(1, $1::int) AS i`,
    [users],
  );
  await db.query('VACUUM ANALYZE user_profiles');
  // A live system's notifications table is not empty: give every user `history` older notifications
  // (as after that many earlier broadcasts), so the indexes the broadcast writes into have a realistic size.
  for (let h = 1; h <= history; h++) {
    await db.query(
      `INSERT INTO notifications (user_id, title, message, link, source_event_id, is_read, created_at)
       SELECT user_id, 'Earlier broadcast ' || $1::int, 'An older announcement.', NULL, $2, true, now() - make_interval(days => $1::int)
       FROM user_profiles`,
      [h, randomUUID()],
    );
  }
  await db.query('VACUUM ANALYZE notifications');
  say(`seeded in ${fmt(performance.now() - seed0)} ms (${fmt(users)} users, ${fmt(users * history)} older notifications)`);

  // Warm-up: first broadcast (cold caches, first-time code paths), not counted.
  await waitQuiet();
  const warm = await broadcastOnce(nc, db, 'warm-up');
  say(`warm-up ${fmt(warm.total)} ms (not counted)`);

  const samples = [];
  let previous = warm.id;
  for (let i = 1; i <= runs; i++) {
    // Each run starts from the same state: the seeded users and their older notifications only.
    await db.query('DELETE FROM notifications WHERE source_event_id = $1', [previous]);
    await db.query('VACUUM ANALYZE notifications');
    await db.query('CHECKPOINT').catch(() => undefined); // needs superuser; best effort
    await waitQuiet();
    const s = await broadcastOnce(nc, db, String(i));
    previous = s.id;
    samples.push(s);
    say(`run ${i}: ${fmt(s.total)} ms (publish ack ${fmt(s.acked, 1)} ms, consumer tx began at +${fmt(s.txStart)} ms, insert+commit ~${fmt(s.insert)} ms), ` +
      `RSS ${fmt(s.rss0)} → peak ${fmt(s.peakRss)} MiB, service CPU ${fmt(s.cpu, 2)} s, machine ${fmt(100 * s.machineUse)} % busy`);
  }
  if (service.errorLines.length) problems.push(`svc-notifications logged ${service.errorLines.length} error line(s), first: ${service.errorLines[0]}`);

  // Where the time goes, on the database side: the same statement, explained, rolled back.
  let plan = '';
  await db.query('DELETE FROM notifications WHERE source_event_id = $1', [previous]);
  await db.query('VACUUM ANALYZE notifications');
  try {
    await db.query('BEGIN');
    const { rows } = await db.query(
      `EXPLAIN (ANALYZE, BUFFERS, WAL, FORMAT TEXT)
       INSERT INTO notifications (user_id, title, message, link, source_event_id)
       SELECT user_id, $1, $2, $3, $4 FROM user_profiles
       ON CONFLICT (source_event_id, user_id) DO NOTHING RETURNING 1`,
      ['Explain', 'Explained broadcast', null, randomUUID()],
    );
    plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  } catch (err) {
    plan = `(EXPLAIN failed: ${err.message})`;
  } finally {
    await db.query('ROLLBACK').catch(() => undefined);
  }
  await db.end();
  await nc.close();

  const med = (key) => median(samples.map((s) => s[key]));
  const total = med('total');
  const met = total <= TARGET_MS;
  const peak = Math.max(...samples.map((s) => s.peakRss));
  say(`median ${fmt(total)} ms over ${runs} runs (target ≤ ${TARGET_MS} ms → ${met ? 'met' : 'MISSED'}); peak RSS ${fmt(peak)} MiB`);

  const command = `node bench/fanout/run.mjs --users ${users} --runs ${runs} --history ${history} --poll ${pollMs}`;
  const rows = samples.map(
    (s, i) => `| ${i + 1} | ${fmt(s.total)} | ${fmt(s.acked, 1)} | ${fmt(s.txStart)} | ${fmt(s.insert)} | ${fmt(s.rss0)} → ${fmt(s.peakRss)} | ${fmt(s.cpu, 2)} | ${fmt(100 * s.machineUse)} % |`,
  );
  const section = `
## Fan-out: one admin broadcast to ${fmt(users)} users

${fmt(users)} users seeded set-based into svc-notifications' \`user_profiles\` projection (\`INSERT … SELECT generate_series\`).
Each run publishes one \`admin.broadcast_requested\` event into JetStream as svc-admin's outbox relay will
(subject \`events.admin.broadcast_requested\`, message id = event id) and polls
\`SELECT count(*) FROM notifications WHERE source_event_id = <event id>\` every ${pollMs} ms until it reaches ${fmt(users)};
the time is publish → last poll. Every user also has ${history} older notifications (${fmt(users * history)} rows seeded the same way),
so the table and its indexes are not empty; each run's rows are deleted (and the table vacuumed) before the next run, and one warm-up
run is not counted.
Only svc-notifications runs (built \`dist\`, \`LOG_LEVEL=warn\`); Postgres, NATS and the benchmark share the machine.
The split comes from \`created_at\` (= \`now()\` of the consumer's transaction): *delivery* = publish → that
transaction begins, *insert + commit* = the rest (includes up to one poll interval).

- Date: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC
- Machine: ${info.cores} cores (${info.cpu}), ${fmt(info.ramGiB, 1)} GiB RAM, ${info.os}; Node ${info.node}, Postgres ${info.postgres}, NATS ${info.nats}
- Command: \`${command}\`

| | median of ${runs} runs |
|---|---:|
| publish → all ${fmt(users)} notifications persisted | **${fmt(total)} ms** |
| target | ≤ ${fmt(TARGET_MS)} ms → ${met ? '**met**' : '**missed**'} |
| delivery (publish → consumer transaction begins) | ${fmt(med('txStart'))} ms |
| insert + commit | ${fmt(med('insert'))} ms |
| svc-notifications peak RSS during a run (sampled every 10 ms) | ${fmt(peak)} MiB (idle ${fmt(med('rss0'))} MiB) |
| svc-notifications CPU per broadcast | ${fmt(med('cpu'), 2)} s |

<details><summary>Every run</summary>

| run | total (ms) | publish ack (ms) | tx began at (ms) | insert + commit (ms) | RSS before → peak (MiB) | service CPU (s) | machine busy |
|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

</details>

<details><summary>The broadcast statement, EXPLAIN (ANALYZE, BUFFERS, WAL) on the seeded table (rolled back)</summary>

\`\`\`
${plan}
\`\`\`

</details>

${problems.length ? `Problems seen during the run:\n${problems.map((p) => `- ${p}`).join('\n')}` : 'No errors or crashes during the run.'}
`;
  if (!opt['no-write']) {
    writeResultsSection('fanout', section);
    say(`wrote ${relative(root, RESULTS_FILE)}`);
  }
  writeFileSync(join(outDir, 'last-run.json'), JSON.stringify({ info, warm, samples, plan, problems }, null, 2));
  return problems.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`[fanout] failed: ${err.stack ?? err}`);
  for (const p of problems) console.error(`[fanout] ${p}`);
} finally {
  await stopAll([], 0);
  if (!opt.keep) await dropState().catch((err) => console.error(`[fanout] cleanup: ${err.message}`));
  else say(`--keep: database ${dbName} and streams ${natsPrefix.replace(/\./g, '_')}* left in place`);
}
process.exit(code);
