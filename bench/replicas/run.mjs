#!/usr/bin/env node
// Replica-kill drill: two gateways behind HAProxy (Debian's, health-checked through
// /api/health) and two replicas of every service. Under steady mixed load (browsing, searching, opening
// a business, sending inquiries), one replica of each service is killed with SIGKILL in turn, then one
// gateway. Writes carry an Idempotency-Key and are retried with the same key when their answer is
// lost (the network error, 502 or 503 a client sees when the process holding its request dies; up to three times).
// Checked: every acknowledged write is stored exactly once and its event applied exactly once, failures
// happen only around a kill, and the survivors carry the load. Figures go to bench/RESULTS.md.
//
//   node bench/replicas/run.mjs [--writers 4] [--readers 8] [--no-build] [--no-write]
//
// Needs Postgres and NATS (DATABASE_URL / NATS_URL, default 127.0.0.1) and `haproxy` on PATH (apt-get install haproxy).
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildBackend, createProcesses, dropBenchState, freePort, jsonClient, serviceDatabaseUrl, sleep, writeResultsSection } from '../lib/harness.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'bench/out/replicas');
const SERVICES = ['directory', 'pets', 'notifications', 'admin'];
const { values: opt } = parseArgs({
  options: {
    writers: { type: 'string', default: '4' },
    readers: { type: 'string', default: '8' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const WRITERS = Number(opt.writers);
const READERS = Number(opt.readers);
const say = (msg) => console.log(`[replicas] ${new Date().toISOString().slice(11, 19)} ${msg}`);

const env = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
  DB_NAME_PREFIX: 'benchrep_',
  NATS_PREFIX: 'benchrep',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RPC_TIMEOUT_MS: '3000',
  // Two gateways behind a proxy on this machine: the client address is the proxy's.
  TRUST_PROXY: 'loopback',
};

function haproxyConfig(port, gateways) {
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  option http-keep-alive
  # A request is re-sent to the other gateway only when it could not be sent at all (never a write it may have run).
  retries 2
  retry-on conn-failure empty-response
  option redispatch
frontend web
  bind 127.0.0.1:${port}
  default_backend gateways
backend gateways
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${gateways.map((p, i) => `  server gw${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
}

async function main() {
  if (!opt['no-build']) {
    say('building the backend (nx, cached)…');
    buildBackend();
  }
  mkdirSync(outDir, { recursive: true });
  await dropBenchState(env, ['identity', ...SERVICES]).catch(() => undefined);
  const { start, stopAll, waitFor, problems } = createProcesses({ root, outDir, env });
  const replicas = {};
  for (const s of SERVICES) replicas[s] = [1, 2].map((n) => start(`svc-${s}-${n}`, [`svc-${s}/dist/main.js`]));
  const gatewayPorts = [await freePort(), await freePort()];
  const gateways = gatewayPorts.map((port, i) =>
    start(`svc-gateway-${i + 1}`, ['svc-gateway/dist/main.js'], { PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: '', DATA_DIR: join(outDir, 'gateway-data') }),
  );
  const lbPort = await freePort();
  const cfg = join(outDir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(lbPort, gatewayPorts));
  const haproxy = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${lbPort}`;

  const call = jsonClient(base);
  const kills = [];
  try {
    await waitFor('the load balancer to answer /api/health 200 from both gateways', async () => {
      const a = await fetch(`http://127.0.0.1:${gatewayPorts[0]}/api/health`).then((r) => r.status, () => 0);
      const b = await fetch(`http://127.0.0.1:${gatewayPorts[1]}/api/health`).then((r) => r.status, () => 0);
      return a === 200 && b === 200 && (await call('GET', '/api/health')).status === 200;
    });
    const tag = randomBytes(3).toString('hex');
    const signup = (name, accountType) =>
      call('POST', '/api/signup', { firstName: name, lastName: 'Drill', username: `rep_${name}_${tag}`, email: `rep_${name}_${tag}@example.com`, password: 'walnut-harbor-42', confirmPassword: 'walnut-harbor-42', accountType });
    const owner = await signup('owner', 'business_owner');
    const customer = await signup('customer');
    const business = await call('POST', '/api/businesses', { name: `Replica Vet ${tag}`, category: 'veterinarian', city: 'Austin', state: 'TX' }, owner.cookie);
    if (business.status !== 201) throw new Error(`setup failed: ${business.status} ${JSON.stringify(business.body)}`);
    const businessId = business.body.id;

    const writes = [];
    const reads = [];
    let running = true;
    const writer = async (w) => {
      for (let i = 0; running; i++) {
        const subject = `w${w}-${i}`;
        const key = randomUUID();
        const started = Date.now();
        let res = await call('POST', `/api/businesses/${businessId}/inquiries`, { subject, message: 'Open on Sunday?' }, customer.cookie, { 'idempotency-key': key });
        let retried = false;
        // A careful client: up to three retries with the same key, backing off (a 409 means the first is still running).
        for (let attempt = 1; attempt <= 3 && [0, 502, 503, 409].includes(res.status); attempt++) {
          retried = true;
          await sleep(500 * attempt);
          res = await call('POST', `/api/businesses/${businessId}/inquiries`, { subject, message: 'Open on Sunday?' }, customer.cookie, { 'idempotency-key': key });
        }
        writes.push({ subject, status: res.status, retried, replayed: res.replayed, started, ended: Date.now() });
        await sleep(40);
      }
    };
    const reader = async (r) => {
      const paths = ['/api/businesses?city=Austin', `/api/businesses/${businessId}`, `/api/reviews/${businessId}`, '/api/lost-found-pets', '/api/notifications/unread-count'];
      for (let i = 0; running; i++) {
        const path = paths[(i + r) % paths.length];
        const started = Date.now();
        const res = await call('GET', path, undefined, path.includes('notifications') ? customer.cookie : undefined);
        reads.push({ path, status: res.status, started, ended: Date.now() });
        await sleep(20);
      }
    };
    const load = [...Array.from({ length: WRITERS }, (_, w) => writer(w)), ...Array.from({ length: READERS }, (_, r) => reader(r))];
    const kill = async (child, what) => {
      kills.push({ at: Date.now(), what });
      say(`kill -9 ${what}`);
      child.stopping = true;
      child.kill('SIGKILL');
    };
    await sleep(4000);
    for (const s of SERVICES) {
      await kill(replicas[s][0], `svc-${s} replica 1`);
      await sleep(4000);
    }
    await kill(gateways[0], 'gateway 1');
    await sleep(6000);
    running = false;
    await Promise.all(load);
    say('load stopped');

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
    await directory.end();
    await notifications.end();

    const acknowledged = writes.filter((w) => w.status === 201);
    const notOnce = acknowledged.filter((w) => stored.get(w.subject) !== 1);
    const duplicated = [...stored.values()].filter((n) => n > 1).length;
    const failedWrites = writes.filter((w) => w.status !== 201);
    const failedReads = reads.filter((r) => r.status !== 200);
    // A failure counts as "around a kill" when the request was in flight within 4 s after one (the RPC deadline is 3 s).
    const nearKill = (r) => kills.some((k) => r.ended >= k.at && r.started <= k.at + 4000);
    const strayFailures = [...failedWrites, ...failedReads].filter((r) => !nearKill(r));
    const afterLastKill = kills.at(-1).at + 4000;
    const tail = [...writes, ...reads].filter((r) => r.started > afterLastKill);
    const tailOk = tail.filter((r) => r.status === 200 || r.status === 201).length;
    const ok = notOnce.length === 0 && duplicated === 0 && delivered === storedTotal && strayFailures.length === 0 && problems.length === 0;
    const count = (list) => {
      const c = {};
      for (const r of list) c[r.status] = (c[r.status] ?? 0) + 1;
      return Object.entries(c).map(([s, n]) => `${s}: ${n}`).join(', ') || 'none';
    };
    const row = {
      writes: writes.length,
      retried: writes.filter((w) => w.retried).length,
      replayed: writes.filter((w) => w.replayed).length,
      failedWrites: `${failedWrites.length} (${count(failedWrites)})`,
      reads: reads.length,
      failedReads: `${failedReads.length} (${count(failedReads)})`,
      acknowledged: acknowledged.length,
      storedOnce: acknowledged.length - notOnce.length,
      storedTotal,
      delivered,
      stray: strayFailures.length,
      tail: `${tailOk}/${tail.length}`,
    };
    say(JSON.stringify(row));
    if (!opt['no-write']) {
      writeResultsSection(
        'replica-kill-drill',
        `## Replica-kill drill (issue 18 item 2)

\`node bench/replicas/run.mjs\` — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (other work was running on the machine).
HAProxy ${haproxyVersion()} in front of two gateways (health-checked on /api/health every 0.5 s), two replicas of each of the four services,
${WRITERS} writers (inquiries with an Idempotency-Key, retried up to three times with the same key after a network error, 502, 503 or 409, backing off 0.5/1/1.5 s) and ${READERS} readers
(search, a business, its reviews, the lost & found board, the unread count). Killed with SIGKILL, 4 s apart: one replica of
${SERVICES.map((s) => `svc-${s}`).join(', ')}, then gateway 1.

| writes | retried (replayed) | writes failed after retry | reads | reads failed | writes acknowledged | acknowledged and stored exactly once | stored in all | events applied | failures away from a kill | requests OK after the last kill |
|---:|---:|---|---:|---|---:|---:|---:|---:|---:|---:|
| ${row.writes} | ${row.retried} (${row.replayed}) | ${row.failedWrites} | ${row.reads} | ${row.failedReads} | ${row.acknowledged} | ${row.storedOnce} | ${row.storedTotal} | ${row.delivered} | ${row.stray} | ${row.tail} |

${ok ? 'Every acknowledged write was stored exactly once and its event applied exactly once; every failure was a request in flight on a killed process, and the survivors carried the rest.' : `**Invariant broken**: ${notOnce.length} acknowledged writes not stored exactly once, ${duplicated} subjects stored twice, ${delivered} events for ${storedTotal} writes, ${strayFailures.length} failures away from a kill. ${problems.join('; ')}`}`,
      );
    }
    if (!ok) process.exitCode = 1;
  } finally {
    haproxy.kill('SIGTERM');
    await stopAll(['svc-gateway-1', 'svc-gateway-2'], 500);
    await dropBenchState(env, ['identity', ...SERVICES]).catch(() => undefined);
  }
}

function haproxyVersion() {
  return execFileSync('haproxy', ['-v']).toString().split('\n')[0].replace(/^HAProxy version (\S+).*/, '$1');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
