#!/usr/bin/env node
// Hop-tax benchmark: what does the gateway → NATS → service path cost compared with
// a bare single-process Node server doing the same Postgres work? See bench/README.md.
//
//   node bench/hop-tax/run.mjs [--rounds 3] [--duration 10] [--connections 50] [--warmup 5]
//                              [--light 1] [--no-build] [--keep] [--no-write] [--cpu-prof] [--no-wait] [--floor]
//                              [--tracing] [--otlp-protocol http/protobuf|http/json]
//
// --floor adds a third side: the same hops with no framework (floor.mjs), i.e. what the architecture
// itself costs on this machine; the "gateway ÷ floor" row compares the real path with it.
// --tracing adds a side "traced": a second gateway and svc-notifications with tracing on
// (OTEL_EXPORTER_OTLP_ENDPOINT → a local receiver, otlp-receiver.mjs), on the same databases and a NATS
// prefix of their own, measured interleaved with the untraced path (docs/decisions/0149-tracing.md).
//
// Needs Postgres and NATS (JetStream) running: DATABASE_URL / NATS_URL, default 127.0.0.1.
// Starts the built services and gateway itself (not `npm start`, which also builds the web apps),
// signs up one user, then measures GET /api/notifications/unread-count on both sides, interleaved
// round by round with the same autocannon settings, and writes the medians to bench/RESULTS.md.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { connect } from 'nats';
import pg from 'pg';
import { buildBackend, createProcesses, dropBenchState, freePort, RESULTS_FILE, sleep, writeResultsSection } from '../lib/harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'bench/out/hop-tax');
const ROUTE = '/api/notifications/unread-count';
const SERVICES = ['directory', 'pets', 'notifications', 'admin'];
const DATABASES = ['identity', ...SERVICES];

const { values: opt } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    light: { type: 'string', default: '1' },
    'no-wait': { type: 'boolean', default: false },
    floor: { type: 'boolean', default: false },
    tracing: { type: 'boolean', default: false },
    'otlp-protocol': { type: 'string', default: 'http/protobuf' },
  },
});
const rounds = Number(opt.rounds);
const duration = Number(opt.duration);
const connections = Number(opt.connections);
const warmup = Number(opt.warmup);

const env = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
  DB_NAME_PREFIX: process.env.BENCH_DB_PREFIX || 'bench_',
  NATS_PREFIX: process.env.BENCH_NATS_PREFIX || 'bench',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};

const say = (msg) => console.log(`[hop-tax] ${msg}`);

mkdirSync(outDir, { recursive: true });

const { children, problems, start, stopAll: stopChildren, waitFor } = createProcesses({ root, outDir, env });
const stopAll = () => stopChildren(['svc-gateway', 'svc-gateway-traced', 'bare-server', 'floor-gateway'], 1000);
async function dropState() {
  await dropBenchState(env, DATABASES);
}

/**
 * The machine is shared (builds, browser tests…): before each measured round wait, up to 3 minutes,
 * until the whole machine is under 30 % busy over 2 s with the benchmark idle. --no-wait skips this.
 */
async function waitQuiet() {
  if (opt['no-wait']) return;
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    const a = cpuSnapshot()['machine:(machine busy)'];
    await sleep(2000);
    const b = cpuSnapshot()['machine:(machine busy)'];
    if (a === undefined || (b - a) / (2 * os.cpus().length) < 0.3) break;
  }
  const waited = (Date.now() - started) / 1000 - 2;
  if (waited > 2) say(`waited ${fmt(waited)} s for other processes to calm down`);
}

/** Resolves with the port a child prints as "listening <port>". */
function listeningPort(child) {
  return new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => {
      const m = /listening (\d+)/.exec(String(chunk));
      if (m) done(Number(m[1]));
    });
    child.once('exit', () => fail(new Error(`${child.name} exited`)));
  });
}

function load(url, cookie, seconds, conns = connections) {
  return new Promise((done, fail) => {
    const instance = autocannon(
      { url, connections: conns, duration: seconds, headers: { cookie }, timeout: 10 },
      (err, result) => (err ? fail(err) : done(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * CPU seconds used so far by each component on this machine, read from /proc (Linux): our children
 * by pid, every `postgres` and `nats-server` process by name, and this process (the load generator).
 * Differences around a round give the CPU cost per request of each hop.
 */
function cpuSnapshot() {
  const ticks = 100; // USER_HZ
  const byComponent = { 'load generator': process.cpuUsage() };
  const totals = {};
  const add = (name, seconds) => (totals[name] = (totals[name] ?? 0) + seconds);
  const own = new Map(children.map((c) => [c.pid, c.name]));
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return {};
  }
  for (const pid of pids) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / ticks;
    const name = own.get(Number(pid)) ?? (comm === 'postgres' ? 'postgres' : comm === 'nats-server' ? 'nats-server' : null);
    if (name) add(`${pid}:${name}`, seconds);
  }
  // Whole machine (every process, ours or not): busy = all CPU time but idle and iowait.
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const all = cpu.reduce((a, b) => a + b, 0);
    totals['machine:(machine busy)'] = (all - cpu[3] - (cpu[4] ?? 0)) / ticks;
  } catch {
    /* not Linux */
  }
  const u = byComponent['load generator'];
  totals['self:load generator'] = (u.user + u.system) / 1e6;
  return totals;
}

/** Share of the machine used during a round by processes that are not part of the benchmark. */
function otherLoad(cpu) {
  const machine = cpu['(machine busy)'];
  if (machine === undefined) return NaN;
  const ours = Object.entries(cpu).filter(([k]) => k !== '(machine busy)').reduce((a, [, v]) => a + v, 0);
  return Math.max(0, machine - ours) / (duration * os.cpus().length);
}

/** CPU seconds per component between two snapshots (a process that appeared in between counts whole). */
function cpuDelta(before, after) {
  const out = {};
  for (const [key, value] of Object.entries(after)) {
    const name = key.slice(key.indexOf(':') + 1);
    out[name] = (out[name] ?? 0) + value - (before[key] ?? 0);
  }
  return out;
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

async function main() {
  const started = new Date();
  if (!opt['no-build']) {
    // Layer by layer with --exclude-task-dependencies: the backend only, even when a frontend project
    // (or a test-only import cycle between libs) would break `nx run-many -t build` as a whole.
    say('building the backend (nx, cached)…');
    buildBackend();
  }
  const info = await machine();
  say(`${info.cores} cores, ${fmt(info.ramGiB, 1)} GiB, Node ${info.node}, Postgres ${info.postgres}, NATS ${info.nats}`);
  await dropState(); // leftovers of an interrupted run

  const gatewayPort = await freePort();
  const prof = (name) => (opt['cpu-prof'] ? [`--cpu-prof`, `--cpu-prof-dir=${outDir}`, `--cpu-prof-name=${name}.cpuprofile`] : []);
  for (const s of SERVICES) start(`svc-${s}`, [...prof(`svc-${s}`), `svc-${s}/dist/main.js`]);
  const gateway = start('svc-gateway', [...prof('svc-gateway'), 'svc-gateway/dist/main.js'], {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    WEB_ROOT: '',
  });
  const base = `http://127.0.0.1:${gatewayPort}`;
  await waitFor('gateway /api/health 200', async () => (await fetch(`${base}/api/health`)).status === 200);
  say(`gateway and services healthy on ${base}`);

  // One signed-in user; its welcome notification arrives through the outbox → JetStream → consumer.
  const tag = Date.now().toString(36);
  const signup = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      username: `bench_${tag}`,
      email: `bench_${tag}@example.com`,
      password: 'Bench-mark-2024!',
      confirmPassword: 'Bench-mark-2024!',
    }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const sid = signup.headers.getSetCookie().find((c) => c.startsWith('pawpals.sid='));
  if (!sid) throw new Error('sign-up answered without a pawpals.sid cookie');
  const cookie = sid.split(';')[0];
  const gatewayUrl = `${base}${ROUTE}`;
  let expected;
  await waitFor('the welcome notification', async () => {
    const res = await fetch(gatewayUrl, { headers: { cookie } });
    expected = await res.text();
    return res.status === 200 && JSON.parse(expected).count >= 1;
  }, 15_000);

  const bare = start('bare-server', ['bench/hop-tax/bare-server.mjs'], { PORT: String(await freePort()) });
  const targets = { bare: `http://127.0.0.1:${await listeningPort(bare)}${ROUTE}`, gateway: gatewayUrl };
  if (opt.floor) {
    const service = start('floor-service', ['bench/hop-tax/floor.mjs', 'service']);
    await new Promise((done) => service.stdout.on('data', (chunk) => /subscribed/.test(String(chunk)) && done()));
    const floorGateway = start('floor-gateway', ['bench/hop-tax/floor.mjs', 'gateway'], { PORT: String(await freePort()) });
    targets.floor = `http://127.0.0.1:${await listeningPort(floorGateway)}${ROUTE}`;
  }
  let receiverBase;
  if (opt.tracing) {
    // The same databases (the session and notifications of the one user), its own NATS prefix (its
    // requests reach only its own svc-notifications), tracing on with an exporter to a local receiver.
    const receiver = start('otlp-receiver', ['bench/hop-tax/otlp-receiver.mjs']);
    receiverBase = `http://127.0.0.1:${await listeningPort(receiver)}`;
    const traced = {
      NATS_PREFIX: `${env.NATS_PREFIX}.traced`,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiverBase,
      OTEL_EXPORTER_OTLP_PROTOCOL: opt['otlp-protocol'],
    };
    start('svc-notifications-traced', [...prof('svc-notifications-traced'), 'svc-notifications/dist/main.js'], traced);
    const tracedPort = await freePort();
    start('svc-gateway-traced', [...prof('svc-gateway-traced'), 'svc-gateway/dist/main.js'], { ...traced, PORT: String(tracedPort), HOST: '127.0.0.1', WEB_ROOT: '' });
    targets.traced = `http://127.0.0.1:${tracedPort}${ROUTE}`;
    await waitFor('the traced gateway to answer the route', async () => (await fetch(targets.traced, { headers: { cookie } })).status === 200);
  }
  for (const [side, url] of Object.entries(targets)) {
    const body = await (await fetch(url, { headers: { cookie } })).text();
    if (JSON.stringify(JSON.parse(body)) !== JSON.stringify(JSON.parse(expected))) {
      throw new Error(`${side} answers ${body}, gateway ${expected}: not the same work`);
    }
  }
  const sides = Object.keys(targets);
  say(`${sides.join(', ')} answer ${expected}; warm-up ${warmup} s each, then ${rounds} × ${duration} s rounds, ${connections} connections`);

  for (const url of Object.values(targets)) await load(url, cookie, warmup);
  const samples = Object.fromEntries(sides.map((side) => [side, []]));
  // Rotate the order round by round so no side always runs on a warmer (or more tired) machine.
  const orderOf = (i) => sides.map((_, k) => sides[(k + i - 1) % sides.length]);
  for (let i = 1; i <= rounds; i++) {
    const order = orderOf(i);
    for (const side of order) {
      // A round during which other processes took more than 15 % of the machine is run again (up to
      // 3 tries; the calmest one counts).
      let sample;
      for (let attempt = 1; attempt <= 3; attempt++) {
        await waitQuiet();
        const cpuBefore = cpuSnapshot();
        const r = await load(targets[side], cookie, duration);
        const cpu = cpuDelta(cpuBefore, cpuSnapshot());
        const candidate = {
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          total: r.requests.total,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
          cpu,
          otherLoad: otherLoad(cpu),
          attempts: attempt,
        };
        if (candidate.non2xx || candidate.errors || candidate.timeouts) {
          problems.push(`${side} round ${i}: ${candidate.non2xx} non-2xx, ${candidate.errors} errors, ${candidate.timeouts} timeouts`);
        }
        if (!sample || !(candidate.otherLoad >= sample.otherLoad)) sample = candidate;
        if (opt['no-wait'] || !(candidate.otherLoad > 0.15)) break;
        say(`round ${i} ${side}: other processes took ${fmt(100 * candidate.otherLoad)} % of the machine, running it again`);
      }
      samples[side].push(sample);
      say(`round ${i} ${side.padEnd(7)} ${fmt(sample.rps)} req/s  p50 ${sample.p50} ms  p99 ${sample.p99} ms  other load ${fmt(100 * sample.otherLoad)} %` +
        (sample.non2xx || sample.errors ? `  non-2xx ${sample.non2xx} errors ${sample.errors}` : ''));
    }
  }
  for (const child of children) {
    if (child.errorLines.length) problems.push(`${child.name} logged ${child.errorLines.length} error line(s), first: ${child.errorLines[0]}`);
  }
  if (gateway.exitCode !== null) problems.push('gateway is no longer running');
  let exported;
  if (opt.tracing) {
    exported = await (await fetch(`${receiverBase}/stats`)).json();
    say(`the traced side exported ${fmt(exported.requests)} OTLP requests, ${fmt(exported.bytes / 1024 ** 2, 1)} MiB (${Object.keys(exported.contentTypes).join(', ')})`);
    if (!exported.requests) problems.push('tracing was on but nothing reached the OTLP receiver');
  }

  const med = (side, key) => median(samples[side].map((s) => s[key]));
  const bareRps = med('bare', 'rps');
  const gwRps = med('gateway', 'rps');
  const bareP99 = med('bare', 'p99');
  const gwP99 = med('gateway', 'p99');
  const throughputRatio = gwRps / bareRps;
  const p99Ratio = gwP99 / bareP99;
  const throughputMet = throughputRatio >= 0.6;
  const p99Met = p99Ratio <= 2;
  const yesNo = (ok) => (ok ? '**met**' : '**missed**');
  say(`bare ${fmt(bareRps)} req/s p99 ${bareP99} ms | gateway ${fmt(gwRps)} req/s p99 ${gwP99} ms | ` +
    `throughput ${fmt(throughputRatio, 2)}× (target ≥ 0.60) p99 ${fmt(p99Ratio, 2)}× (target ≤ 2.00)`);
  if (opt.floor) {
    say(`floor ${fmt(med('floor', 'rps'))} req/s p99 ${med('floor', 'p99')} ms | ` +
      `throughput ${fmt(med('floor', 'rps') / bareRps, 2)}× p99 ${fmt(med('floor', 'p99') / bareP99, 2)}× of bare | ` +
      `gateway ÷ floor: throughput ${fmt(gwRps / med('floor', 'rps'), 2)}× (target ≥ 0.85) p99 ${fmt(gwP99 / med('floor', 'p99'), 2)}× (target ≤ 1.50)`);
  }
  if (opt.tracing) {
    say(`traced ${fmt(med('traced', 'rps'))} req/s p99 ${med('traced', 'p99')} ms | tracing on ÷ off: throughput ${fmt(med('traced', 'rps') / gwRps, 2)}× (target ≥ 0.90)`);
  }

  // Latency without queueing: a few connections (default 1, one request at a time) on each side,
  // so the figures show what the extra hops themselves add to one request.
  const light = Number(opt.light);
  const fixed = Object.fromEntries(sides.map((side) => [side, []]));
  if (light > 0) {
    for (let i = 1; i <= rounds; i++) {
      for (const side of orderOf(i)) {
        await waitQuiet();
        const r = await load(targets[side], cookie, Math.min(duration, 5), light);
        fixed[side].push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts });
        say(`${light} connection(s) round ${i} ${side.padEnd(7)} ${fmt(r.requests.average)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms`);
        if (r.non2xx + r.errors + r.timeouts) problems.push(`${side} light round ${i}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
      }
    }
  }
  const fixedMed = (side, key) => median(fixed[side].map((s) => s[key]));

  // Where the CPU goes: milliseconds of CPU per answered request, by component, over all rounds.
  const cpuPerRequest = {};
  const components = new Set();
  for (const side of sides) {
    const requests = samples[side].reduce((n, s) => n + s.total, 0);
    const sums = {};
    for (const s of samples[side]) {
      for (const [name, sec] of Object.entries(s.cpu)) if (name !== '(machine busy)') sums[name] = (sums[name] ?? 0) + sec;
    }
    const busy = Object.values(sums).reduce((a, b) => a + b, 0);
    cpuPerRequest[side] = {
      perRequest: Object.fromEntries(Object.entries(sums).map(([name, sec]) => [name, (sec * 1000) / requests])),
      totalMs: (busy * 1000) / requests,
      machineUse: busy / (rounds * duration * info.cores),
    };
    for (const [name, sec] of Object.entries(sums)) if (sec > 0.05) components.add(name);
  }
  const order = ['load generator', 'bare-server', 'floor-gateway', 'floor-service', 'svc-gateway', 'svc-gateway-traced', 'nats-server', 'svc-notifications', 'svc-notifications-traced', 'otlp-receiver', 'svc-directory', 'svc-pets', 'svc-admin', 'postgres'];
  const cpuRows = order
    .filter((name) => components.has(name))
    .map((name) => {
      const cell = (side) => {
        const ms = cpuPerRequest[side].perRequest[name] ?? 0;
        return ms >= 0.0005 ? fmt(ms, 3) : '–';
      };
      return `| ${name} | ${sides.map(cell).join(' | ')} |`;
    });
  cpuRows.push(`| **total CPU per request** | ${sides.map((side) => `**${fmt(cpuPerRequest[side].totalMs, 3)}**`).join(' | ')} |`);
  cpuRows.push(`| machine CPU in use during the rounds | ${sides.map((side) => `${fmt(100 * cpuPerRequest[side].machineUse)} %`).join(' | ')} |`);

  const command = `node bench/hop-tax/run.mjs --rounds ${rounds} --duration ${duration} --connections ${connections} --warmup ${warmup}${opt['cpu-prof'] ? ' --cpu-prof' : ''}${opt.floor ? ' --floor' : ''}${opt.tracing ? ` --tracing${opt['otlp-protocol'] !== 'http/protobuf' ? ` --otlp-protocol ${opt['otlp-protocol']}` : ''}` : ''}${opt['no-wait'] ? ' --no-wait' : ''}${opt['no-build'] ? ' --no-build' : ''}`;
  const floorRps = opt.floor ? med('floor', 'rps') : NaN;
  const floorP99 = opt.floor ? med('floor', 'p99') : NaN;
  const tracedRps = opt.tracing ? med('traced', 'rps') : NaN;
  const tracedP99 = opt.tracing ? med('traced', 'p99') : NaN;
  const roundRows = sides.flatMap((side) =>
    samples[side].map((s, i) => `| ${i + 1} | ${side} | ${fmt(s.rps)} | ${s.p50} | ${s.p99} | ${fmt(s.total)} | ${s.non2xx + s.errors + s.timeouts} | ${fmt(100 * s.otherLoad)} % |`),
  );
  const section = `
## Hop tax: gateway → NATS → service vs a bare Node server

Route \`GET ${ROUTE}\` for one signed-in user (session cookie), ${connections} connections, ${warmup} s warm-up per side,
then ${rounds} interleaved rounds of ${duration} s per side; the figures are the medians of the rounds.
*Bare* = one Node process (\`node:http\` + \`pg\`, bench/hop-tax/bare-server.mjs) doing the same per-request
database work: session lookup by the SHA-256 of the cookie (sessions ⋈ users) and
\`SELECT count(*) … WHERE user_id = $1 AND NOT is_read\`. *Gateway* = the real path: svc-gateway (Nest/Fastify:
helmet, session lookup hook, route table) → NATS request/reply → svc-notifications (Nest, the count as a prepared statement).${opt.floor ? `
*Floor* = the same hops with no framework (bench/hop-tax/floor.mjs): a \`node:http\` process doing the session lookup,
a plain NATS request with a JSON body, a plain NATS subscriber doing the count: what the hops themselves cost here.` : ''}${opt.tracing ? `
*Traced* = the gateway path again, in a second svc-gateway and svc-notifications with tracing on
(\`OTEL_EXPORTER_OTLP_ENDPOINT\` → a local receiver, bench/hop-tax/otlp-receiver.mjs, \`${opt['otlp-protocol']}\`): the HTTP server
span, the RPC client and server spans and the Postgres spans of every request, batched and exported.
*Through the gateway* is the same code with tracing off (no endpoint).` : ''}
Load generator (autocannon), Postgres, NATS and every Node process share the same machine; the machine is
shared with other work too, so ${opt['no-wait'] ? 'the rounds ran whatever else was running (`--no-wait`): the sides are interleaved round by round, so they share the noise, and the' : 'each round starts only once the machine is calm (< 30 % busy) and the'}
table of rounds shows how much CPU other processes took meanwhile.

- Date: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC
- Machine: ${info.cores} cores (${info.cpu}), ${fmt(info.ramGiB, 1)} GiB RAM, ${info.os}; Node ${info.node}, Postgres ${info.postgres}, NATS ${info.nats}
- Command: \`${command}\`

| | req/s | p99 (ms) |
|---|---:|---:|
| bare Node server | ${fmt(bareRps)} | ${bareP99} |
| through the gateway | ${fmt(gwRps)} | ${gwP99} |
| ratio gateway / bare | **${fmt(throughputRatio, 2)}** | **${fmt(p99Ratio, 2)}** |
| target | ≥ 0.60 → ${yesNo(throughputMet)} | ≤ 2.00 → ${yesNo(p99Met)} |
${opt.floor ? `| the same hops without a framework (floor) | ${fmt(med('floor', 'rps'))} | ${med('floor', 'p99')} |
| ratio floor / bare | ${fmt(med('floor', 'rps') / bareRps, 2)} | ${fmt(med('floor', 'p99') / bareP99, 2)} |
| **gateway ÷ floor** | **${fmt(gwRps / floorRps, 2)}** | **${fmt(gwP99 / floorP99, 2)}** |
| target (issue 31) | ≥ 0.85 → ${yesNo(gwRps / floorRps >= 0.85)} | ≤ 1.50 → ${yesNo(gwP99 / floorP99 <= 1.5)} |
` : ''}${opt.tracing ? `| through the gateway, tracing on (traced) | ${fmt(tracedRps)} | ${tracedP99} |
| **tracing on ÷ off** | **${fmt(tracedRps / gwRps, 2)}** | **${fmt(tracedP99 / gwP99, 2)}** |
| target (issue 31) | ≥ 0.90 → ${yesNo(tracedRps / gwRps >= 0.9)} | |
` : ''}
${light > 0 ? `Without queueing: ${light} connection${light > 1 ? 's' : ''} (\`--light\`), ${Math.min(duration, 5)} s per side, medians of ${rounds} rounds. This is what the
extra hops add to a single request when the machine is not saturated:

| | req/s | mean latency (ms) = ${light} × 1000 / req/s | p50 (ms) | p99 (ms) |
|---|---:|---:|---:|---:|
| bare Node server | ${fmt(fixedMed('bare', 'rps'))} | ${fmt((light * 1000) / fixedMed('bare', 'rps'), 2)} | ${fixedMed('bare', 'p50')} | ${fixedMed('bare', 'p99')} |
| through the gateway | ${fmt(fixedMed('gateway', 'rps'))} | ${fmt((light * 1000) / fixedMed('gateway', 'rps'), 2)} | ${fixedMed('gateway', 'p50')} | ${fixedMed('gateway', 'p99')} |
| gateway − bare | | **+${fmt((light * 1000) / fixedMed('gateway', 'rps') - (light * 1000) / fixedMed('bare', 'rps'), 2)}** | | |
${opt.floor ? `| floor (the same hops, no framework) | ${fmt(fixedMed('floor', 'rps'))} | ${fmt((light * 1000) / fixedMed('floor', 'rps'), 2)} | ${fixedMed('floor', 'p50')} | ${fixedMed('floor', 'p99')} |
` : ''}${opt.tracing ? `| through the gateway, tracing on | ${fmt(fixedMed('traced', 'rps'))} | ${fmt((light * 1000) / fixedMed('traced', 'rps'), 2)} | ${fixedMed('traced', 'p50')} | ${fixedMed('traced', 'p99')} |
` : ''}
(autocannon reports latency percentiles in whole milliseconds.)
` : ''}
CPU milliseconds per answered request, by process (from /proc, summed over the rounds):

| component | ${sides.map((side) => ({ bare: 'bare', gateway: 'through the gateway', floor: 'floor', traced: 'gateway, tracing on' })[side]).join(' | ')} |
|---|${sides.map(() => '---:').join('|')}|
${cpuRows.join('\n')}
${opt.tracing ? `
The traced side exported ${fmt(exported.requests)} OTLP requests (${fmt(exported.bytes / 1024 ** 2, 1)} MiB, ${Object.keys(exported.contentTypes).join(', ')}) to the local receiver.
` : ''}
<details><summary>Every round</summary>

| round | side | req/s | p50 (ms) | p99 (ms) | requests | non-2xx + errors | CPU used by other processes |
|---|---|---:|---:|---:|---:|---:|---:|
${roundRows.join('\n')}

</details>

${problems.length ? `Problems seen during the run:\n${problems.map((p) => `- ${p}`).join('\n')}` : 'No errors, crashes or non-2xx answers during the run.'}
`;
  if (!opt['no-write']) {
    writeResultsSection('hop-tax', section);
    say(`wrote ${relative(root, RESULTS_FILE)}`);
  }
  writeFileSync(join(outDir, 'last-run.json'), JSON.stringify({ info, samples, light: fixed, cpuPerRequest, bareRps, gwRps, bareP99, gwP99, problems }, null, 2));
  return problems.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`[hop-tax] failed: ${err.stack ?? err}`);
  for (const p of problems) console.error(`[hop-tax] ${p}`);
} finally {
  await stopAll();
  if (!opt.keep) await dropState().catch((err) => console.error(`[hop-tax] cleanup: ${err.message}`));
  else say(`--keep: databases ${env.DB_NAME_PREFIX}* and streams ${env.NATS_PREFIX}_* left in place`);
}
process.exit(code);
