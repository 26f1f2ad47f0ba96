#!/usr/bin/env node
// Search-at-scale benchmark: p95 of filtered GET /api/businesses through the gateway
// with 100 000 businesses in svc-directory's database. See bench/README.md.
//
//   node bench/search/run.mjs [--businesses 100000] [--rounds 3] [--requests 300] [--concurrency 4]
//                             [--no-build] [--keep] [--reuse] [--no-write] [--cpu-prof]
// --reuse: keep the databases a --keep run left and skip seeding when they hold --businesses rows (for an
// A/B of two builds on one seed: run the older build first, its migrations are a prefix of the newer's).
//
// Needs Postgres and NATS (JetStream): DATABASE_URL / NATS_URL, default 127.0.0.1. Starts the built
// services and gateway itself (as bench/hop-tax does), seeds the businesses with one set-based
// INSERT … SELECT generate_series (not API calls), then runs rounds of mixed filtered queries.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import pg from 'pg';
import http from 'node:http';
import { buildBackend, createProcesses, dropBenchState, freePort, lightGet, RESULTS_FILE, sleep, writeResultsSection } from '../lib/harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'bench/out/search');
const SERVICES = ['directory', 'pets', 'notifications', 'admin'];
const DATABASES = ['identity', ...SERVICES];
const TARGET_P95_MS = 30;

const { values: opt } = parseArgs({
  options: {
    businesses: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '3' },
    requests: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '4' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const total = Number(opt.businesses);
const rounds = Number(opt.rounds);
const perKind = Number(opt.requests);
const concurrency = Number(opt.concurrency);

const env = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
  DB_NAME_PREFIX: process.env.BENCH_DB_PREFIX || 'benchsearch_',
  NATS_PREFIX: process.env.BENCH_NATS_PREFIX || 'benchsearch',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
const say = (msg) => console.log(`[search] ${msg}`);
const { children, problems, start, stopAll, waitFor } = createProcesses({ root, outDir, env });
const dropState = () => dropBenchState(env, DATABASES);

// 40 US cities (every category in each): the businesses are spread within ±0.35° of each centre.
const CITIES = [
  ['New York', 'NY', 40.7128, -74.006], ['Los Angeles', 'CA', 34.0522, -118.2437], ['Chicago', 'IL', 41.8781, -87.6298],
  ['Houston', 'TX', 29.7604, -95.3698], ['Phoenix', 'AZ', 33.4484, -112.074], ['Philadelphia', 'PA', 39.9526, -75.1652],
  ['San Antonio', 'TX', 29.4241, -98.4936], ['San Diego', 'CA', 32.7157, -117.1611], ['Dallas', 'TX', 32.7767, -96.797],
  ['San Jose', 'CA', 37.3382, -121.8863], ['Austin', 'TX', 30.2672, -97.7431], ['Jacksonville', 'FL', 30.3322, -81.6557],
  ['Columbus', 'OH', 39.9612, -82.9988], ['Charlotte', 'NC', 35.2271, -80.8431], ['Indianapolis', 'IN', 39.7684, -86.1581],
  ['Seattle', 'WA', 47.6062, -122.3321], ['Denver', 'CO', 39.7392, -104.9903], ['Washington', 'DC', 38.9072, -77.0369],
  ['Boston', 'MA', 42.3601, -71.0589], ['Nashville', 'TN', 36.1627, -86.7816], ['Detroit', 'MI', 42.3314, -83.0458],
  ['Portland', 'OR', 45.5152, -122.6784], ['Las Vegas', 'NV', 36.1699, -115.1398], ['Memphis', 'TN', 35.1495, -90.049],
  ['Louisville', 'KY', 38.2527, -85.7585], ['Baltimore', 'MD', 39.2904, -76.6122], ['Milwaukee', 'WI', 43.0389, -87.9065],
  ['Albuquerque', 'NM', 35.0844, -106.6504], ['Tucson', 'AZ', 32.2226, -110.9747], ['Fresno', 'CA', 36.7378, -119.7871],
  ['Sacramento', 'CA', 38.5816, -121.4944], ['Atlanta', 'GA', 33.749, -84.388], ['Miami', 'FL', 25.7617, -80.1918],
  ['Raleigh', 'NC', 35.7796, -78.6382], ['Omaha', 'NE', 41.2565, -95.9345], ['Minneapolis', 'MN', 44.9778, -93.265],
  ['Tampa', 'FL', 27.9506, -82.4572], ['New Orleans', 'LA', 29.9511, -90.0715], ['Cleveland', 'OH', 41.4993, -81.6944],
  ['Pittsburgh', 'PA', 40.4406, -79.9959],
];
const ADJECTIVES = ['Happy', 'Golden', 'Furry', 'Loyal', 'Gentle', 'Sunny', 'Lucky', 'Cozy', 'Playful', 'Noble', 'Brave', 'Clever', 'Fuzzy', 'Jolly', 'Swift', 'Tiny', 'Grand', 'Wild', 'Calm', 'Royal'];
const NOUNS = ['Paws', 'Tails', 'Whiskers', 'Bones', 'Barks', 'Purrs', 'Snouts', 'Hounds', 'Kittens', 'Pups', 'Critters', 'Companions', 'Friends', 'Buddies', 'Pals', 'Meadows', 'Acres', 'Corner', 'Den', 'Nest'];
const KINDS = {
  groomer: ['Grooming', 'Spa', 'Salon', 'Styling'],
  pet_store: ['Pet Supply', 'Market', 'Pet Shop', 'Outfitters'],
  park: ['Dog Park', 'Bark Park', 'Off-Leash Area', 'Commons'],
  veterinarian: ['Animal Hospital', 'Veterinary Clinic', 'Vet Care', 'Pet Wellness'],
};
const DESCRIPTIONS = [
  'Friendly local team caring for dogs and cats since 1998.',
  'Specialists in anxious pets, with gentle handling and calm rooms.',
  'Organic products, raw food and eco-friendly toys.',
  'Open late on weekdays; walk-ins welcome.',
  'Certified staff, spotless facility and free parking.',
  'Family owned; we treat every pet like our own.',
];

const sqlText = (s) => `'${s.replace(/'/g, "''")}'`;
const sqlArray = (xs) => `ARRAY[${xs.map(sqlText).join(',')}]`;

/** 100 000 businesses in one statement: names, categories, cities, coordinates (10 % none), ratings, 2 % premium. */
async function seed(db) {
  const cities = CITIES.map(([c, s, lat, lng], i) => `(${i}, ${sqlText(c)}, ${sqlText(s)}, ${lat}, ${lng}, ${sqlText(STATE_ZONES[s])})`).join(',\n');
  const categories = Object.keys(KINDS);
  const kinds = categories.map((c) => sqlArray(KINDS[c])).join(',');
  // A bulk load builds the table's secondary indexes once at the end instead of maintaining them row by
  // row (as a restore would): the same definitions, read from the catalogue, so they are the service's own.
  const { rows: indexes } = await db.query(`SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
    WHERE x.indrelid = 'businesses'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)`);
  for (const { name } of indexes) await db.query(`DROP INDEX ${name}`);
  await db.query('SELECT setseed(0.42)');
  await db.query(`
    WITH cities(idx, city, state, lat, lng, zone) AS (VALUES ${cities}),
    src AS (SELECT i, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5 FROM generate_series(1, ${total}) AS i)
    INSERT INTO businesses (name, category, description, city, state, zip_code, phone, website_url, services, pricing,
                            price_range, latitude, longitude, avg_rating, review_count, is_premium, time_zone)
    SELECT
      (${sqlArray(ADJECTIVES)})[1 + (i % ${ADJECTIVES.length})] || ' ' || (${sqlArray(NOUNS)})[1 + ((i / ${ADJECTIVES.length}) % ${NOUNS.length})]
        || ' ' || (ARRAY[${kinds}])[1 + ((i / ${CITIES.length}) % 4)][1 + ((i / 160) % 4)] || ' #' || i,
      (${sqlArray(categories)})[1 + ((i / ${CITIES.length}) % 4)],
      (${sqlArray(DESCRIPTIONS)})[1 + ((i / 3) % ${DESCRIPTIONS.length})],
      c.city, c.state, lpad(((i * 37) % 99999)::text, 5, '0'), '(555) 555-' || lpad((i % 10000)::text, 4, '0'),
      'https://business' || i || '.example.com', 'Services of business ' || i, 'From $' || (10 + i % 90),
      (ARRAY['budget','moderate','premium'])[1 + floor(r1 * 3)::int],
      CASE WHEN r2 < 0.1 THEN NULL ELSE c.lat + (r3 - 0.5) * 0.7 END,
      CASE WHEN r2 < 0.1 THEN NULL ELSE c.lng + (r4 - 0.5) * 0.7 END,
      CASE WHEN r5 < 0.15 THEN 0 ELSE round((1 + r5 * 4)::numeric, 2)::float8 END,
      CASE WHEN r5 < 0.15 THEN 0 ELSE 1 + (i % 80) END,
      (i % 50 = 0), c.zone
    FROM src JOIN cities c ON c.idx = src.i % ${CITIES.length}`);
  await seedHours(db);
  await db.query("SET maintenance_work_mem = '512MB'");
  for (const { definition } of indexes) await db.query(definition);
  // What autovacuum does after a bulk load: reclaims the refresh's old row versions and marks pages
  // all-visible, which the index-only scans of search rely on.
  await db.query('VACUUM (ANALYZE) businesses');
}

// Each city's IANA zone, as svc-directory derives it from the state (svc-directory/src/hours/time-zones.ts).
const STATE_ZONES = {
  NY: 'America/New_York', CA: 'America/Los_Angeles', IL: 'America/Chicago', TX: 'America/Chicago', AZ: 'America/Phoenix',
  PA: 'America/New_York', FL: 'America/New_York', OH: 'America/New_York', NC: 'America/New_York', IN: 'America/Indiana/Indianapolis',
  WA: 'America/Los_Angeles', CO: 'America/Denver', DC: 'America/New_York', MA: 'America/New_York', TN: 'America/Chicago',
  MI: 'America/Detroit', OR: 'America/Los_Angeles', NV: 'America/Los_Angeles', KY: 'America/New_York', MD: 'America/New_York',
  WI: 'America/Chicago', NM: 'America/Denver', GA: 'America/New_York', NE: 'America/Chicago', MN: 'America/Chicago', LA: 'America/Chicago',
};

/**
 * Opening hours for the openNow kinds: 80 % of the businesses list hours in their city's zone —
 * one in eight around the clock, the rest 09:00–18:00 on weekdays (and weekends for a third of them) —
 * and one in twenty is closed today for a special closure.
 */
async function seedHours(db) {
  await db.query(`
    INSERT INTO business_hours (business_id, time_zone, day, open_minute, close_minute)
    SELECT b.id, b.time_zone, d, CASE WHEN h % 8 = 0 THEN 0 ELSE 540 END, CASE WHEN h % 8 = 0 THEN 1440 ELSE 1080 END
    FROM (SELECT id, time_zone, abs(hashtext(id::text)) AS h FROM businesses WHERE time_zone IS NOT NULL) b
    CROSS JOIN generate_series(0, 6) AS d
    WHERE b.h % 10 < 8 AND (b.h % 8 = 0 OR d BETWEEN 1 AND 5 OR b.h % 3 = 0)`);
  await db.query(`
    INSERT INTO business_closures (business_id, closed_on, note)
    SELECT id, (now() AT TIME ZONE time_zone)::date, 'Staff day' FROM businesses WHERE time_zone IS NOT NULL AND abs(hashtext(id::text)) % 20 = 1`);
  await db.query('INSERT INTO hours_zones (time_zone) SELECT DISTINCT time_zone FROM business_hours ON CONFLICT DO NOTHING');
  // The same refresh the service runs after an owner saves hours (from the build, which is done by now).
  const { refreshOpenWeekOf } = createRequire(import.meta.url)(join(root, 'svc-directory/dist/hours/open-now-sql.js'));
  await db.query(refreshOpenWeekOf('ARRAY(SELECT id FROM businesses WHERE time_zone IS NOT NULL)'));
  await db.query('ANALYZE business_hours');
  await db.query('ANALYZE hours_zones');
  await db.query('ANALYZE business_closures');
}

/** The filtered queries of the mix, each a page of 20 as the directory page asks for. */
function queryKinds() {
  const pick = (xs, i) => xs[i % xs.length];
  return {
    'q (text in name/city/description)': (i) => ({ q: pick(['golden paws', 'whiskers', 'anxious pets', 'organic', 'royal den', 'grooming'], i) }),
    'category + city': (i) => ({ category: pick(Object.keys(KINDS), i), city: pick(CITIES, i * 7)[0] }),
    'radius 25 mi around a city': (i) => {
      const c = pick(CITIES, i * 3);
      return { lat: c[2].toFixed(4), lng: c[3].toFixed(4), radiusMiles: '25' };
    },
    'category + minRating + priceRange': (i) => ({ category: pick(Object.keys(KINDS), i), minRating: pick(['3', '4', '4.5'], i), priceRange: pick(['budget', 'moderate', 'premium'], i) }),
    'q + category + radius 50 mi': (i) => {
      const c = pick(CITIES, i * 5);
      return { q: pick(['family owned', 'organic', 'open late', 'certified staff'], i), category: pick(Object.keys(KINDS), i + 1), lat: c[2].toFixed(4), lng: c[3].toFixed(4), radiusMiles: '50' };
    },
    'plain first page (limit 20)': () => ({}),
    'openNow (open at this minute in its own zone)': () => ({ openNow: 'true' }),
    'openNow + category + city': (i) => ({ openNow: 'true', category: pick(Object.keys(KINDS), i), city: pick(CITIES, i * 11)[0] }),
    'openNow + radius 25 mi': (i) => {
      const c = pick(CITIES, i * 13);
      return { openNow: 'true', lat: c[2].toFixed(4), lng: c[3].toFixed(4), radiusMiles: '25' };
    },
  };
}

/** Whole-machine busy share over `ms` (from /proc/stat; NaN elsewhere). */
async function machineBusy(ms = 2000) {
  const read = () => {
    try {
      const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
      return { all: cpu.reduce((a, b) => a + b, 0), idle: cpu[3] + (cpu[4] ?? 0) };
    } catch {
      return undefined;
    }
  };
  const a = read();
  await sleep(ms);
  const b = read();
  return a && b ? 1 - (b.idle - a.idle) / (b.all - a.all) : NaN;
}

/** The machine is shared (builds, other tests): wait up to 3 min for it to be under 30 % busy before a round. */
async function waitQuiet() {
  const started = Date.now();
  let busy = await machineBusy();
  while (busy > 0.3 && Date.now() - started < 180_000) busy = await machineBusy();
  return busy;
}

/** CPU seconds: the whole machine (busy), and ours (children, this process, every postgres and nats-server). */
function cpuSnapshot() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const machine = (cpu.reduce((a, b) => a + b, 0) - cpu[3] - (cpu[4] ?? 0)) / 100;
    const own = new Set(children.map((c) => c.pid));
    let ours = (process.cpuUsage().user + process.cpuUsage().system) / 1e6;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let stat;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!own.has(Number(pid)) && comm !== 'postgres' && comm !== 'nats-server') continue;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ours += (Number(f[11]) + Number(f[12])) / 100;
    }
    return { machine, ours };
  } catch {
    return undefined;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n, d = 1) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** One round: every kind × perKind requests, shuffled, `concurrency` at a time; latency per request. */
async function round(base, kinds) {
  const jobs = [];
  for (const [kind, make] of Object.entries(kinds)) for (let i = 0; i < perKind; i++) jobs.push({ kind, query: { ...make(i), limit: '20' } });
  for (let i = jobs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [jobs[i], jobs[j]] = [jobs[j], jobs[i]];
  }
  const samples = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
  const counts = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const url = `${base}/api/businesses?${new URLSearchParams(job.query)}`;
      const t0 = performance.now();
      const { status, text } = await lightGet(url, agent);
      const ms = performance.now() - t0;
      if (status !== 200) {
        problems.push(`${status} for ${url}: ${text.slice(0, 200)}`);
        continue;
      }
      samples[job.kind].push(ms);
      counts[job.kind].push(JSON.parse(text).length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { samples, counts };
}

async function main() {
  const started = new Date();
  if (!opt['no-build']) {
    say('building the backend (nx, cached)…');
    buildBackend();
  }
  if (!opt.reuse) await dropState();
  const port = await freePort();
  const prof = (name) => (opt['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${outDir}`, `--cpu-prof-name=${name}.cpuprofile`] : []);
  for (const s of SERVICES) start(`svc-${s}`, [...prof(`svc-${s}`), `svc-${s}/dist/main.js`]);
  start('svc-gateway', [...prof('svc-gateway'), 'svc-gateway/dist/main.js'], { PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: '' });
  const base = `http://127.0.0.1:${port}`;
  await waitFor('gateway /api/health 200', async () => (await fetch(`${base}/api/health`)).status === 200);
  say(`gateway and services healthy on ${base}`);

  const dbUrl = new URL(env.DATABASE_URL);
  dbUrl.pathname = `/${env.DB_NAME_PREFIX}directory`;
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  const { rows: [pgInfo] } = await db.query('SHOW server_version');
  const countsSql = 'SELECT count(*)::int AS n, count(latitude)::int AS located, count(*) FILTER (WHERE is_premium)::int AS premium FROM businesses';
  let t0 = performance.now();
  const reused = opt.reuse && (await db.query(countsSql)).rows[0].n === total;
  if (reused) await db.query('VACUUM ANALYZE businesses');
  else await seed(db);
  const { rows: [counts] } = await db.query(countsSql);
  const seedSeconds = (performance.now() - t0) / 1000;
  const seeding = reused ? 'seeded by an earlier run and reused' : `seeded in ${fmt(seedSeconds)} s`;
  say(`${counts.n} businesses (${counts.located} with coordinates, ${counts.premium} premium) ${seeding}`);

  const kinds = queryKinds();
  // The plans, for the record (bench/out/search/plans.txt).
  const plans = [];
  for (const [kind, make] of Object.entries(kinds)) {
    const res = await fetch(`${base}/api/businesses?${new URLSearchParams({ ...make(1), limit: '20' })}`);
    plans.push(`## ${kind}: ${res.status}, ${(await res.json()).length} rows`);
  }
  writeFileSync(join(outDir, 'plans.txt'), plans.join('\n') + '\n');

  say(`warm-up, then ${rounds} rounds of ${Object.keys(kinds).length} × ${perKind} requests, ${concurrency} at a time`);
  await round(base, kinds);
  const perRound = [];
  for (let r = 1; r <= rounds; r++) {
    // A round during which other processes took > 15 % of the machine is run again (up to 3 tries;
    // the least disturbed try counts), as in hop-tax.
    let best;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const busyBefore = await waitQuiet();
      const before = cpuSnapshot();
      t0 = performance.now();
      const { samples, counts: rowCounts } = await round(base, kinds);
      const seconds = (performance.now() - t0) / 1000;
      const after = cpuSnapshot();
      const otherLoad = before && after ? Math.max(0, after.machine - before.machine - (after.ours - before.ours)) / (seconds * os.cpus().length) : 0;
      const all = Object.values(samples).flat().sort((a, b) => a - b);
      const byKind = Object.fromEntries(
        Object.entries(samples).map(([k, xs]) => {
          const s = [...xs].sort((a, b) => a - b);
          return [k, { p50: percentile(s, 50), p95: percentile(s, 95), rows: median(rowCounts[k]) }];
        }),
      );
      const result = { p50: percentile(all, 50), p95: percentile(all, 95), p99: percentile(all, 99), rps: all.length / seconds, byKind, busyBefore, otherLoad };
      say(`round ${r}.${attempt}: p50 ${fmt(result.p50)} ms  p95 ${fmt(result.p95)} ms  p99 ${fmt(result.p99)} ms  ${fmt(result.rps, 0)} req/s  other processes ${fmt(100 * otherLoad, 0)} %`);
      if (!best || otherLoad < best.otherLoad) best = result;
      if (otherLoad <= 0.15) break;
    }
    perRound.push(best);
  }
  await db.end();

  const med = (key) => median(perRound.map((x) => x[key]));
  const p95 = med('p95');
  const met = p95 <= TARGET_P95_MS;
  const kindRows = Object.keys(kinds).map((k) => {
    const m = (key) => median(perRound.map((x) => x.byKind[k][key]));
    return `| ${k} | ${fmt(m('p50'))} | ${fmt(m('p95'))} | ${m('rows')} |`;
  });
  const cpus = os.cpus();
  const command = `node bench/search/run.mjs --businesses ${total} --rounds ${rounds} --requests ${perKind} --concurrency ${concurrency}${opt.reuse ? ' --reuse' : ''}`;
  const section = `
## Search at scale: filtered GET /api/businesses through the gateway (${total.toLocaleString('en-US')} businesses)

${fmt(counts.n, 0)} businesses in svc-directory (${seeding} by one \`INSERT … SELECT generate_series\`; 40 cities,
${fmt(counts.located, 0)} with coordinates, ${counts.premium} premium). Each round sends ${perKind} requests of each of the ${Object.keys(kinds).length} query kinds below
(${perKind * Object.keys(kinds).length} in all, shuffled), ${concurrency} at a time, every one a page of 20 (\`limit=20\`), through svc-gateway → NATS →
svc-directory → Postgres; latency measured by the client per request (\`node:http\`, keep-alive, accepting brotli as a browser does). One warm-up round, then ${rounds} measured rounds (each started
once the shared machine was under 30 % busy, or after 3 minutes); figures are the medians of the rounds.

- Date: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC
- Machine: ${cpus.length} cores (${cpus[0]?.model?.trim() ?? 'unknown'}), ${fmt(os.totalmem() / 1024 ** 3)} GiB RAM; Node ${process.version}, Postgres ${pgInfo.server_version}
- Command: \`${command}\`

| | p50 (ms) | p95 (ms) | p99 (ms) | req/s |
|---|---:|---:|---:|---:|
| all filtered queries | ${fmt(med('p50'))} | **${fmt(p95)}** | ${fmt(med('p99'))} | ${fmt(med('rps'), 0)} |
| target | | ≤ ${TARGET_P95_MS} → ${met ? '**met**' : '**missed**'} | | |

Rounds (the counted try of each): ${perRound.map((x, i) => `${i + 1}: p95 ${fmt(x.p95)} ms with ${fmt(100 * x.otherLoad, 0)} % of the machine used by other processes`).join('; ')}.

| query kind | p50 (ms) | p95 (ms) | rows answered (median) |
|---|---:|---:|---:|
${kindRows.join('\n')}

${problems.length ? `Problems seen during the run:\n${problems.slice(0, 10).map((p) => `- ${p}`).join('\n')}` : 'No errors, crashes or non-200 answers during the run.'}
`;
  if (!opt['no-write']) {
    writeResultsSection(total === 100_000 ? 'search' : `search-${total}`, section);
    say(`wrote ${relative(root, RESULTS_FILE)}`);
  }
  writeFileSync(join(outDir, 'last-run.json'), JSON.stringify({ perRound, counts, problems }, null, 2));
  say(`p95 ${fmt(p95)} ms (target ≤ ${TARGET_P95_MS} ms): ${met ? 'met' : 'missed'}`);
  return problems.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`[search] failed: ${err.stack ?? err}`);
} finally {
  await stopAll(['svc-gateway'], 0);
  if (!opt.keep) await dropState().catch((err) => console.error(`[search] cleanup: ${err.message}`));
  else say(`--keep: databases ${env.DB_NAME_PREFIX}* and streams ${env.NATS_PREFIX}_* left in place`);
}
process.exit(code);
