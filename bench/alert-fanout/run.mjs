#!/usr/bin/env node
// Alert fan-out benchmark: one approved lost-pet post near 100,000 members' alert
// areas → how long until every notification it causes is persisted? See bench/README.md.
//
//   node bench/alert-fanout/run.mjs [--areas 100000] [--near-share 0.2] [--runs 5] [--no-build] [--no-write]
//
// Starts the built svc-notifications alone (own DB and NATS prefixes), seeds N alert areas set-based
// (a share of them within 50 miles of the post, the rest spread over the contiguous US, radii 1–50 mi,
// a quarter with a species list), then per run publishes one `pets.post_moderated` (approved) event into
// JetStream as svc-pets' outbox relay would and polls the notifications of that event until their
// count reaches the number of areas containing the post's place (computed beforehand with the same
// haversine). The median goes to bench/RESULTS.md.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DiscardPolicy, JSONCodec, RetentionPolicy, StorageType, connect, nanos } from 'nats';
import os from 'node:os';
import pg from 'pg';
import { buildBackend, createProcesses, dropBenchState, RESULTS_FILE, sleep, writeResultsSection } from '../lib/harness.mjs';

// The service's own distance expression, so the expected count agrees with it to the last float.
const { milesBetweenSql } = createRequire(import.meta.url)('@pawpals/geo');
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'bench/out/alert-fanout');
const TARGET_MS = 3000;
const { values: opt } = parseArgs({
  options: {
    areas: { type: 'string', default: '100000' },
    'near-share': { type: 'string', default: '0.2' },
    runs: { type: 'string', default: '5' },
    /** Every area contains the post and takes every species: all N members are alerted. */
    'worst-case': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const areas = Number(opt.areas);
const worstCase = opt['worst-case'];
const nearShare = Number(opt['near-share']);
const runs = Number(opt.runs);

const env = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
  DB_NAME_PREFIX: 'benchalert_',
  NATS_PREFIX: 'benchalert',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
const natsPrefix = `${env.NATS_PREFIX}.`;
const subject = `${natsPrefix}events.pets.post_moderated`;
const streamName = `${natsPrefix.replace(/\./g, '_')}EVENTS`;
const dbUrl = (() => {
  const u = new URL(env.DATABASE_URL);
  u.pathname = `/${env.DB_NAME_PREFIX}notifications`;
  return u.toString();
})();
// Zilker Park, Austin TX: the post's pin.
const POST = { latitude: 30.2669, longitude: -97.7729 };
const say = (msg) => console.log(`[alert-fanout] ${msg}`);
/** The alerts an event caused (the poster's own "Your post is live" shares its event id). */
const ALERTS_OF_EVENT = `SELECT count(*)::int AS n FROM notifications WHERE source_event_id = $1 AND title = 'Lost dog near you'`;
const codec = JSONCodec();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const { problems, start, stopAll, waitFor } = createProcesses({ root, outDir, env });
const dropState = () => dropBenchState(env, ['notifications']);

async function main() {
  const started = new Date();
  if (!opt['no-build']) {
    say('building the backend (nx, cached)…');
    buildBackend();
  }
  await dropState();
  const service = start('svc-notifications', ['svc-notifications/dist/main.js']);
  const nc = await connect({ servers: env.NATS_URL, name: 'bench-alert-fanout' });
  const jsm = await nc.jetstreamManager();
  await waitFor('svc-notifications health', async () => {
    const reply = await nc.request(`${natsPrefix}notifications.health`, codec.encode({}), { timeout: 1000 });
    return JSON.stringify(codec.decode(reply.data)).includes('ok');
  });
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
  await waitFor('the alert-areas consumer', async () => (await jsm.consumers.list(streamName).next()).some((c) => c.name.includes('alert')));
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();

  say(`seeding ${fmt(areas)} alert areas (${worstCase ? 'all of them around the post' : `${fmt(100 * nearShare)} % within 50 mi of the post`})…`);
  const seed0 = performance.now();
  // Near: a random point within ~50 mi (0.72° of latitude) of the post. Far: the contiguous US.
  await db.query(
    `INSERT INTO alert_areas (user_id, zip_code, latitude, longitude, radius_miles, species, place_label)
     SELECT gen_random_uuid(), NULL,
            CASE WHEN i <= $2 THEN $3 + (random() - 0.5) * 1.44 ELSE 25 + random() * 24 END,
            CASE WHEN i <= $2 THEN $4 + (random() - 0.5) * 1.66 ELSE -124 + random() * 57 END,
            1 + floor(random() * 50),
            CASE WHEN i % 4 = 0 THEN ARRAY['cat'] WHEN i % 8 = 1 THEN ARRAY['dog', 'cat'] ELSE '{}' END,
            'Bench area'
     FROM generate_series(1, $1::int) AS i`,
    [areas, Math.round(areas * nearShare), POST.latitude, POST.longitude],
  );
  // Worst case: every area within ~30 miles, radius 50, all species — the post alerts all of them.
  if (worstCase) {
    await db.query(
      `UPDATE alert_areas SET latitude = $1 + (random() - 0.5) * 0.8, longitude = $2 + (random() - 0.5) * 0.9, radius_miles = 50, species = '{}'`,
      [POST.latitude, POST.longitude],
    );
  }
  await db.query('VACUUM ANALYZE alert_areas');
  const { rows: [{ expected }] } = await db.query(
    `SELECT count(*)::int AS expected FROM alert_areas a
     WHERE ${milesBetweenSql({ lat: 'a.latitude', lng: 'a.longitude' }, { lat: '$1::float8', lng: '$2::float8' })} <= a.radius_miles
       AND (cardinality(a.species) = 0 OR 'dog' = ANY(a.species))`,
    [POST.latitude, POST.longitude],
  );
  say(`seeded in ${fmt(performance.now() - seed0)} ms; ${fmt(expected)} areas contain the post and take dogs`);

  const once = async (label) => {
    const id = randomUUID();
    const envelope = {
      id,
      type: 'pets.post_moderated',
      occurredAt: new Date().toISOString(),
      actor: null,
      data: {
        postId: randomUUID(), userId: randomUUID(), type: 'lost', petName: 'Biscuit', approvalStatus: 'approved',
        species: 'dog', breed: 'Beagle', color: 'tan and white', lastSeenLocation: 'Zilker Park, Austin, TX',
        latitude: POST.latitude, longitude: POST.longitude, locationPrecision: 'pin',
      },
    };
    const t0 = performance.now();
    await nc.jetstream().publish(subject, codec.encode(envelope), { msgID: id });
    let count = 0;
    while (count < expected) {
      if (performance.now() - t0 > 120_000) throw new Error(`run ${label}: ${count} of ${expected} after 120 s`);
      if (problems.length) throw new Error(problems.join('; '));
      count = (await db.query(ALERTS_OF_EVENT, [id])).rows[0].n;
      if (count < expected) await sleep(20);
    }
    const total = performance.now() - t0;
    await sleep(300);
    const after = (await db.query(ALERTS_OF_EVENT, [id])).rows[0].n;
    if (after !== expected) problems.push(`run ${label}: ${after} alerts, expected exactly ${expected}`);
    await db.query('DELETE FROM notifications WHERE source_event_id = $1', [id]);
    await db.query('VACUUM ANALYZE notifications');
    return total;
  };
  say(`warm-up ${fmt(await once('warm-up'))} ms (not counted)`);
  const samples = [];
  for (let i = 1; i <= runs; i++) {
    samples.push(await once(String(i)));
    say(`run ${i}: ${fmt(samples.at(-1))} ms`);
  }
  if (service.errorLines.length) problems.push(`svc-notifications logged ${service.errorLines.length} error line(s), first: ${service.errorLines[0]}`);
  await db.end();
  await nc.close();

  const total = median(samples);
  const met = total <= TARGET_MS;
  say(`median ${fmt(total)} ms (target ≤ ${TARGET_MS} ms → ${met ? 'met' : 'MISSED'})`);
  const cpus = os.cpus();
  const command = `node bench/alert-fanout/run.mjs --areas ${areas} ${worstCase ? '--worst-case' : `--near-share ${nearShare}`} --runs ${runs}`;
  const section = `
## Alert fan-out${worstCase ? ' (worst case: every area contains the post)' : ''}: one approved post near ${fmt(areas)} members' alert areas (issue 13)

${
  worstCase
    ? `${fmt(areas)} alert areas seeded set-based into svc-notifications' \`alert_areas\`, every one within ~30 miles of the post (Zilker Park, Austin) with a 50-mile radius and no species list: the approval alerts all ${fmt(areas)} members.`
    : `${fmt(areas)} alert areas seeded set-based into svc-notifications' \`alert_areas\`: ${fmt(100 * nearShare)} % within ~50 miles of the post (Zilker Park, Austin), the rest spread over the contiguous US; radii 1–50 miles; a quarter only want cats, an eighth dogs and cats.`
}
Each run publishes one approved \`pets.post_moderated\` event (a lost dog with a pin) into JetStream as svc-pets' relay would, and
polls the notifications of that event every 20 ms until there are as many as areas containing the place and taking dogs
(**${fmt(expected)}**, counted beforehand with the service's own distance expression; the count is re-checked 300 ms later to be exact). One warm-up
run is not counted; each run's rows are deleted before the next. Only svc-notifications runs (built \`dist\`, \`LOG_LEVEL=warn\`).

- Date: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC
- Machine: ${cpus.length} cores (${cpus[0]?.model?.trim()}), ${fmt(os.totalmem() / 1024 ** 3, 1)} GiB RAM
- Command: \`${command}\`

| | median of ${runs} runs |
|---|---:|
| publish → all ${fmt(expected)} alerts persisted | **${fmt(total)} ms** |
| target | ≤ ${fmt(TARGET_MS)} ms → ${met ? '**met**' : '**missed**'} |
| every run (ms) | ${samples.map((s) => fmt(s)).join(', ')} |

${problems.length ? `Problems seen during the run:\n${problems.map((p) => `- ${p}`).join('\n')}` : 'No errors or crashes during the run; every run delivered exactly the expected alerts.'}
`;
  if (!opt['no-write']) {
    writeResultsSection(worstCase ? 'alert-fanout-worst-case' : 'alert-fanout', section);
    say(`wrote ${relative(root, RESULTS_FILE)}`);
  }
  return problems.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`[alert-fanout] failed: ${err.stack ?? err}`);
} finally {
  await stopAll([], 0);
  await dropState().catch((err) => console.error(`[alert-fanout] cleanup: ${err.message}`));
}
process.exit(code);
