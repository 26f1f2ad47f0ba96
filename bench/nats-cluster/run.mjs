#!/usr/bin/env node
// NATS node-kill drill: a 3-node NATS cluster (tools/nats-cluster.mjs) with the EVENTS
// stream replicated 3 ways; the gateway and the services connect with the whole server list. Members keep
// sending inquiries (each one a write in svc-directory and an event svc-notifications turns into the
// owner's notification) while one node is killed with SIGKILL, brought back, and then a second node is
// killed and brought back. Checked: every acknowledged write is stored exactly once, every stored write's
// event is applied exactly once, and requests fail only around a kill. Figures go to bench/RESULTS.md.
//
//   node bench/nats-cluster/run.mjs [--writers 4] [--down 8] [--no-build] [--no-write]
//
// Needs Postgres (DATABASE_URL, default 127.0.0.1) and `nats-server` on PATH (Debian's 2.9 is enough).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startNatsCluster } from '../../tools/nats-cluster.mjs';
import { buildBackend, createProcesses, dropBenchState, freePort, jsonClient, serviceDatabaseUrl, sleep, writeResultsSection } from '../lib/harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'bench/out/nats-cluster');
const { values: opt } = parseArgs({
  options: {
    writers: { type: 'string', default: '4' },
    down: { type: 'string', default: '8' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const WRITERS = Number(opt.writers);
const DOWN_MS = Number(opt.down) * 1000;
const say = (msg) => console.log(`[nats-cluster] ${new Date().toISOString().slice(11, 19)} ${msg}`);

const env = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  DB_NAME_PREFIX: 'benchnc_',
  NATS_PREFIX: 'benchnc',
  EVENTS_REPLICAS: '3',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RPC_TIMEOUT_MS: '3000',
};

async function main() {
  if (!opt['no-build']) {
    say('building the backend (nx, cached)…');
    buildBackend();
  }
  rmSync(join(outDir, 'data'), { recursive: true, force: true });
  const basePort = 30000 + Math.floor(Math.random() * 5000);
  const cluster = await startNatsCluster({ basePort, dataDir: join(outDir, 'data') });
  env.NATS_URL = cluster.url;
  say(`cluster up: ${cluster.url}`);
  const { start, stopAll, waitFor, problems } = createProcesses({ root, outDir, env });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  for (const s of ['directory', 'pets', 'notifications', 'admin']) start(`svc-${s}`, [`svc-${s}/dist/main.js`]);
  start('svc-gateway', ['svc-gateway/dist/main.js'], { PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: '', DATA_DIR: join(outDir, 'gateway-data') });

  const call = jsonClient(base);
  try {
    await waitFor('gateway /api/health 200', async () => (await call('GET', '/api/health')).status === 200);
    const tag = randomBytes(3).toString('hex');
    const signup = async (name, accountType) =>
      call('POST', '/api/signup', { firstName: name, lastName: 'Drill', username: `nc_${name}_${tag}`, email: `nc_${name}_${tag}@example.com`, password: 'walnut-harbor-42', confirmPassword: 'walnut-harbor-42', accountType });
    const owner = await signup('owner', 'business_owner');
    const customer = await signup('customer');
    const business = await call('POST', '/api/businesses', { name: `Drill Vet ${tag}`, category: 'veterinarian', city: 'Austin', state: 'TX' }, owner.cookie);
    if (business.status !== 201) throw new Error(`setup failed: ${business.status} ${JSON.stringify(business.body)}`);

    const outcomes = [];
    let writing = true;
    const writer = async (w) => {
      for (let i = 0; writing; i++) {
        const subject = `w${w}-${i}`;
        const started = Date.now();
        const res = await call('POST', `/api/businesses/${business.body.id}/inquiries`, { subject, message: 'Are you open?' }, customer.cookie);
        outcomes.push({ subject, status: res.status, started, ended: Date.now() });
        await sleep(50);
      }
    };
    const running = Array.from({ length: WRITERS }, (_, w) => writer(w));
    const mark = say;
    await sleep(3000);
    mark('kill -9 n1');
    await cluster.nodes[0].kill('SIGKILL');
    await sleep(DOWN_MS);
    mark('n1 back');
    await cluster.nodes[0].start();
    await sleep(5000);
    mark('kill -9 n2');
    await cluster.nodes[1].kill('SIGKILL');
    await sleep(DOWN_MS);
    mark('n2 back');
    await cluster.nodes[1].start();
    await sleep(5000);
    writing = false;
    await Promise.all(running);
    mark('writers stopped');

    // What was acknowledged, what is stored, and what the owner was told (each counted in the services' own databases).
    const directory = new pg.Client({ connectionString: serviceDatabaseUrl(env, 'directory') });
    const notifications = new pg.Client({ connectionString: serviceDatabaseUrl(env, 'notifications') });
    await directory.connect();
    await notifications.connect();
    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.subject);
    const storedCounts = async () =>
      new Map(
        (
          await directory.query(
            `SELECT c.subject, count(*)::int AS n FROM inquiry_conversations c JOIN businesses b ON b.id = c.business_id WHERE b.id = $1 GROUP BY c.subject`,
            [business.body.id],
          )
        ).rows.map((r) => [r.subject, r.n]),
      );
    const stored = await storedCounts();
    const notified = async () =>
      (await notifications.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND title LIKE 'New message from%'`, [owner.body.id])).rows[0].n;
    const storedTotal = [...stored.values()].reduce((a, b) => a + b, 0);
    await waitFor('one notification per stored inquiry', async () => (await notified()) >= storedTotal, 60_000).catch(() => undefined);
    await sleep(2000);
    const delivered = await notified();
    await directory.end();
    await notifications.end();

    const failed = outcomes.filter((o) => o.status !== 201);
    const counts = {};
    for (const o of failed) counts[o.status] = (counts[o.status] ?? 0) + 1;
    const byStatus = Object.entries(counts).map(([s, n]) => `${s}: ${n}`).join(', ') || 'none';
    const lostAcknowledged = acknowledged.filter((s) => stored.get(s) !== 1);
    const duplicates = [...stored.entries()].filter(([, n]) => n > 1);
    // The longest stretch with no request completing successfully, anywhere.
    const successes = outcomes.filter((o) => o.status === 201).map((o) => o.ended).sort((a, b) => a - b);
    let longestGap = 0;
    for (let i = 1; i < successes.length; i++) longestGap = Math.max(longestGap, successes[i] - successes[i - 1]);
    const ok = lostAcknowledged.length === 0 && duplicates.length === 0 && delivered === storedTotal && problems.length === 0;

    const row = {
      sent: outcomes.length,
      failed: failed.length,
      byStatus,
      acknowledged: acknowledged.length,
      storedOnce: acknowledged.length - lostAcknowledged.length,
      storedTotal,
      delivered,
      longestGapMs: longestGap,
    };
    say(JSON.stringify(row));
    if (!opt['no-write']) {
      writeResultsSection(
        'nats-cluster-drill',
        `## NATS node-kill drill (issue 18 item 1)

\`node bench/nats-cluster/run.mjs\` — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, ${WRITERS} writers sending inquiries
through the gateway (each a write in svc-directory plus an event that svc-notifications applies), a 3-node cluster
(nats-server ${await natsVersion()}) with the EVENTS stream at R3; node n1 killed with SIGKILL for ${DOWN_MS / 1000} s, then n2 for ${DOWN_MS / 1000} s.

| requests sent | failed (status: count) | writes acknowledged | acknowledged and stored exactly once | stored in all | events applied (notifications) | longest gap without a successful write |
|---:|---|---:|---:|---:|---:|---:|
| ${row.sent} | ${row.failed} (${row.byStatus}) | ${row.acknowledged} | ${row.storedOnce} | ${row.storedTotal} | ${row.delivered} | ${(row.longestGapMs / 1000).toFixed(2)} s |

${ok ? 'Every acknowledged write was stored exactly once and every stored write\'s event was applied exactly once.' : `**Invariant broken**: ${lostAcknowledged.length} acknowledged writes not stored once, ${duplicates.length} duplicated, ${delivered} events applied for ${storedTotal} stored. ${problems.join('; ')}`}
Failed requests (if any) are those in flight on the connection to a killed node: the clients reconnect to a surviving node on their own
(status 0 = the request itself timed out, 503 = the gateway's RPC deadline passed while it reconnected). A write stored but not
acknowledged (its reply lost in the kill) shows as "stored in all" above "acknowledged".`,
      );
    }
    if (!ok) process.exitCode = 1;
  } finally {
    await stopAll(['svc-gateway'], 500);
    // The cluster (and with it the run's stream) goes; the databases are dropped.
    await dropBenchState(env, ['identity', 'directory', 'pets', 'notifications', 'admin']).catch(() => undefined);
    await cluster.stop();
  }
}

async function natsVersion() {
  const { execFileSync } = await import('node:child_process');
  return execFileSync('nats-server', ['--version']).toString().trim().replace(/^nats-server: v?/, '');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
