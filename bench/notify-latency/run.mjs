#!/usr/bin/env node
// Live-push latency benchmark: event published → notification visible in the
// user's server-sent events stream. See bench/README.md.
//
//   node bench/notify-latency/run.mjs [--users 50] [--rate 50] [--events 2000] [--runs 3] [--warmup 100]
//                                     [--no-build] [--keep] [--no-write] [--no-wait]
//
// Needs Postgres and NATS (JetStream) running: DATABASE_URL / NATS_URL, default 127.0.0.1.
// Starts the built services and gateway (own DB and NATS prefixes), signs up N users through the
// gateway, opens each one's GET /api/notifications/stream with its pawpals.sid cookie (node:http),
// then publishes `directory.inquiry_replied` events (one customer each, round robin) into JetStream at
// a steady rate, as svc-directory's outbox relay does, and times publish → `event: notification`
// received on that customer's stream. p50/p95/p99 per run; medians of the runs go to bench/RESULTS.md.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DiscardPolicy, JSONCodec, RetentionPolicy, StorageType, connect, nanos } from 'nats';
import pg from 'pg';
import { buildBackend, createProcesses, dropBenchState, freePort, RESULTS_FILE, sleep, writeResultsSection } from '../lib/harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'bench/out/notify-latency');
const SERVICES = ['directory', 'pets', 'notifications', 'admin'];
const DATABASES = ['identity', ...SERVICES];
const TARGET_P95_MS = 200;

const { values: opt } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    rate: { type: 'string', default: '50' },
    events: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '100' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'no-wait': { type: 'boolean', default: false },
  },
});
const userCount = Number(opt.users);
const rate = Number(opt.rate);
const eventsPerRun = Number(opt.events);
const runs = Number(opt.runs);
const warmupEvents = Number(opt.warmup);

const env = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
  DB_NAME_PREFIX: process.env.BENCH_DB_PREFIX || 'benchnl_',
  NATS_PREFIX: process.env.BENCH_NATS_PREFIX || 'benchnl',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
// Same derivations as libs/nest-common config.ts (prefixed / streamName).
const natsPrefix = `${env.NATS_PREFIX.replace(/\.+$/, '')}.`;
const subject = `${natsPrefix}events.directory.inquiry_replied`;
const streamName = `${natsPrefix.replace(/\./g, '_')}EVENTS`;

const say = (msg) => console.log(`[notify-latency] ${msg}`);
const codec = JSONCodec();
const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Nearest-rank percentile of an ascending array. */
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

mkdirSync(outDir, { recursive: true });

const { children, problems, start, stopAll: stopChildren, waitFor } = createProcesses({ root, outDir, env });
const stopAll = () => stopChildren(['svc-gateway'], 0);
async function dropState() {
  await dropBenchState(env, DATABASES);
}

function machineBusy() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const all = cpu.reduce((a, b) => a + b, 0);
    return { busy: all - cpu[3] - (cpu[4] ?? 0), all };
  } catch {
    return undefined;
  }
}
const busyShare = (a, b) => (a && b && b.all > a.all ? (b.busy - a.busy) / (b.all - a.all) : NaN);

/** CPU seconds of each of our children (by pid) and of every postgres / nats-server process. */
function cpuSnapshot() {
  const out = {};
  const own = new Map(children.map((c) => [c.pid, c.name]));
  for (const pid of readdirSafe('/proc')) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const name = own.get(Number(pid)) ?? (comm === 'postgres' ? 'postgres' : comm === 'nats-server' ? 'nats-server' : null);
    if (name) out[`${pid}:${name}`] = (Number(fields[11]) + Number(fields[12])) / 100;
  }
  const u = process.cpuUsage();
  out['self:benchmark (publisher + SSE clients)'] = (u.user + u.system) / 1e6;
  return out;
}
function readdirSafe(dir) {
  try {
    return readdirSync(dir).filter((d) => /^\d+$/.test(d));
  } catch {
    return [];
  }
}
function cpuDelta(before, after) {
  const out = {};
  for (const [key, value] of Object.entries(after)) {
    const name = key.slice(key.indexOf(':') + 1);
    out[name] = (out[name] ?? 0) + value - (before[key] ?? 0);
  }
  return out;
}

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

async function machine() {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query('SHOW server_version');
  await client.end();
  const nc = await connect({ servers: env.NATS_URL });
  const natsVersion = nc.info?.version;
  await nc.close();
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    ramGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    postgres: rows[0].server_version,
    nats: natsVersion,
    os: `${os.type()} ${os.release()}`,
  };
}

/** One SSE connection per user; calls onNotification(json, receivedAt) for each `event: notification`. */
function openStream(base, user, onNotification) {
  return new Promise((done, fail) => {
    const req = http.get(`${base}/api/notifications/stream`, { headers: { cookie: user.cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        fail(new Error(`stream for ${user.username} answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        const receivedAt = performance.now();
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
          }
          if (event === 'notification' && data.length) onNotification(user, JSON.parse(data.join('\n')), receivedAt);
        }
      });
      res.on('end', () => {
        if (!user.closing) problems.push(`stream of ${user.username} ended`);
      });
      done(req);
    });
    req.on('error', (err) => {
      if (!user.closing) fail(err);
    });
  });
}

async function main() {
  const started = new Date();
  if (!opt['no-build']) {
    say('building the backend (nx, cached)…');
    buildBackend();
  }
  const info = await machine();
  say(`${info.cores} cores, ${fmt(info.ramGiB, 1)} GiB, Node ${info.node}, Postgres ${info.postgres}, NATS ${info.nats}`);
  await dropState(); // leftovers of an interrupted run

  const gatewayPort = await freePort();
  for (const s of SERVICES) start(`svc-${s}`, [`svc-${s}/dist/main.js`]);
  start('svc-gateway', ['svc-gateway/dist/main.js'], { PORT: String(gatewayPort), HOST: '127.0.0.1', WEB_ROOT: '' });
  const base = `http://127.0.0.1:${gatewayPort}`;
  await waitFor('gateway /api/health 200', async () => (await fetch(`${base}/api/health`)).status === 200);
  say(`gateway and services healthy on ${base}`);

  // Sign up the customers (sequentially: scrypt is deliberately expensive).
  const tag = Date.now().toString(36);
  const users = [];
  for (let i = 0; i < userCount; i++) {
    const username = `nl_${tag}_${i}`;
    const res = await fetch(`${base}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Latency',
        lastName: `User${i}`,
        username,
        email: `${username}@example.com`,
        password: 'Bench-mark-2024!',
        confirmPassword: 'Bench-mark-2024!',
      }),
    });
    if (!res.ok) throw new Error(`sign-up ${i} failed: ${res.status} ${await res.text()}`);
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('pawpals.sid='));
    if (!sid) throw new Error('sign-up answered without a pawpals.sid cookie');
    const body = await res.json();
    const id = body.id ?? body.user?.id;
    if (!id) throw new Error(`sign-up answered without a user id: ${JSON.stringify(body)}`);
    users.push({ id, username, cookie: sid.split(';')[0], closing: false });
  }
  say(`signed up ${users.length} users`);

  // sent: seq → publish time; latencies land in the current run's array.
  const sent = new Map();
  let current = { latencies: [], unexpected: 0, misrouted: 0 };
  const onNotification = (user, n, receivedAt) => {
    const m = /bench-latency-(\d+)/.exec(n.message ?? '');
    if (!m) return; // welcome notifications and the like
    const entry = sent.get(Number(m[1]));
    if (!entry) return void current.unexpected++;
    if (entry.userId !== user.id) return void current.misrouted++;
    if (entry.received) return void current.unexpected++; // a duplicate push
    entry.received = true;
    if (!entry.warmup) current.latencies.push(receivedAt - entry.at);
  };
  const requests = [];
  for (const user of users) requests.push(await openStream(base, user, onNotification));
  say(`${requests.length} SSE streams open`);

  const nc = await connect({ servers: env.NATS_URL, name: 'bench-notify-latency' });
  const js = nc.jetstream();
  const jsm = await nc.jetstreamManager();
  await jsm.streams.info(streamName).catch(() =>
    jsm.streams.add({
      name: streamName,
      subjects: [`${natsPrefix}events.>`],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      discard: DiscardPolicy.Old,
      max_age: nanos(30 * 24 * 3600 * 1000),
      duplicate_window: nanos(10 * 60 * 1000),
    }),
  );

  let seq = 0;
  /** Publishes `count` events at `rate`/s (scheduled against the clock, not after each other), round robin over the users. */
  async function publishSteady(count, warmup) {
    const interval = 1000 / rate;
    const t0 = performance.now();
    const acks = [];
    let late = 0;
    for (let i = 0; i < count; i++) {
      const due = t0 + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      else if (wait < -interval) late++;
      const n = ++seq;
      const user = users[n % users.length];
      const id = randomUUID();
      const envelope = {
        id,
        type: 'directory.inquiry_replied',
        occurredAt: new Date().toISOString(),
        actor: null,
        data: {
          conversationId: randomUUID(),
          messageId: randomUUID(),
          businessId: randomUUID(),
          businessName: 'Bench Grooming',
          ownerId: randomUUID(),
          customerId: user.id,
          subject: `bench-latency-${n}`,
        },
      };
      sent.set(n, { at: performance.now(), userId: user.id, warmup, received: false });
      acks.push(js.publish(subject, codec.encode(envelope), { msgID: id }).catch((err) => problems.push(`publish ${n}: ${err.message}`)));
    }
    await Promise.all(acks);
    return { seconds: (performance.now() - t0) / 1000, late };
  }

  async function drain(fromSeq, toSeq) {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      let missing = 0;
      for (let n = fromSeq; n <= toSeq; n++) if (!sent.get(n).received) missing++;
      if (!missing) return 0;
      await sleep(100);
    }
    let missing = 0;
    for (let n = fromSeq; n <= toSeq; n++) if (!sent.get(n).received) missing++;
    return missing;
  }

  await waitQuiet();
  say(`warm-up: ${warmupEvents} events at ${rate}/s (not counted)`);
  {
    const from = seq + 1;
    await publishSteady(warmupEvents, true);
    const missing = await drain(from, seq);
    if (missing) problems.push(`warm-up: ${missing} notifications never arrived`);
  }

  const samples = [];
  for (let r = 1; r <= runs; r++) {
    await waitQuiet();
    current = { latencies: [], unexpected: 0, misrouted: 0 };
    const from = seq + 1;
    const cpu0 = cpuSnapshot();
    const m0 = machineBusy();
    const { seconds, late } = await publishSteady(eventsPerRun, false);
    const missing = await drain(from, seq);
    const cpu = cpuDelta(cpu0, cpuSnapshot());
    const machineUse = busyShare(m0, machineBusy());
    const lat = [...current.latencies].sort((a, b) => a - b);
    const sample = {
      events: eventsPerRun,
      received: lat.length,
      missing,
      unexpected: current.unexpected,
      misrouted: current.misrouted,
      achievedRate: eventsPerRun / seconds,
      late,
      p50: pct(lat, 50),
      p95: pct(lat, 95),
      p99: pct(lat, 99),
      max: lat[lat.length - 1],
      mean: lat.reduce((a, b) => a + b, 0) / lat.length,
      cpu,
      machineUse,
      latencies: lat,
    };
    if (missing) problems.push(`run ${r}: ${missing} of ${eventsPerRun} notifications never reached the stream`);
    if (current.misrouted) problems.push(`run ${r}: ${current.misrouted} notifications reached the wrong user's stream`);
    if (current.unexpected) problems.push(`run ${r}: ${current.unexpected} unexpected or duplicate pushes`);
    samples.push(sample);
    say(`run ${r}: ${sample.received}/${eventsPerRun} at ${fmt(sample.achievedRate, 1)}/s — p50 ${fmt(sample.p50, 1)} ms  p95 ${fmt(sample.p95, 1)} ms  ` +
      `p99 ${fmt(sample.p99, 1)} ms  max ${fmt(sample.max, 1)} ms; machine ${fmt(100 * machineUse)} % busy`);
  }

  for (const user of users) user.closing = true;
  for (const req of requests) req.destroy();
  await nc.close();
  for (const child of children) {
    if (child.errorLines.length) problems.push(`${child.name} logged ${child.errorLines.length} error line(s), first: ${child.errorLines[0]}`);
  }

  const med = (key) => median(samples.map((s) => s[key]));
  const pooled = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const p95 = med('p95');
  const met = p95 <= TARGET_P95_MS;
  say(`median of ${runs} runs: p50 ${fmt(med('p50'), 1)} ms  p95 ${fmt(p95, 1)} ms  p99 ${fmt(med('p99'), 1)} ms ` +
    `(target p95 ≤ ${TARGET_P95_MS} ms → ${met ? 'met' : 'MISSED'})`);

  // CPU milliseconds per delivered notification, by process, over all runs.
  const cpuSums = {};
  for (const s of samples) for (const [k, v] of Object.entries(s.cpu)) cpuSums[k] = (cpuSums[k] ?? 0) + v;
  const delivered = samples.reduce((n, s) => n + s.received, 0);
  const cpuRows = Object.entries(cpuSums)
    .filter(([, v]) => v > 0.01)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `| ${k} | ${fmt((v * 1000) / delivered, 2)} |`);

  const command = `node bench/notify-latency/run.mjs --users ${userCount} --rate ${rate} --events ${eventsPerRun} --runs ${runs} --warmup ${warmupEvents}`;
  const runRows = samples.map(
    (s, i) => `| ${i + 1} | ${s.received} / ${s.events} | ${fmt(s.achievedRate, 1)} | ${fmt(s.p50, 1)} | ${fmt(s.p95, 1)} | ${fmt(s.p99, 1)} | ${fmt(s.max, 1)} | ${fmt(100 * s.machineUse)} % | ${s.late} |`,
  );
  const section = `
## Live push: event → notification in the user's SSE stream

${userCount} users signed up through the gateway (\`POST /api/signup\`), each with its
\`GET /api/notifications/stream\` open (node:http, \`pawpals.sid\` cookie). The benchmark publishes
\`directory.inquiry_replied\` events into JetStream as svc-directory's outbox relay does (message id = event id;
\`customerId\` = one of the users, round robin) at a steady ${rate} events/s, and times publish →
\`event: notification\` received on that user's stream. Path: JetStream → svc-notifications durable consumer
(transaction: processed_events + notification insert, commit) → core NATS \`live.notifications.user.<id>\` →
svc-gateway SSE → client. ${warmupEvents} warm-up events, then ${runs} runs of ${eventsPerRun} events; percentiles per run,
medians of the runs. All services, the gateway, Postgres, NATS and the benchmark share the machine.

- Date: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC
- Machine: ${info.cores} cores (${info.cpu}), ${fmt(info.ramGiB, 1)} GiB RAM, ${info.os}; Node ${info.node}, Postgres ${info.postgres}, NATS ${info.nats}
- Command: \`${command}\`

| | p50 (ms) | p95 (ms) | p99 (ms) |
|---|---:|---:|---:|
| median of ${runs} runs | ${fmt(med('p50'), 1)} | **${fmt(p95, 1)}** | ${fmt(med('p99'), 1)} |
| all ${fmt(pooled.length)} events pooled | ${fmt(pct(pooled, 50), 1)} | ${fmt(pct(pooled, 95), 1)} | ${fmt(pct(pooled, 99), 1)} |
| target | | ≤ ${TARGET_P95_MS} → ${met ? '**met**' : '**missed**'} | |

<details><summary>Every run, and CPU per notification</summary>

| run | received | events/s | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | machine busy | publishes > 1 interval late |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${runRows.join('\n')}

CPU milliseconds per delivered notification (from /proc, all runs; \`postgres\` and \`nats-server\` are counted by
process name, so on a shared machine they include other people's work):

| process | CPU ms / notification |
|---|---:|
${cpuRows.join('\n')}

</details>

${problems.length ? `Problems seen during the run:\n${problems.map((p) => `- ${p}`).join('\n')}` : 'Every event reached the right stream exactly once; no errors or crashes during the run.'}
`;
  if (!opt['no-write']) {
    writeResultsSection('notify-latency', section);
    say(`wrote ${relative(root, RESULTS_FILE)}`);
  }
  writeFileSync(
    join(outDir, 'last-run.json'),
    JSON.stringify({ info, samples: samples.map(({ latencies: _latencies, ...s }) => s), pooled: { p50: pct(pooled, 50), p95: pct(pooled, 95), p99: pct(pooled, 99) }, problems }, null, 2),
  );
  return problems.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`[notify-latency] failed: ${err.stack ?? err}`);
  for (const p of problems) console.error(`[notify-latency] ${p}`);
} finally {
  await stopAll();
  if (!opt.keep) await dropState().catch((err) => console.error(`[notify-latency] cleanup: ${err.message}`));
  else say(`--keep: databases ${env.DB_NAME_PREFIX}* and streams ${natsPrefix.replace(/\./g, '_')}* left in place`);
}
process.exit(code);
