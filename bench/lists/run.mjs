#!/usr/bin/env node
// Lists at a million rows (issue 29 item 4): p50/p95/p99 and answer sizes of the first and the 50th page
// of every paged list, and of the map by bounding box, through the gateway, with 1 000 000 members,
// 1 000 000 businesses and 200 000 active posts; then how long the admin Users page takes to show its
// first rows in Chromium. See bench/README.md.
//
//   node bench/lists/run.mjs [--members 1000000] [--businesses 1000000] [--posts 200000] [--extra 3000]
//                            [--requests 100] [--browser-runs 5] [--only <regex of kind names>] [--no-browser] [--no-explain]
//                            [--no-build] [--keep] [--reuse] [--no-write] [--render-only]
// --reuse: keep the databases a --keep (or interrupted) run left and skip seeding when they hold --members users
// (the member is signed up again and given the old one's notifications).
//
// Needs Postgres and NATS (JetStream): DATABASE_URL / NATS_URL, default 127.0.0.1; Chromium at CHROME_PATH
// (default /usr/bin/chromium) and the built web apps for the browser part. Starts the built services and
// the gateway itself (DB_NAME_PREFIX=benchlists_, NATS_PREFIX=benchlists), seeds set-based (seed.mjs),
// measures, writes its section of RESULTS.md, stops everything and drops its databases and streams.
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import pg from 'pg';
import {
  buildBackend,
  createProcesses,
  dropBenchState,
  freePort,
  jsonClient,
  RESULTS_FILE,
  serviceDatabaseUrl,
  sleep,
  writeResultsSection,
} from '../lib/harness.mjs';
import {
  ADJECTIVES,
  CITIES,
  seedAdmin,
  seedDirectory,
  seedIdentity,
  seedNotifications,
  seedPets,
} from './seed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = process.env.BENCH_OUT_DIR || join(root, 'bench/out/lists');
const SERVICES = ['directory', 'pets', 'notifications', 'admin'];
const DATABASES = ['identity', ...SERVICES];
const TARGET_LIST_MS = 30;
const TARGET_MAP_MS = 50;
const TARGET_BYTES = 100 * 1024;
const TARGET_FIRST_ROWS_MS = 1000;
const PAGES = 50;
const POSTGRES_LOG = process.env.POSTGRES_LOG || '/var/log/postgresql/postgresql-15-main.log';

const { values: opt } = parseArgs({
  options: {
    members: { type: 'string', default: '1000000' },
    businesses: { type: 'string', default: '1000000' },
    posts: { type: 'string', default: '200000' },
    extra: { type: 'string', default: '3000' },
    requests: { type: 'string', default: '100' },
    'browser-runs': { type: 'string', default: '5' },
    only: { type: 'string' },
    'seeded-note': { type: 'string' },
    'render-only': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    'no-explain': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const counts = {
  members: Number(opt.members),
  businesses: Number(opt.businesses),
  posts: Number(opt.posts),
  extra: Number(opt.extra),
};
counts.owners = Math.round(counts.members * 0.7);
if (counts.owners > counts.businesses) counts.owners = counts.businesses;
const REQUESTS = Number(opt.requests);

const ADMIN = { username: 'benchlists_admin', password: randomBytes(18).toString('base64url') };
const MEMBER = {
  firstName: 'Bench',
  lastName: 'Member',
  username: 'benchlists_member',
  email: 'benchlists.member@example.com',
  password: `Lists-${randomBytes(9).toString('base64url')}`,
};
const env = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
  DB_NAME_PREFIX: process.env.BENCH_DB_PREFIX || 'benchlists_',
  NATS_PREFIX: process.env.BENCH_NATS_PREFIX || 'benchlists',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
const serviceEnv = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
const say = (msg) => console.log(`[lists] ${msg}`);
const fmt = (n, d = 1) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d })
    : '–';
const kb = (bytes) => `${fmt(bytes / 1024, 1)} KB`;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const { children, problems, start, stop, stopAll, waitFor } = createProcesses({ root, outDir, env });
const restarts = [];
let ensureServices = async () => undefined;
let cookies = {};
const dropState = () => dropBenchState(env, DATABASES);

/**
 * GET `path` as the web app's fetch would (a session cookie, accepting brotli or gzip) over a keep-alive
 * agent; answers status, the Link header's next URL, the bytes on the wire and of the JSON, the parsed body.
 */
function get(base, path, cookie, agent) {
  return new Promise((done, fail) => {
    const headers = {
      'accept-encoding': 'br, gzip',
      accept: 'application/json',
      ...(cookie ? { cookie } : {}),
    };
    http
      .get(base + path, { agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', fail);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const enc = res.headers['content-encoding'];
          const body =
            enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw;
          const next = /<([^>]+)>\s*;\s*rel="next"/.exec(res.headers.link ?? '')?.[1];
          done({
            status: res.statusCode,
            next,
            wireBytes: raw.length,
            jsonBytes: body.length,
            encoding: enc ?? 'identity',
            text: body.toString('utf8'),
          });
        });
      })
      .on('error', fail);
  });
}

/** Whole-machine busy share between two /proc/stat readings. */
function cpuStat() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { all: cpu.reduce((a, b) => a + b, 0), idle: cpu[3] + (cpu[4] ?? 0) };
  } catch {
    return undefined;
  }
}
const busyBetween = (a, b) => (a && b ? 1 - (b.idle - a.idle) / (b.all - a.all) : NaN);

/** Up to `maxMs` for the shared machine to be under 40 % busy (measured over 2 s); answers the last share. */
async function waitQuiet(maxMs = 60_000) {
  const started = Date.now();
  for (;;) {
    const a = cpuStat();
    await sleep(2000);
    const busy = busyBetween(a, cpuStat());
    if (!(busy > 0.4) || Date.now() - started > maxMs) return busy;
  }
}

/** The lists and map queries measured: path of page 1, who asks, whether the 50th page is walked to, target. */
function kinds({ businessOne }) {
  const denver = CITIES.find((c) => c[0] === 'Denver');
  const near = `lat=${denver[2]}&lng=${denver[3]}`;
  const list = (name, path, who, page50 = true) => ({ name, path, who, page50, target: TARGET_LIST_MS });
  return [
    list('board', '/api/lost-found-pets', null),
    list('board q=beagle', '/api/lost-found-pets?q=beagle', null),
    list('board q=golden retriever (2 words)', '/api/lost-found-pets?q=golden%20retriever', null),
    list('board type=found', '/api/lost-found-pets?type=found', null),
    list('board near me (lat/lng, nearest first)', `/api/lost-found-pets?${near}`, null),
    list('board near me, radiusMiles=25', `/api/lost-found-pets?${near}&radiusMiles=25`, null),
    list('board q=beagle + type=lost + near me', `/api/lost-found-pets?q=beagle&type=lost&${near}`, null),
    list('reviews of one business (3,000)', `/api/reviews/${businessOne}`, null),
    list('notifications (member with 3,000)', '/api/notifications', 'member'),
    list('admin users', '/api/admin/users', 'admin'),
    list(`admin users q=${ADJECTIVES[1]} (1 in 20)`, `/api/admin/users?q=${ADJECTIVES[1]}`, 'admin'),
    list('admin users q=pals123 (rare)', '/api/admin/users?q=pals123', 'admin', false),
    list('admin businesses', '/api/admin/businesses', 'admin'),
    list('admin businesses q=wild paws (1 in 400)', '/api/admin/businesses?q=wild%20paws', 'admin', false),
    list('admin businesses q=#4242 (rare)', '/api/admin/businesses?q=%234242', 'admin', false),
    list(
      `admin businesses q=${ADJECTIVES[1]} (1 in 20)`,
      `/api/admin/businesses?q=${ADJECTIVES[1]}`,
      'admin',
    ),
    list('admin businesses q=@proton.me (owner email)', '/api/admin/businesses?q=%40proton.me', 'admin'),
    list('admin pending posts (3,000)', '/api/admin/lost-found/pending', 'admin'),
    list('admin reported content (3,000)', '/api/admin/reported-content', 'admin'),
    list('admin appointments (3,000)', '/api/admin/appointments', 'admin'),
    {
      name: 'map zoom 4, whole contiguous US',
      path: '/api/lost-found-pets/map?bbox=-125,24,-66,50&zoom=4',
      who: null,
      page50: false,
      target: TARGET_MAP_MS,
    },
    {
      name: 'map zoom 4, whole US, q=beagle',
      path: '/api/lost-found-pets/map?bbox=-125,24,-66,50&zoom=4&q=beagle',
      who: null,
      page50: false,
      target: TARGET_MAP_MS,
    },
    {
      name: 'map zoom 14, a Denver block',
      path: '/api/lost-found-pets/map?bbox=-105.0,39.734,-104.978,39.744&zoom=14',
      who: null,
      page50: false,
      target: TARGET_MAP_MS,
    },
  ];
}

/** The ids of a list answer (arrays of items with id; the map has none). */
const idsOf = (text) => {
  const body = JSON.parse(text);
  return Array.isArray(body) ? body.map((x) => x.id) : [];
};

const WALK_BUDGET_MS = 60_000;
/** Walks a list by its Link headers to its PAGES-th page; answers that page's URL, or why it could not. */
async function walk(base, kind, cookie, agent) {
  let path = kind.path;
  const seen = new Set();
  const began = performance.now();
  for (let page = 1; page < PAGES; page++) {
    if (performance.now() - began > WALK_BUDGET_MS)
      return {
        error: `walk stopped at page ${page} after ${WALK_BUDGET_MS / 1000} s (each page too slow to reach page ${PAGES} in time)`,
      };
    const res = await get(base, path, cookie, agent);
    if (res.status !== 200)
      return { error: `page ${page} answered ${res.status}: ${res.text.slice(0, 160)}` };
    for (const id of idsOf(res.text)) {
      if (seen.has(id)) return { error: `page ${page} repeats ${id}` };
      seen.add(id);
    }
    if (!res.next) return { error: `only ${page} pages (${seen.size} rows)` };
    path = res.next;
  }
  return { path, walked: seen.size };
}

/**
 * `n` sequential GETs of `path` (after up to 10 uncounted): sorted latencies, the answer's sizes and rows.
 * A very slow query stops after SERIES_BUDGET_MS (with at least 20 requests), so one cannot hold the run for an hour.
 */
const SERIES_BUDGET_MS = 15_000;
async function time(base, path, cookie, agent, n) {
  const warm = performance.now();
  for (let i = 0; i < 10 && performance.now() - warm < 5000; i++) await get(base, path, cookie, agent);
  const ms = [];
  let last;
  const a = cpuStat();
  const began = performance.now();
  for (let i = 0; i < n && (i < 20 || performance.now() - began < SERIES_BUDGET_MS); i++) {
    const t0 = performance.now();
    last = await get(base, path, cookie, agent);
    ms.push(performance.now() - t0);
    if (last.status !== 200) return { failed: `${last.status} for ${path}: ${last.text.slice(0, 200)}` };
  }
  const busy = busyBetween(a, cpuStat());
  ms.sort((x, y) => x - y);
  const body = JSON.parse(last.text);
  const rows = Array.isArray(body)
    ? `${body.length}`
    : `${body.pets?.length ?? 0} pets, ${body.clusters?.length ?? 0} clusters`;
  return {
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    n: ms.length,
    jsonBytes: last.jsonBytes,
    wireBytes: last.wireBytes,
    encoding: last.encoding,
    rows,
    busy,
  };
}

async function seedAll() {
  const dbs = Object.fromEntries(
    DATABASES.map((name) => [name, new pg.Client({ connectionString: serviceDatabaseUrl(env, name) })]),
  );
  await Promise.all(Object.values(dbs).map((db) => db.connect()));
  const {
    rows: [member],
  } = await dbs.identity.query('SELECT id FROM users WHERE username = $1', [MEMBER.username]);
  const timings = {};
  const timed = async (name, fn) => {
    const t0 = performance.now();
    await fn();
    timings[name] = (performance.now() - t0) / 1000;
    say(`seeded ${name} in ${fmt(timings[name])} s`);
  };
  // Two at a time: the machine has two cores (index builds are what takes longest).
  await Promise.all([
    (async () => {
      await timed('identity (users)', () => seedIdentity(dbs.identity, counts));
      await timed('admin (user_profiles, read model, reports)', () => seedAdmin(dbs.admin, counts));
      await timed('notifications', () =>
        seedNotifications(dbs.notifications, { userId: member.id, extra: counts.extra }),
      );
    })(),
    (async () => {
      await timed('directory (user_profiles, businesses, reviews, appointments)', () =>
        seedDirectory(dbs.directory, counts),
      );
      await timed('pets (posts)', () => seedPets(dbs.pets, counts));
    })(),
  ]);
  await Promise.all(Object.values(dbs).map((db) => db.end()));
  return { timings, facts: await factsOf(member.id) };
}

/** What the databases hold (for the section). */
async function factsOf(memberUserId) {
  const dbs = Object.fromEntries(
    DATABASES.map((name) => [name, new pg.Client({ connectionString: serviceDatabaseUrl(env, name) })]),
  );
  await Promise.all(Object.values(dbs).map((db) => db.connect()));
  const facts = {};
  const one = async (db, sql) => (await db.query(sql)).rows[0];
  Object.assign(facts, await one(dbs.identity, 'SELECT count(*)::int AS users FROM users'));
  Object.assign(
    facts,
    await one(
      dbs.admin,
      "SELECT count(*)::int AS admin_profiles, (SELECT count(*)::int FROM reported_content WHERE status = 'pending') AS reports FROM user_profiles",
    ),
  );
  Object.assign(
    facts,
    await one(
      dbs.directory,
      `SELECT count(*)::int AS businesses, count(owner_id)::int AS owned, (SELECT count(*)::int FROM user_profiles) AS directory_profiles,
              (SELECT count(*)::int FROM appointments) AS appointments,
              (SELECT count(*)::int FROM reviews) AS reviews FROM businesses`,
    ),
  );
  Object.assign(
    facts,
    await one(
      dbs.pets,
      `SELECT count(*) FILTER (WHERE approval_status = 'approved' AND status = 'active')::int AS active_posts,
              count(*) FILTER (WHERE approval_status = 'pending')::int AS pending_posts, count(latitude)::int AS placed_posts FROM lost_found_posts`,
    ),
  );
  Object.assign(
    facts,
    await one(
      dbs.notifications,
      `SELECT count(*)::int AS notifications FROM notifications WHERE user_id = '${memberUserId}'`,
    ),
  );
  const {
    rows: [{ business_one: businessOne }],
  } = await dbs.directory.query(`SELECT md5('business1')::uuid AS business_one`);
  facts.businessOne = businessOne;
  await Promise.all(Object.values(dbs).map((db) => db.end()));
  return facts;
}

/**
 * --reuse: whether the databases already hold the members; if so the member (whose password this run does not
 * know) is deleted and signed up again, and its notifications moved to the new account.
 */
async function reusable() {
  const identity = new pg.Client({ connectionString: serviceDatabaseUrl(env, 'identity') });
  await identity.connect();
  const {
    rows: [{ n }],
  } = await identity.query('SELECT count(*)::int AS n FROM users');
  const {
    rows: [old],
  } = await identity.query('SELECT id FROM users WHERE username = $1', [MEMBER.username]);
  if (n < counts.members || !old) return (await identity.end(), null);
  await identity.query('DELETE FROM users WHERE id = $1', [old.id]);
  await identity.end();
  for (const name of ['admin', 'directory', 'notifications']) {
    const db = new pg.Client({ connectionString: serviceDatabaseUrl(env, name) });
    await db.connect();
    await db.query('DELETE FROM user_profiles WHERE user_id = $1', [old.id]);
    await db.end();
  }
  return old.id;
}

/** The admin Users page in Chromium: from navigation to the first member row visible, in fresh contexts (cold cache). */
async function browserFirstRows(base, runs) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const login = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 } });
    const page = await login.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 30_000 });
    const state = await login.storageState();
    await login.close();
    const results = [];
    for (let i = 0; i < runs + 1; i++) {
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: 1366, height: 900 },
        storageState: state,
      });
      const p = await context.newPage();
      const t0 = performance.now();
      await p.goto('/admin/users', { waitUntil: 'commit' });
      await p.getByTestId('member-row').first().waitFor({ state: 'visible', timeout: 30_000 });
      const ms = performance.now() - t0;
      const rows = await p.getByTestId('member-row').count();
      if (i > 0) results.push({ ms, rows }); // the first run warms the gateway's web files and the browser
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * The plans of the slow kinds: auto_explain (ANALYZE, BUFFERS) on every statement of the services'
 * databases taking ≥ 5 ms, the services restarted to take the setting, one page-1 and one page-50 request
 * per kind; the plans are read back from the Postgres log (lines of user postgres on our databases).
 */
async function explainSlow(base, slow, cookies, startServices) {
  if (!existsSync(POSTGRES_LOG)) return { note: `no Postgres log at ${POSTGRES_LOG}; plans not captured` };
  const admin = new pg.Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  for (const db of DATABASES) {
    const name = `${env.DB_NAME_PREFIX}${db}`;
    await admin.query(`ALTER DATABASE "${name}" SET session_preload_libraries = 'auto_explain'`);
    await admin.query(`ALTER DATABASE "${name}" SET auto_explain.log_min_duration = '5ms'`);
    await admin.query(`ALTER DATABASE "${name}" SET auto_explain.log_analyze = on`);
    await admin.query(`ALTER DATABASE "${name}" SET auto_explain.log_buffers = on`);
  }
  await admin.end();
  for (const s of SERVICES)
    await stop(children.find((c) => c.name === `svc-${s}` && c.exitCode === null && c.signalCode === null));
  startServices();
  // Not the harness's waitFor, which gives up on any earlier problem (a list too short to walk, say).
  for (
    let i = 0;
    i < 300 && (await get(base, '/api/admin/users?limit=1', cookies.admin).catch(() => ({}))).status !== 200;
    i++
  )
    await sleep(300);
  for (
    let i = 0;
    i < 300 && (await get(base, '/api/lost-found-pets?limit=1').catch(() => ({}))).status !== 200;
    i++
  )
    await sleep(300);
  const plans = {};
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (const k of slow) {
    for (const which of ['page 1', 'page 50']) {
      const path = which === 'page 1' ? k.path : k.page50Path;
      if (!path) continue;
      await get(base, path, cookies[k.who], agent); // a warm cache, as in the timed requests
      const from = statSync(POSTGRES_LOG).size;
      await get(base, path, cookies[k.who], agent);
      await sleep(300);
      const to = statSync(POSTGRES_LOG).size;
      const buf = Buffer.alloc(to - from);
      const fd = openSync(POSTGRES_LOG, 'r');
      readSync(fd, buf, 0, buf.length, from);
      closeSync(fd);
      // One entry per statement: its "duration: … plan:" line and the indented plan lines after it.
      const entries = [];
      let current = null;
      for (const line of buf.toString('utf8').split('\n')) {
        if (/^\d{4}-\d\d-\d\d /.test(line)) {
          current = null;
          if (
            line.includes(`@${env.DB_NAME_PREFIX}`) &&
            line.includes('duration:') &&
            line.includes('plan:')
          ) {
            current = {
              db: /@(\S+)/.exec(line)[1].slice(env.DB_NAME_PREFIX.length),
              ms: Number(/duration: ([\d.]+) ms/.exec(line)[1]),
              lines: [],
            };
            entries.push(current);
          }
        } else if (current) current.lines.push(line.replace(/^\t/, ''));
      }
      entries.sort((a, b) => b.ms - a.ms);
      plans[`${k.name} — ${which}`] = entries;
    }
  }
  agent.destroy();
  return { plans };
}

/** The plan's gist: the statement's time and the plan lines without the query text. */
function planGist(entry, maxLines = 16) {
  const start = entry.lines.findIndex((l) =>
    /^\s*(Limit|Sort|Nested Loop|Hash|Index|Bitmap|Seq Scan|Aggregate|GroupAggregate|HashAggregate|Gather|Merge|Subquery|Result|Incremental Sort|Unique|WindowAgg)/.test(
      l,
    ),
  );
  const plan = entry.lines
    .slice(start < 0 ? 0 : start)
    .filter((l) => l.trim() && !/^\s*(Buffers|Planning:|Planning Time)/.test(l));
  return plan
    .slice(0, maxLines)
    .map((l) => (l.length > 170 ? `${l.slice(0, 167)}...` : l))
    .join('\n');
}

/** The RESULTS.md section of a run (as saved in bench/out/lists/last-run.json; `--render-only` renders that file again). */
function renderSection(run) {
  const {
    commit,
    dirty,
    machine,
    counts,
    facts,
    timings,
    seedSeconds,
    results,
    browser,
    explained,
    problems,
    restarts,
  } = run;
  const REQUESTS = run.requests;
  const started = new Date(run.started);
  const slow = results.filter(
    (r) => (r.first && r.first.p95 > r.target) || (r.page50 && r.page50.p95 > r.target),
  );
  const mark = (x, target) => (x ? `${x.p95 <= target ? '✓' : '✗'}` : '');
  const nOf = (x) => (x && x.n < REQUESTS ? ` (${x.n} req.)` : '');
  const size = (x) =>
    x
      ? `${kb(x.jsonBytes)} (${kb(x.wireBytes)} ${x.encoding})${x.jsonBytes > TARGET_BYTES ? ' ✗' : ''}`
      : '–';
  const row = (r) =>
    `| ${r.name} | ${fmt(r.first.p50)} / **${fmt(r.first.p95)}** / ${fmt(r.first.p99)}${nOf(r.first)} ${mark(r.first, r.target)} | ${r.first.rows} | ${size(r.first)} | ` +
    (r.page50
      ? `${fmt(r.page50.p50)} / **${fmt(r.page50.p95)}** / ${fmt(r.page50.p99)}${nOf(r.page50)} ${mark(r.page50, r.target)} | ${size(r.page50)}`
      : '– | –') +
    ` | ${fmt(100 * r.first.busy, 0)} % |`;
  const lists = results.filter((r) => r.target === TARGET_LIST_MS);
  const maps = results.filter((r) => r.target === TARGET_MAP_MS);
  const missedCount = slow.length;
  const unanswered = problems.filter((p) => /: [45]\d\d /.test(p)).length;
  const allP95 = results.flatMap((r) => [r.first, r.page50].filter(Boolean));
  const tooBig = allP95.filter((x) => x.jsonBytes > TARGET_BYTES).length;
  const browserLine = !browser
    ? 'not measured (`--no-browser`).'
    : browser.error
      ? `not measured: ${browser.error}`
      : (() => {
          const ms = browser.map((b) => b.ms).sort((a, b) => a - b);
          const med = ms[Math.floor(ms.length / 2)];
          return `median **${fmt(med, 0)} ms**, slowest ${fmt(ms[ms.length - 1], 0)} ms over ${ms.length} loads (${browser[0].rows} rows drawn) → ${ms[ms.length - 1] <= TARGET_FIRST_ROWS_MS ? '✓ met' : med <= TARGET_FIRST_ROWS_MS ? '✓ met at the median, ✗ not every load' : '✗ missed'}`;
        })();
  // Per kind: the statements of ≥ 5 ms each page took in Postgres; the plan of the slowest when it took ≥ 20 ms.
  const byKind = new Map();
  for (const [key, es] of Object.entries(explained.plans ?? {})) {
    const [kind, page] = key.split(' — ');
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind).push({ page, es });
  }
  const quiet = [];
  const planParts = [];
  for (const [kind, pages] of byKind) {
    const slowest = pages
      .flatMap((p) => p.es.map((e) => ({ ...e, page: p.page })))
      .sort((x, y) => y.ms - x.ms)[0];
    const inDb = pages
      .map((p) => `${p.page} ${p.es.length ? `${fmt(p.es.reduce((t, e) => t + e.ms, 0))} ms` : '< 5 ms'}`)
      .join(', ');
    if (!slowest || slowest.ms < 20) quiet.push(`${kind} (${inDb})`);
    else
      planParts.push(
        `**${kind}** — in Postgres: ${inDb}; the plan of the slowest statement (svc-${slowest.db}, ${slowest.page}, ${fmt(slowest.ms)} ms):\n\n\`\`\`\n${planGist(slowest)}\n\`\`\``,
      );
  }
  const planSections = byKind.size
    ? `${quiet.length ? `Spent < 20 ms in Postgres (so the rest of their p95 is outside the database: the gateway, NATS, the services' Node work and waiting for the two busy cores): ${quiet.join('; ')}.\n\n` : ''}${planParts.join('\n\n')}`
    : '';
  const findingsFile = join(root, 'bench/lists/findings.md');
  const findings = existsSync(findingsFile) ? readFileSync(findingsFile, 'utf8').trim() : '';
  const command = `node bench/lists/run.mjs --members ${counts.members} --businesses ${counts.businesses} --posts ${counts.posts} --extra ${counts.extra} --requests ${REQUESTS}${run.reused ? ' --reuse' : ''}`;
  const section = `
## Lists at a million rows

Issue 29 item 4: the first and the ${PAGES}th page of every paged list, and the map by bounding box, through the gateway
(HTTP → svc-gateway → NATS → service → Postgres) on ${fmt(facts.users, 0)} members, ${fmt(facts.businesses, 0)} businesses and
${fmt(facts.active_posts, 0)} active approved lost & found posts. Targets: p95 ≤ ${TARGET_LIST_MS} ms per list page, ≤ ${TARGET_MAP_MS} ms per map
answer, every answer ≤ 100 KB, the admin Users page's first rows in ≤ 1 s.

- Date: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC; commit ${commit}${dirty ? " (with other engineers' uncommitted changes to services/libs in the working tree)" : ''}
- Machine: ${machine.cores} cores (${machine.model}), ${fmt(machine.ramGiB)} GiB RAM, shared with other work; Node ${machine.node}, Postgres ${machine.postgres}
- Command: \`${command}\`

**Data** (bench/lists/seed.mjs, set-based \`INSERT … SELECT generate_series\` straight into each service's database after its
migrations, each big table loaded like a restore — its own indexes dropped, rows inserted, indexes rebuilt, \`VACUUM ANALYZE\` —
${
  run.seededNote ??
  (run.reused
    ? 'seeded by an earlier run, reused here'
    : `in ${fmt(seedSeconds, 0)} s: ${Object.entries(timings)
        .map(([k, s]) => `${k} ${fmt(s, 0)} s`)
        .join(', ')}`)
}):
${fmt(facts.users, 0)} users in identity and the same members in svc-admin's \`user_profiles\` (what GET /api/admin/users reads, with
\`rm_reviews\`/\`rm_pet_posts\` for its counts) and svc-directory's \`user_profiles\` (owners' emails, review authors); ${fmt(facts.businesses, 0)}
businesses around 40 cities, ${fmt(facts.owned, 0)} of them with an owner (one business per owner, as the schema allows; the rest
unclaimed), also in svc-admin's \`rm_businesses\`; ${fmt(facts.active_posts, 0)} active approved posts (${fmt(facts.placed_posts, 0)} of all posts with a place: 12 % at a
city centre, 24 % geocoded to a street, 60 % pins, gathered around 40 cities with 15 % anywhere over the contiguous US, 4 % without
coordinates; one photo each; \`search_text\` is the table's generated column, so it is what the app writes), ${fmt(facts.pending_posts, 0)} pending posts,
${fmt(facts.reviews, 0)} reviews of one business, ${fmt(facts.notifications, 0)} notifications of the signed-in member, ${fmt(facts.reports, 0)} pending reports
(businesses, reviews and posts) and ${fmt(facts.appointments, 0)} appointments. The admin (\`ADMIN_USERNAME\`) and the member signed in
through the API (\`POST /api/admin/login\`, \`POST /api/signup\`) and their cookies are sent as the web app sends them.

**Method**: per kind, the ${PAGES}th page is reached by following ${PAGES - 1} \`Link: rel="next"\` headers (checking no id repeats), then
10 uncounted and ${REQUESTS} timed sequential requests of page 1, then of page ${PAGES} (one keep-alive connection, \`node:http\`,
accepting brotli as a browser does; latency from send to the last byte; a series stops after ${SERIES_BUDGET_MS / 1000} s with at least 20 requests, its count then shown). Before each kind the run waits (≤ 10 s) for the shared
machine to be under 40 % busy; "busy" is the whole machine's CPU during the page-1 requests, ours included. Default limit (50).
Sizes: the JSON, then on the wire.

| list | page 1 p50 / **p95** / p99 (ms) | rows | page 1 size | page ${PAGES} p50 / **p95** / p99 (ms) | page ${PAGES} size | busy |
|---|---:|---:|---:|---:|---:|---:|
${lists.map(row).join('\n')}

| map | p50 / **p95** / p99 (ms) | answer | size | | | busy |
|---|---:|---:|---:|---:|---:|---:|
${maps.map(row).join('\n')}

**Admin Users page in Chromium** (playwright-core, /usr/bin/chromium headless, 1366×900, the gateway serving the built web apps; signed
in once through the admin login page, then each load in a fresh context with that session and an empty cache, from \`goto('/admin/users')\` to
the first \`member-row\` visible; one uncounted load first): ${browserLine}

**Summary**: ${missedCount ? `✗ ${missedCount} of ${results.length} measured kinds missed their p95 target` : `✓ every measured kind met its p95 target`}${unanswered ? `; ✗ ${unanswered} more never answered (see the problems below)` : ''}; ${tooBig ? `✗ ${tooBig} answers over 100 KB` : '✓ every answer ≤ 100 KB'}.
${findings ? `\n${findings}\n` : ''}
${planSections ? `**Plans of the missed kinds** (auto_explain with ANALYZE and BUFFERS on the services' own connections, statements ≥ 5 ms, one warm request each; all in bench/out/lists/plans.txt):\n\n${planSections}\n` : explained.note ? `Plans: ${explained.note}\n` : ''}
${restarts.length ? `Services stopped by something else on the shared machine and started again by the run (the kind then measured again): ${restarts.join('; ')}.\n` : ''}
${
  problems.length
    ? `Problems seen during the run:\n${problems
        .slice(0, 12)
        .map((p) => `- ${p}`)
        .join('\n')}`
    : 'No errors, crashes or non-200 answers during the run.'
}
`;
  return section;
}

async function main() {
  const started = new Date();
  if (!opt['no-build']) {
    say('building the backend (nx, cached)…');
    buildBackend();
  }
  if (!opt.reuse) await dropState();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const startServices = () => {
    for (const s of SERVICES) start(`svc-${s}`, [`svc-${s}/dist/main.js`], serviceEnv);
  };
  // Other work on this machine has stopped bench services with SIGTERM mid-run: a service found gone is
  // started again (and noted), rather than failing every later kind.
  ensureServices = async () => {
    let restarted = false;
    for (const s of SERVICES) {
      const mine = children.filter((c) => c.name === `svc-${s}`);
      const latest = mine[mine.length - 1];
      if (latest.exitCode === null && latest.signalCode === null) continue;
      restarts.push(
        `svc-${s} (exit ${latest.signalCode ?? latest.exitCode}) at ${new Date().toISOString().slice(11, 19)} UTC`,
      );
      latest.stopping = true;
      start(`svc-${s}`, [`svc-${s}/dist/main.js`], serviceEnv);
      restarted = true;
    }
    for (let i = problems.length - 1; i >= 0; i--)
      if (/^svc-(directory|pets|notifications|admin) exited unexpectedly/.test(problems[i]))
        problems.splice(i, 1);
    if (restarted) {
      say(`restarted: ${restarts.slice(-2).join('; ')}`);
      const up = async () =>
        (await get(base, '/api/admin/users?limit=1', cookies.admin)).status === 200 &&
        (await get(base, '/api/lost-found-pets?limit=1')).status === 200 &&
        (await get(base, '/api/admin/businesses?limit=1', cookies.admin)).status === 200;
      for (let i = 0; i < 300 && !(await up().catch(() => false)); i++) await sleep(300);
    }
  };
  startServices();
  // WEB_ROOT: the gateway also serves the built web apps, for the admin Users page in Chromium.
  start('svc-gateway', ['svc-gateway/dist/main.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_ROOT: root,
    ...serviceEnv,
    DATA_DIR: join(outDir, 'data'),
  });
  await waitFor('gateway /api/health 200', async () => (await fetch(`${base}/api/health`)).status === 200);
  say(`gateway and services healthy on ${base}`);

  const reusedFrom = opt.reuse ? await reusable() : null;
  // Sign in as the run's admin and as one member (signed up through the API), as the web app does.
  const call = jsonClient(base);
  const signup = await call('POST', '/api/signup', { ...MEMBER, confirmPassword: MEMBER.password });
  if (signup.status !== 201 && signup.status !== 200)
    throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  let adminCookie;
  await waitFor('admin login', async () => {
    const res = await call('POST', '/api/admin/login', ADMIN);
    adminCookie = res.cookie;
    return res.status === 200 && (await get(base, '/api/admin/users?limit=1', adminCookie)).status === 200;
  });
  cookies = { admin: adminCookie, member: signup.cookie, null: undefined };

  if (!reusedFrom)
    say(
      `seeding ${counts.members} members, ${counts.businesses} businesses, ${counts.posts} posts, ${counts.extra} rows per small list…`,
    );
  const t0 = performance.now();
  let timings = {};
  let facts;
  if (reusedFrom) {
    const identity = new pg.Client({ connectionString: serviceDatabaseUrl(env, 'identity') });
    await identity.connect();
    const {
      rows: [member],
    } = await identity.query('SELECT id FROM users WHERE username = $1', [MEMBER.username]);
    await identity.end();
    const notifications = new pg.Client({ connectionString: serviceDatabaseUrl(env, 'notifications') });
    await notifications.connect();
    await notifications.query('UPDATE notifications SET user_id = $1 WHERE user_id = $2', [
      member.id,
      reusedFrom,
    ]);
    await notifications.query('ANALYZE notifications');
    await notifications.end();
    facts = await factsOf(member.id);
  } else ({ timings, facts } = await seedAll());
  const seedSeconds = (performance.now() - t0) / 1000;
  say(
    `${reusedFrom ? 'reused the seeded databases' : `seeded in ${fmt(seedSeconds)} s`}: ${JSON.stringify(facts)}`,
  );

  const all = kinds({ businessOne: facts.businessOne }).filter(
    (k) => !opt.only || new RegExp(opt.only, 'i').test(k.name),
  );
  const results = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (const k of all) {
    const cookie = cookies[k.who];
    let r;
    // A kind whose requests failed because a service went away (the machine is shared) runs again once it is back.
    for (let attempt = 1; attempt <= 3 && !r; attempt++) {
      await ensureServices();
      const first = await get(base, k.path, cookie, agent);
      if (first.status !== 200) {
        if (attempt === 3) problems.push(`${k.name}: ${first.status} ${first.text.slice(0, 200)}`);
        continue;
      }
      k.page50Path = undefined;
      if (k.page50) {
        const w = await walk(base, k, cookie, agent);
        if (w.error) problems.push(`${k.name}: could not reach page ${PAGES}: ${w.error}`);
        else k.page50Path = w.path;
      }
      const busy = await waitQuiet(10_000);
      const r1 = await time(base, k.path, cookie, agent, REQUESTS);
      const page50 =
        k.page50Path && !r1.failed ? await time(base, k.page50Path, cookie, agent, REQUESTS) : null;
      const failed = r1.failed ?? page50?.failed;
      if (failed) {
        if (attempt === 3) problems.push(`${k.name}: ${failed}`);
        continue;
      }
      r = { ...k, first: r1, page50, busyBefore: busy };
    }
    if (!r) continue;
    results.push(r);
    say(
      `${k.name}: page 1 p95 ${fmt(r.first.p95)} ms (${r.first.rows} rows, ${kb(r.first.jsonBytes)}, busy ${fmt(100 * r.first.busy, 0)} %)` +
        (r.page50
          ? `; page ${PAGES} p95 ${fmt(r.page50.p95)} ms (${r.page50.rows} rows, ${kb(r.page50.jsonBytes)})`
          : ''),
    );
  }
  agent.destroy();

  let browser = null;
  if (!opt['no-browser']) {
    say('admin Users page in Chromium…');
    try {
      await ensureServices();
      browser = await browserFirstRows(base, Number(opt['browser-runs']));
      say(`first member row after ${browser.map((b) => fmt(b.ms, 0)).join(', ')} ms`);
    } catch (err) {
      browser = { error: err.message.split('\n')[0] };
      say(`browser part failed: ${browser.error}`);
    }
  }

  const missed = (x, target) => x && x.p95 > target;
  const slow = results.filter((r) => missed(r.first, r.target) || missed(r.page50, r.target));
  let explained = { plans: {} };
  if (slow.length && !opt['no-explain']) {
    say(`plans of ${slow.length} slow kinds (auto_explain)…`);
    explained = await explainSlow(base, slow, cookies, startServices).catch((err) => ({
      note: `plans not captured: ${err.message}`,
      plans: {},
    }));
  }
  writeFileSync(
    join(outDir, 'plans.txt'),
    Object.entries(explained.plans ?? {})
      .map(
        ([k, es]) => `## ${k}\n${es.map((e) => `-- ${e.db}, ${e.ms} ms\n${e.lines.join('\n')}`).join('\n')}`,
      )
      .join('\n\n'),
  );

  for (const child of children)
    if (child.errorLines.length)
      problems.push(
        `${child.name} logged ${child.errorLines.length} error line(s), first: ${child.errorLines[0]}`,
      );

  // ------------------------------------------------------------------ the section
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  const dirty = execFileSync(
    'git',
    ['status', '--porcelain', '--untracked-files=no', '--', 'svc-*', 'libs'],
    { cwd: root },
  )
    .toString()
    .trim();
  const {
    rows: [pgInfo],
  } = await (async () => {
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    const r = await c.query('SHOW server_version');
    await c.end();
    return r;
  })();
  const cpus = os.cpus();
  const run = {
    started: started.toISOString(),
    commit,
    dirty: Boolean(dirty),
    machine: {
      cores: cpus.length,
      model: cpus[0]?.model?.trim() ?? 'unknown',
      ramGiB: os.totalmem() / 1024 ** 3,
      node: process.version,
      postgres: pgInfo.server_version,
    },
    counts,
    facts,
    timings,
    seedSeconds,
    reused: Boolean(reusedFrom),
    seededNote: opt['seeded-note'],
    requests: REQUESTS,
    results,
    browser,
    explained,
    problems,
    restarts,
  };
  writeFileSync(join(outDir, 'last-run.json'), JSON.stringify(run, null, 2));
  const section = renderSection(run);
  writeFileSync(join(outDir, 'section.md'), section);
  if (!opt['no-write']) {
    writeResultsSection('lists', section);
    say(`wrote ${relative(root, RESULTS_FILE)}`);
  } else console.log(section);
  return problems.length ? 1 : 0;
}

if (opt['render-only']) {
  // Writes the section again from the last run's figures (e.g. after editing bench/lists/findings.md).
  writeResultsSection(
    'lists',
    renderSection(JSON.parse(readFileSync(join(outDir, 'last-run.json'), 'utf8'))),
  );
  say(`wrote ${relative(root, RESULTS_FILE)} from ${relative(root, join(outDir, 'last-run.json'))}`);
  process.exit(0);
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`[lists] failed: ${err.stack ?? err}`);
} finally {
  await stopAll(['svc-gateway'], 0);
  if (!opt.keep) await dropState().catch((err) => console.error(`[lists] cleanup: ${err.message}`));
  else say(`--keep: databases ${env.DB_NAME_PREFIX}* and streams ${env.NATS_PREFIX}_* left in place`);
}
process.exit(code);
