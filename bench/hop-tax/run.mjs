#!/usr/bin/env node
// Hop-tax benchmark (issue 2, item 8): what does the gateway → NATS → service path cost compared with
// a bare single-process Node server doing the same Postgres work? See bench/README.md.
//
//   node bench/hop-tax/run.mjs [--rounds 3] [--duration 10] [--connections 50] [--warmup 5]
//                              [--no-build] [--keep] [--no-write] [--cpu-prof]
//
// Needs Postgres and NATS (JetStream) running: DATABASE_URL / NATS_URL, default 127.0.0.1.
// Starts the built services and gateway itself (not `npm start`, which also builds the web apps),
// signs up one user, then measures GET /api/notifications/unread-count on both sides, interleaved
// round by round with the same autocannon settings, and writes the medians to bench/RESULTS.md.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { connect } from 'nats';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'bench/out/hop-tax');
const resultsFile = join(root, 'bench/RESULTS.md');
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
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const children = [];
const problems = []; // crashes, error logs, non-2xx answers: reported in RESULTS.md and the exit code

mkdirSync(outDir, { recursive: true });

function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
    srv.on('error', fail);
  });
}

/** Spawns a child, logs to bench/out/hop-tax/<name>.log, counts pino error/fatal lines, notes crashes. */
function start(name, args, extraEnv = {}) {
  const log = createWriteStream(join(outDir, `${name}.log`));
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.errorLines = [];
  let buffer = '';
  const onData = (chunk) => {
    log.write(chunk);
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) {
      let level = 0;
      try {
        level = JSON.parse(line).level ?? 0;
      } catch {
        level = /error|exception/i.test(line) ? 50 : 0;
      }
      if (level >= 50) child.errorLines.push(line.slice(0, 300));
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.name = name;
  child.stopping = false;
  child.on('exit', (code, signal) => {
    log.end();
    if (!child.stopping) problems.push(`${name} exited unexpectedly (${signal ?? code}); see ${relative(root, outDir)}/${name}.log`);
  });
  children.push(child);
  return child;
}

async function stopAll() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((done) => {
          child.stopping = true;
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const timer = setTimeout(() => (child.kill('SIGKILL'), done()), 8000);
          child.once('exit', () => (clearTimeout(timer), done()));
          child.kill('SIGTERM');
        }),
    ),
  );
}

async function dropBenchState() {
  const admin = new pg.Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  for (const db of DATABASES) await admin.query(`DROP DATABASE IF EXISTS "${env.DB_NAME_PREFIX}${db}" WITH (FORCE)`);
  await admin.end();
  const nc = await connect({ servers: env.NATS_URL });
  const jsm = await nc.jetstreamManager();
  const streamPrefix = `${env.NATS_PREFIX.replace(/\./g, '_')}_`;
  for await (const info of jsm.streams.list()) {
    if (info.config.name.startsWith(streamPrefix)) await jsm.streams.delete(info.config.name);
  }
  await nc.close();
}

async function waitFor(what, check, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    if (problems.length) throw new Error(problems.join('; '));
    try {
      last = await check();
      if (last === true) return;
    } catch (err) {
      last = err.message;
    }
    await sleep(300);
  }
  throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
}

function load(url, cookie, seconds) {
  return new Promise((done, fail) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers: { cookie }, timeout: 10 },
      (err, result) => (err ? fail(err) : done(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

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

function writeResults(section) {
  const begin = '<!-- hop-tax:begin -->';
  const end = '<!-- hop-tax:end -->';
  const block = `${begin}\n${section.trim()}\n${end}`;
  let text = existsSync(resultsFile)
    ? readFileSync(resultsFile, 'utf8')
    : '# Benchmark results\n\nFigures written by the scripts in `bench/` (see bench/README.md). Each section is replaced when its script runs again.\n';
  if (text.includes(begin) && text.includes(end)) {
    text = text.slice(0, text.indexOf(begin)) + block + text.slice(text.indexOf(end) + end.length);
  } else {
    text = `${text.trimEnd()}\n\n${block}\n`;
  }
  writeFileSync(resultsFile, text);
}

async function main() {
  const started = new Date();
  if (!opt['no-build']) {
    // Layer by layer with --exclude-task-dependencies: the backend only, even when a frontend project
    // (or a test-only import cycle between libs) would break `nx run-many -t build` as a whole.
    say('building the backend (nx, cached)…');
    for (const projects of ['contracts', 'nest-common', 'testing', 'svc-*']) {
      const args = ['nx', 'run-many', '-t', 'build', `--projects=${projects}`, '--exclude-task-dependencies'];
      const build = spawnSync('npx', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
      if (build.status !== 0) throw new Error(`backend build failed: npx ${args.join(' ')}`);
    }
  }
  const info = await machine();
  say(`${info.cores} cores, ${fmt(info.ramGiB, 1)} GiB, Node ${info.node}, Postgres ${info.postgres}, NATS ${info.nats}`);
  await dropBenchState(); // leftovers of an interrupted run

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
  const barePort = await new Promise((done, fail) => {
    bare.stdout.on('data', (chunk) => {
      const m = /listening (\d+)/.exec(String(chunk));
      if (m) done(Number(m[1]));
    });
    bare.once('exit', () => fail(new Error('bare server exited')));
  });
  const bareUrl = `http://127.0.0.1:${barePort}${ROUTE}`;
  const bareBody = await (await fetch(bareUrl, { headers: { cookie } })).text();
  if (JSON.stringify(JSON.parse(bareBody)) !== JSON.stringify(JSON.parse(expected))) {
    throw new Error(`bare server answers ${bareBody}, gateway ${expected}: not the same work`);
  }
  say(`both answer ${expected}; warm-up ${warmup} s each, then ${rounds} × ${duration} s rounds, ${connections} connections`);

  const targets = { bare: bareUrl, gateway: gatewayUrl };
  for (const url of Object.values(targets)) await load(url, cookie, warmup);
  const samples = { bare: [], gateway: [] };
  for (let i = 1; i <= rounds; i++) {
    // Alternate the order so neither side always runs on a warmer (or more tired) machine.
    const order = i % 2 ? ['bare', 'gateway'] : ['gateway', 'bare'];
    for (const side of order) {
      const r = await load(targets[side], cookie, duration);
      const sample = {
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        total: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
      };
      samples[side].push(sample);
      say(`round ${i} ${side.padEnd(7)} ${fmt(sample.rps)} req/s  p50 ${sample.p50} ms  p99 ${sample.p99} ms` +
        (sample.non2xx || sample.errors ? `  non-2xx ${sample.non2xx} errors ${sample.errors}` : ''));
      if (sample.non2xx || sample.errors || sample.timeouts) {
        problems.push(`${side} round ${i}: ${sample.non2xx} non-2xx, ${sample.errors} errors, ${sample.timeouts} timeouts`);
      }
    }
  }
  for (const child of children) {
    if (child.errorLines.length) problems.push(`${child.name} logged ${child.errorLines.length} error line(s), first: ${child.errorLines[0]}`);
  }
  if (gateway.exitCode !== null) problems.push('gateway is no longer running');

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

  const command = `node bench/hop-tax/run.mjs --rounds ${rounds} --duration ${duration} --connections ${connections} --warmup ${warmup}${opt['cpu-prof'] ? ' --cpu-prof' : ''}`;
  const roundRows = ['bare', 'gateway'].flatMap((side) =>
    samples[side].map((s, i) => `| ${i + 1} | ${side} | ${fmt(s.rps)} | ${s.p50} | ${s.p99} | ${fmt(s.total)} | ${s.non2xx + s.errors + s.timeouts} |`),
  );
  const section = `
## Hop tax: gateway → NATS → service vs a bare Node server

Route \`GET ${ROUTE}\` for one signed-in user (session cookie), ${connections} connections, ${warmup} s warm-up per side,
then ${rounds} interleaved rounds of ${duration} s per side; the figures are the medians of the rounds.
*Bare* = one Node process (\`node:http\` + \`pg\`, bench/hop-tax/bare-server.mjs) doing the same per-request
database work: session lookup by the SHA-256 of the cookie (sessions ⋈ users) and
\`SELECT count(*) … WHERE user_id = $1 AND NOT is_read\`. *Gateway* = the real path: svc-gateway (Nest/Express:
helmet, cookies, session middleware, route table) → NATS request/reply → svc-notifications (Nest, TypeORM).
Load generator (autocannon), Postgres, NATS and every Node process share the same machine.

- Date: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC
- Machine: ${info.cores} cores (${info.cpu}), ${fmt(info.ramGiB, 1)} GiB RAM, ${info.os}; Node ${info.node}, Postgres ${info.postgres}, NATS ${info.nats}
- Command: \`${command}\`

| | req/s | p99 (ms) |
|---|---:|---:|
| bare Node server | ${fmt(bareRps)} | ${bareP99} |
| through the gateway | ${fmt(gwRps)} | ${gwP99} |
| ratio gateway / bare | **${fmt(throughputRatio, 2)}** | **${fmt(p99Ratio, 2)}** |
| target | ≥ 0.60 → ${yesNo(throughputMet)} | ≤ 2.00 → ${yesNo(p99Met)} |

<details><summary>Every round</summary>

| round | side | req/s | p50 (ms) | p99 (ms) | requests | non-2xx + errors |
|---|---|---:|---:|---:|---:|---:|
${roundRows.join('\n')}

</details>

${problems.length ? `Problems seen during the run:\n${problems.map((p) => `- ${p}`).join('\n')}` : 'No errors, crashes or non-2xx answers during the run.'}
`;
  if (!opt['no-write']) {
    writeResults(section);
    say(`wrote ${relative(root, resultsFile)}`);
  }
  writeFileSync(join(outDir, 'last-run.json'), JSON.stringify({ info, samples, bareRps, gwRps, bareP99, gwP99, problems }, null, 2));
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
  if (!opt.keep) await dropBenchState().catch((err) => console.error(`[hop-tax] cleanup: ${err.message}`));
  else say(`--keep: databases ${env.DB_NAME_PREFIX}* and streams ${env.NATS_PREFIX}_* left in place`);
}
process.exit(code);
