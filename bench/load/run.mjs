#!/usr/bin/env node
// Load benchmark: 200 concurrent simulated users for 60 s over a realistic mix through
// the gateway — browse, search, open a business, post a review, poll notifications. See bench/README.md.
//
//   node bench/load/run.mjs [--users 200] [--duration 60] [--runs 3] [--think 0] [--accounts 300]
//                           [--owners 96] [--warmup 10] [--no-build] [--keep] [--no-write] [--no-wait]
//
// Needs Postgres and NATS (JetStream): DATABASE_URL / NATS_URL, default 127.0.0.1. Builds the backend
// (cached), starts the four services and the gateway from `dist` with its own database and NATS prefix,
// seeds through the public API, drives the load with its own node:http client (one keep-alive socket per
// simulated user, like a browser tab), writes the figures to bench/RESULTS.md, drops its databases/streams.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connect } from 'nats';
import pg from 'pg';
import { buildBackend, createProcesses, dropBenchState, freePort, RESULTS_FILE, sleep, writeResultsSection } from '../lib/harness.mjs';
import { demoBusinesses, seedDirectory } from '../../tools/seed/directory.mjs';
import { seedPets } from '../../tools/seed/pets.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'bench/out/load');
const SERVICES = ['directory', 'pets', 'notifications', 'admin'];
const DATABASES = ['identity', ...SERVICES];

const { values: opt } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    runs: { type: 'string', default: '3' },
    think: { type: 'string', default: '0' },
    'think-runs': { type: 'string', default: '1' },
    accounts: { type: 'string', default: '300' },
    owners: { type: 'string', default: '96' },
    warmup: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'no-wait': { type: 'boolean', default: false },
  },
});
const USERS = Number(opt.users);
const DURATION = Number(opt.duration);
const RUNS = Number(opt.runs);
const THINK = Number(opt.think); // mean think time (ms) of the paced phase; 0 = no paced phase
const THINK_RUNS = Number(opt['think-runs']);
const ACCOUNTS = Number(opt.accounts);
const OWNERS = Number(opt.owners);
const WARMUP = Number(opt.warmup);

const ADMIN = { username: 'benchload_admin', password: randomBytes(18).toString('base64url') };
const env = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
  DB_NAME_PREFIX: process.env.BENCH_DB_PREFIX || 'benchload_',
  NATS_PREFIX: process.env.BENCH_NATS_PREFIX || 'benchload',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};

const say = (msg) => console.log(`[load] ${msg}`);
const fmt = (n, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '–';

mkdirSync(outDir, { recursive: true });

// ---------------------------------------------------------------- processes (as bench/hop-tax)

const { children, problems, start, stopAll: stopChildren, waitFor } = createProcesses({ root, outDir, env });
const stopAll = () => stopChildren(['svc-gateway'], 500);
async function dropState() {
  await dropBenchState(env, DATABASES);
  rmSync(join(outDir, 'data'), { recursive: true, force: true });
}

/** CPU seconds so far: our children by pid, postgres and nats-server by name, this process, the whole machine. */
function cpuSnapshot() {
  const ticks = 100;
  const totals = {};
  const own = new Map(children.map((c) => [c.pid, c.name]));
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
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
    if (name) totals[`${pid}:${name}`] = (totals[`${pid}:${name}`] ?? 0) + seconds;
  }
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  totals['machine:(machine busy)'] = (cpu.reduce((a, b) => a + b, 0) - cpu[3] - (cpu[4] ?? 0)) / ticks;
  const u = process.cpuUsage();
  totals['self:load generator'] = (u.user + u.system) / 1e6;
  return totals;
}

function cpuDelta(before, after) {
  const out = {};
  for (const [key, value] of Object.entries(after)) {
    const name = key.slice(key.indexOf(':') + 1);
    out[name] = (out[name] ?? 0) + value - (before[key] ?? 0);
  }
  return out;
}

/** Waits (up to 1 minute) until the machine is under 30 % busy over 2 s; the wait and the load are reported. */
async function waitQuiet() {
  if (opt['no-wait']) return 0;
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const a = cpuSnapshot()['machine:(machine busy)'];
    await sleep(2000);
    const b = cpuSnapshot()['machine:(machine busy)'];
    if ((b - a) / (2 * os.cpus().length) < 0.3) break;
  }
  const waited = Math.max(0, (Date.now() - started) / 1000 - 2);
  if (waited > 2) say(`waited ${fmt(waited)} s for other processes to calm down`);
  return waited;
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

// ---------------------------------------------------------------- HTTP client

let base;
// One socket per simulated user at most: the agent keeps up to USERS keep-alive connections. A fresh agent
// per run: a socket left idle between runs (the calm-machine wait) outlives the gateway's 5 s keep-alive
// timeout, and reusing it races the server's close (ECONNRESET) — a client artefact, not a server error.
let agent = new http.Agent({ keepAlive: true, maxSockets: 10_000, maxFreeSockets: 10_000 });
function freshAgent() {
  agent.destroy();
  agent = new http.Agent({ keepAlive: true, maxSockets: 10_000, maxFreeSockets: 10_000 });
}

/** One request; resolves {status, text, ms} once the whole body is read (never rejects). */
function send(method, path, { cookie, body, timeoutMs = 30_000 } = {}) {
  return new Promise((done) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers = { accept: 'application/json' };
    if (cookie) headers.cookie = cookie;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
      headers.origin = base; // what a browser on our own origin sends with a write
    }
    const started = process.hrtime.bigint();
    const req = http.request(`${base}${path}`, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          setCookie: res.headers['set-cookie'],
        }),
      );
      res.on('error', (err) => done({ status: 0, text: err.message, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on('error', (err) => done({ status: 0, text: `${err.code ?? ''} ${err.message}`.trim(), ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    if (payload) req.write(payload);
    req.end();
  });
}

async function json(method, path, opts) {
  const r = await send(method, path, opts);
  if (r.status < 200 || r.status > 299) throw new Error(`${method} ${path} → ${r.status} ${r.text.slice(0, 300)}`);
  return { data: r.text ? JSON.parse(r.text) : null, cookie: r.setCookie?.find((c) => c.startsWith('pawpals.sid='))?.split(';')[0] };
}

async function inParallel(items, width, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

// ---------------------------------------------------------------- seeding (public API only)

const FIRST = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Mason', 'Sophia', 'Lucas', 'Mia', 'Ethan', 'Zoe', 'Leo', 'Chloe', 'Owen', 'Nora', 'Eli'];
const LAST = ['Johnson', 'Garcia', 'Martinez', 'Brown', 'Davis', 'Wilson', 'Lee', 'Clark', 'Lewis', 'Walker', 'Young', 'King'];
const BRANCHES = ['North', 'East', 'West', 'Downtown', 'Uptown', 'Riverside'];
const COMMENTS = [
  'Friendly staff and my dog was calm the whole time.',
  'Good value, we will be back.',
  'Booked quickly, clean place, careful with our nervous cat.',
  'A bit of a wait, but worth it.',
  'Great with puppies. Highly recommend!',
  null,
];

async function signUp(tag, i, accountType) {
  const username = `load_${tag}_${accountType === 'business_owner' ? 'o' : 'u'}${i}`;
  const password = 'Load-bench-2024!';
  const { cookie } = await json('POST', '/api/signup', {
    body: {
      firstName: FIRST[i % FIRST.length],
      lastName: LAST[(i * 7) % LAST.length],
      username,
      email: `${username}@example.com`,
      password,
      confirmPassword: password,
      accountType,
    },
  });
  if (!cookie) throw new Error('sign-up answered without a pawpals.sid cookie');
  return cookie;
}

async function seed() {
  const t0 = Date.now();
  const directory = await seedDirectory(base);
  say(`seeded the demo directory: ${directory.seeded} businesses (tools/seed/directory.mjs)`);
  const pets = await seedPets(base, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  say(`seeded ${pets.created} approved lost & found posts with photos (tools/seed/pets.mjs)`);
  const tag = Date.now().toString(36);

  // More businesses, each with its own owner: the demo templates as branches in the same 8 cities.
  const templates = demoBusinesses();
  await inParallel(Array.from({ length: OWNERS }, (_, i) => i), 4, async (i) => {
    const cookie = await signUp(tag, i, 'business_owner');
    const t = templates[i % templates.length];
    const branch = BRANCHES[Math.floor(i / templates.length) % BRANCHES.length];
    await json('POST', '/api/businesses', {
      cookie,
      body: {
        ...t,
        name: `${t.name} ${branch}`,
        address: `${200 + i * 13} ${t.address.replace(/^\d+\s/, '')}`,
        phone: t.phone.replace(/\d{4}$/, String(2000 + i).padStart(4, '0')),
        websiteUrl: t.websiteUrl.replace('https://', `https://${branch.toLowerCase()}-`),
        latitude: Number((t.latitude + ((i % 5) - 2) * 0.013).toFixed(5)),
        longitude: Number((t.longitude + ((i % 3) - 1) * 0.017).toFixed(5)),
      },
    });
  });
  say(`seeded ${OWNERS} more businesses with their own owners`);

  // The simulated users: pet owners with sessions (sign-up hashing is the slow part: scrypt, 32 MiB).
  const cookies = await inParallel(Array.from({ length: ACCOUNTS }, (_, i) => i), 4, (i) => signUp(tag, i, 'pet_owner'));
  say(`signed up ${ACCOUNTS} pet owners (sessions kept)`);
  const businesses = (await json('GET', '/api/businesses')).data;
  // Each pet owner reviews one or two places, so lists and averages are not empty.
  await inParallel(cookies, 4, async (cookie, i) => {
    for (let k = 0; k < 1 + (i % 2); k++) {
      const b = businesses[(i * 7 + k * 31) % businesses.length];
      await json('POST', '/api/reviews', { cookie, body: { businessId: b.id, rating: 3 + ((i + k) % 3), comment: COMMENTS[(i + k) % COMMENTS.length] } });
    }
  });
  const lostFound = (await json('GET', '/api/lost-found-pets')).data;
  say(`seeding done in ${fmt((Date.now() - t0) / 1000)} s: ${businesses.length} businesses, ${lostFound.length} lost & found posts on the board's first page, ${ACCOUNTS} users`);
  return { cookies, businesses, lostFound, seconds: (Date.now() - t0) / 1000 };
}

// ---------------------------------------------------------------- the simulated users

const QUERIES = ['grooming', 'vet', 'park', 'Austin', 'Seattle', 'dog', 'spa', 'Chicago', 'cat', 'pet store', 'Boston', 'dental'];
const CATEGORIES = ['all', 'groomer', 'pet_store', 'park', 'veterinarian'];
const MIN_RATINGS = [0, 3, 4, 4.5];

/** The mix, in actions (an action is what one page view or poll sends). Weights sum to 100. */
const MIX = [
  { action: 'browse businesses', weight: 20 },
  { action: 'browse lost & found', weight: 10 },
  { action: 'search', weight: 25 },
  { action: 'open business', weight: 20 },
  { action: 'post review', weight: 5 },
  { action: 'notifications poll', weight: 20 },
];
const ROUTES = [
  'GET /api/businesses',
  'GET /api/businesses?q&category&minRating',
  'GET /api/lost-found-pets',
  'GET /api/businesses/:id',
  'GET /api/reviews/:businessId',
  'POST /api/reviews',
  'GET /api/notifications/unread-count',
  'GET /api/notifications',
];

function pickAction(rand) {
  let x = rand() * 100;
  for (const m of MIX) if ((x -= m.weight) < 0) return m.action;
  return MIX[MIX.length - 1].action;
}

/** Small deterministic PRNG per user (mulberry32), so a run's request sequence is reproducible. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function searchPath(rand) {
  const params = new URLSearchParams();
  // The query string the directory page sends: only the filters that are set.
  if (rand() < 0.8) params.set('q', QUERIES[Math.floor(rand() * QUERIES.length)]);
  const category = CATEGORIES[Math.floor(rand() * CATEGORIES.length)];
  if (category !== 'all') params.set('category', category);
  const minRating = MIN_RATINGS[Math.floor(rand() * MIN_RATINGS.length)];
  if (minRating) params.set('minRating', String(minRating));
  if (![...params.keys()].length) params.set('q', 'pet');
  return `/api/businesses?${params}`;
}

/**
 * Runs `users` simulated users for `seconds`: each repeatedly picks an action from the mix, sends its
 * request(s) (an open-business page sends its two reads at once, as the page does) and, with think time,
 * waits a random 0.5–1.5 × `thinkMs` before the next. Records every request: route, status, latency.
 */
async function drive({ seconds, users, thinkMs, fixture, seedBase, record }) {
  const { cookies, businesses } = fixture;
  const deadline = Date.now() + seconds * 1000;
  const samples = new Map(ROUTES.map((r) => [r, []]));
  const failures = [];
  const count = (route, r) => {
    if (!record) return;
    samples.get(route).push(r.ms);
    if (r.status < 200 || r.status > 299) failures.push({ route, status: r.status, body: r.text.slice(0, 300) });
  };
  const user = async (u) => {
    const rand = prng(seedBase * 1000 + u);
    const cookie = cookies[u % cookies.length];
    // Users start spread over the first second, not all in the same millisecond.
    await sleep(rand() * 1000);
    while (Date.now() < deadline) {
      const action = pickAction(rand);
      if (action === 'browse businesses') {
        count('GET /api/businesses', await send('GET', '/api/businesses', { cookie }));
      } else if (action === 'browse lost & found') {
        count('GET /api/lost-found-pets', await send('GET', '/api/lost-found-pets', { cookie }));
      } else if (action === 'search') {
        count('GET /api/businesses?q&category&minRating', await send('GET', searchPath(rand), { cookie }));
      } else if (action === 'open business') {
        const b = businesses[Math.floor(rand() * businesses.length)];
        const [detail, reviews] = await Promise.all([
          send('GET', `/api/businesses/${b.id}`, { cookie }),
          send('GET', `/api/reviews/${b.id}`, { cookie }),
        ]);
        count('GET /api/businesses/:id', detail);
        count('GET /api/reviews/:businessId', reviews);
      } else if (action === 'post review') {
        const b = businesses[Math.floor(rand() * businesses.length)];
        const rating = 1 + Math.floor(rand() * 5);
        const body = { businessId: b.id, rating, comment: COMMENTS[Math.floor(rand() * COMMENTS.length)] ?? `Rated ${rating} after our visit.` };
        count('POST /api/reviews', await send('POST', '/api/reviews', { cookie, body }));
      } else {
        const [unread, list] = await Promise.all([
          send('GET', '/api/notifications/unread-count', { cookie }),
          send('GET', '/api/notifications', { cookie }),
        ]);
        count('GET /api/notifications/unread-count', unread);
        count('GET /api/notifications', list);
      }
      if (thinkMs > 0) await sleep(thinkMs * (0.5 + rand()));
    }
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: users }, (_, u) => user(u)));
  return { samples, failures, elapsed: (Date.now() - t0) / 1000 };
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

function summarise(result) {
  const perRoute = {};
  let total = 0;
  for (const [route, ms] of result.samples) {
    const sorted = [...ms].sort((a, b) => a - b);
    total += sorted.length;
    perRoute[route] = { n: sorted.length, rps: sorted.length / result.elapsed, p50: pct(sorted, 50), p95: pct(sorted, 95), p99: pct(sorted, 99), max: sorted.at(-1) ?? NaN };
  }
  const all = [...result.samples.values()].flat().sort((a, b) => a - b);
  perRoute.all = { n: total, rps: total / result.elapsed, p50: pct(all, 50), p95: pct(all, 95), p99: pct(all, 99), max: all.at(-1) ?? NaN };
  return perRoute;
}

async function phase(label, thinkMs, runs, fixture, info) {
  const out = [];
  for (let i = 1; i <= runs; i++) {
    const waited = await waitQuiet();
    freshAgent();
    const before = cpuSnapshot();
    const result = await drive({ seconds: DURATION, users: USERS, thinkMs, fixture, seedBase: i + (thinkMs ? 100 : 0), record: true });
    const cpu = cpuDelta(before, cpuSnapshot());
    const ours = Object.entries(cpu).filter(([k]) => k !== '(machine busy)').reduce((a, [, v]) => a + v, 0);
    const machineBusy = cpu['(machine busy)'] / (result.elapsed * info.cores);
    const otherLoad = Math.max(0, cpu['(machine busy)'] - ours) / (result.elapsed * info.cores);
    const summary = summarise(result);
    out.push({ run: i, summary, failures: result.failures, cpu, machineBusy, otherLoad, elapsed: result.elapsed, waited });
    for (const f of result.failures.slice(0, 5)) say(`  non-2xx: ${f.route} → ${f.status} ${f.body}`);
    if (result.failures.length) problems.push(`${label} run ${i}: ${result.failures.length} non-2xx answers or errors`);
    say(`${label} run ${i}: ${fmt(summary.all.rps)} req/s, p50 ${fmt(summary.all.p50, 1)} ms, p95 ${fmt(summary.all.p95, 1)} ms, ` +
      `p99 ${fmt(summary.all.p99, 1)} ms, ${result.failures.length} errors, machine ${fmt(100 * machineBusy)} % busy (others ${fmt(100 * otherLoad)} %)`);
  }
  return out;
}

function routeTable(runs) {
  const rows = [...ROUTES, 'all'].map((route) => {
    const m = (key) => median(runs.map((r) => r.summary[route][key]));
    const share = median(runs.map((r) => r.summary[route].n / r.summary.all.n));
    const errors = runs.reduce((n, r) => n + r.failures.filter((f) => route === 'all' || f.route === route).length, 0);
    const name = route === 'all' ? '**all requests**' : `\`${route}\``;
    return `| ${name} | ${fmt(100 * share, 1)} % | ${fmt(m('rps'))} | ${fmt(m('p50'), 1)} | ${fmt(m('p95'), 1)} | ${fmt(m('p99'), 1)} | ${fmt(m('max'))} | ${errors} |`;
  });
  return ['| route | share | req/s | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | non-2xx + errors |', '|---|---:|---:|---:|---:|---:|---:|---:|', ...rows].join('\n');
}

function cpuTable(runs) {
  const order = ['load generator', 'svc-gateway', 'nats-server', 'svc-directory', 'svc-pets', 'svc-notifications', 'svc-admin', 'postgres'];
  const requests = runs.reduce((n, r) => n + r.summary.all.n, 0);
  const seconds = runs.reduce((n, r) => n + r.elapsed, 0);
  const sums = {};
  for (const r of runs) for (const [k, v] of Object.entries(r.cpu)) sums[k] = (sums[k] ?? 0) + v;
  const rows = order.filter((k) => sums[k] !== undefined).map((k) => `| ${k} | ${fmt((sums[k] * 1000) / requests, 3)} | ${fmt((100 * sums[k]) / seconds)} % |`);
  const ours = order.reduce((a, k) => a + (sums[k] ?? 0), 0);
  rows.push(`| **total** | **${fmt((ours * 1000) / requests, 3)}** | **${fmt((100 * ours) / seconds)} %** |`);
  return ['| process | CPU ms per request | share of one core |', '|---|---:|---:|', ...rows].join('\n');
}

function runRows(label, runs) {
  return runs.map((r) => `| ${label} | ${r.run} | ${fmt(r.summary.all.n)} | ${fmt(r.summary.all.rps)} | ${fmt(r.summary.all.p50, 1)} | ${fmt(r.summary.all.p95, 1)} | ${fmt(r.summary.all.p99, 1)} | ${r.failures.length} | ${fmt(100 * r.machineBusy)} % | ${fmt(100 * r.otherLoad)} % |`);
}

async function main() {
  const started = new Date();
  if (!opt['no-build']) {
    say('building the backend (nx, cached)…');
    buildBackend();
  }
  const info = await machine();
  say(`${info.cores} cores, ${fmt(info.ramGiB, 1)} GiB, Node ${info.node}, Postgres ${info.postgres}, NATS ${info.nats}`);
  await dropState();

  const port = await freePort();
  for (const s of SERVICES) start(`svc-${s}`, [`svc-${s}/dist/main.js`]);
  start('svc-gateway', ['svc-gateway/dist/main.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_ROOT: '',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DATA_DIR: join(outDir, 'data'),
  });
  base = `http://127.0.0.1:${port}`;
  await waitFor('gateway /api/health 200', async () => (await send('GET', '/api/health')).status === 200);
  say(`gateway and services healthy on ${base}`);

  const fixture = await seed();
  say(`warm-up ${WARMUP} s (${USERS} users, not counted)…`);
  await drive({ seconds: WARMUP, users: USERS, thinkMs: 0, fixture, seedBase: 0, record: false });

  say(`closed loop: ${USERS} users, no think time, ${RUNS} × ${DURATION} s`);
  const saturated = await phase('no think time', 0, RUNS, fixture, info);
  let paced = [];
  if (THINK > 0 && THINK_RUNS > 0) {
    say(`paced: ${USERS} users, think time ${THINK} ms (0.5–1.5×), ${THINK_RUNS} × ${DURATION} s`);
    paced = await phase(`think ${THINK} ms`, THINK, THINK_RUNS, fixture, info);
  }
  // Let the event consumers catch up with the reviews, then check nothing was logged at error level.
  await sleep(3000);
  for (const child of children) {
    if (child.errorLines.length) problems.push(`${child.name} logged ${child.errorLines.length} error line(s), first: ${child.errorLines[0]}`);
  }
  const allFailures = [...saturated, ...paced].flatMap((r) => r.failures);
  const byKind = {};
  for (const f of allFailures) {
    const key = `${f.route} → ${f.status || 'network error'}`;
    byKind[key] ??= { n: 0, body: f.body };
    byKind[key].n++;
  }

  const thinkFlag = THINK > 0 ? ` --think ${THINK} --think-runs ${THINK_RUNS}` : '';
  const command = `node bench/load/run.mjs --users ${USERS} --duration ${DURATION} --runs ${RUNS}${thinkFlag} --accounts ${ACCOUNTS} --owners ${OWNERS} --warmup ${WARMUP}`;
  const zero = allFailures.length === 0;
  const section = `
## Load: ${USERS} simulated users for ${DURATION} s through the gateway

${USERS} simulated users, each a loop over a realistic mix of page views and polls, each with its own signed-in
session (\`pawpals.sid\` cookie) and keep-alive connection, through the real path (gateway → NATS → services →
Postgres). Mix, in actions: browse businesses 20 % (\`GET /api/businesses\`, as /services sends it: up to 500
rows), browse lost & found 10 %, search 25 % (\`q\` from a dozen words 80 % of the time, a category 80 %, a
minimum rating 75 %), open a business 20 % (\`GET /api/businesses/:id\` and \`GET /api/reviews/:id\` at once,
as the page does), post a review 5 % (\`POST /api/reviews\` with a JSON body and our own \`Origin\`; the same
user reviewing the same place again replaces the review), notifications poll 20 % (\`unread-count\` and the
list at once). *No think time* = closed loop: each user sends its next action as soon as the previous one
is answered, so this is the system's capacity at ${USERS} requests in flight and the latencies include
queueing.${THINK > 0 ? ` *Think time* = each user waits 0.5–1.5 × ${THINK} ms between actions (a busy but human pace).` : ''}

Seeded first through the public API: the demo directory (tools/seed/directory.mjs: 32 businesses,
reviews), ${OWNERS} more businesses with their own owners (branches in the same 8 cities), the 12 demo lost &
found posts with photos (tools/seed/pets.mjs, approved by a run-only admin), ${ACCOUNTS} signed-up pet owners
with sessions, each with one or two reviews → ${fixture.businesses.length} businesses, ${fixture.lostFound.length} public lost & found posts
(seeding took ${fmt(fixture.seconds)} s, mostly scrypt at sign-up). One ${WARMUP} s warm-up, then the runs.

**The load generator is one Node process on the same 2 cores** as the gateway, the four services, NATS and
Postgres (and whatever else runs on this shared machine: see the last columns of the runs table), so it
takes CPU from the system it measures, and its latencies include its own event-loop delay. The figures
are a floor for what the system does on 2 cores, not a property of the code alone.

- Date: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC
- Machine: ${info.cores} cores (${info.cpu}), ${fmt(info.ramGiB, 1)} GiB RAM, ${info.os}; Node ${info.node}, Postgres ${info.postgres}, NATS ${info.nats}
- Command: \`${command}\`
- Client: node:http, keep-alive agent, latency = request sent → last byte of the body read; per-route
  percentiles per run, the table shows the **median of the ${RUNS} runs** (\`max\` = median of the run maxima).

**No think time** (${USERS} users, ${RUNS} × ${DURATION} s):

${routeTable(saturated)}
${paced.length ? `
**Think time ${THINK} ms** (${USERS} users, ${THINK_RUNS} × ${DURATION} s${THINK_RUNS > 1 ? ', medians' : ''}):

${routeTable(paced)}
` : ''}
| target | result |
|---|---|
| 0 errors (non-2xx or network errors) | ${allFailures.length} → ${zero ? '**met**' : '**missed**'} |

${zero ? 'Every request of every run answered 2xx.' : `Non-2xx answers and errors, by route and status (first body shown):\n\n${Object.entries(byKind).map(([k, v]) => `- ${k}: ${v.n}× — \`${v.body.replace(/`/g, "'")}\``).join('\n')}`}

CPU per request by process, no-think-time runs (from /proc):

${cpuTable(saturated)}

<details><summary>Every run</summary>

| phase | run | requests | req/s | p50 (ms) | p95 (ms) | p99 (ms) | non-2xx + errors | machine busy | taken by other processes |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${[...runRows('no think time', saturated), ...runRows(`think ${THINK} ms`, paced)].join('\n')}

</details>

${problems.length ? `Problems seen during the run:\n${problems.map((p) => `- ${p}`).join('\n')}` : 'No crashes or error logs during the run.'}
`;
  if (!opt['no-write']) {
    writeResultsSection('load', section);
    say(`wrote ${relative(root, RESULTS_FILE)}`);
  }
  writeFileSync(join(outDir, 'last-run.json'), JSON.stringify({ info, saturated, paced, problems }, null, 2));
  return problems.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`[load] failed: ${err.stack ?? err}`);
  for (const p of problems) console.error(`[load] ${p}`);
} finally {
  agent.destroy();
  await stopAll();
  if (!opt.keep) await dropState().catch((err) => console.error(`[load] cleanup: ${err.message}`));
  else say(`--keep: databases ${env.DB_NAME_PREFIX}* and streams ${env.NATS_PREFIX}_* left in place`);
}
process.exit(code);
