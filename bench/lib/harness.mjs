// What every benchmark that runs the real system needs: building the backend, child processes with their
// logs, a free port, waiting with a deadline, dropping the run's databases and streams afterwards, and
// writing its section of bench/RESULTS.md.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import zlib from 'node:zlib';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from 'nats';
import pg from 'pg';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_FILE = join(repoRoot, 'bench/RESULTS.md');

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Builds the libraries and services the benchmarks run from `dist` (Nx, cached): every library but the
 * browser's first (found by tag, so a new one is not missed), then the services.
 */
export function buildBackend() {
  for (const projects of [['--projects=tag:type:lib', '--exclude=tag:scope:web'], ['--projects=svc-*']]) {
    const args = ['nx', 'run-many', '-t', 'build', ...projects, '--exclude-task-dependencies'];
    const build = spawnSync('npx', args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error(`backend build failed: npx ${args.join(' ')}`);
  }
}

/**
 * Replaces the section `name` of RESULTS.md (between `<!-- name:begin -->` and `<!-- name:end -->`),
 * or appends it when the file has none yet.
 */
export function writeResultsSection(name, section, file = RESULTS_FILE) {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${begin}\n${section.trim()}\n${end}`;
  let text = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmark results\n\nFigures written by the scripts in `bench/` (see bench/README.md). Each section is replaced when its script runs again.\n';
  text =
    text.includes(begin) && text.includes(end)
      ? text.slice(0, text.indexOf(begin)) + block + text.slice(text.indexOf(end) + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}

export function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
    srv.on('error', fail);
  });
}

/**
 * Child processes of one benchmark run. Each logs to <outDir>/<name>.log; pino error/fatal lines are
 * kept on the child (`errorLines`) and an unexpected exit is added to `problems`, which the run
 * reports in RESULTS.md and its exit code.
 *
 * `start(name, args, extraEnv, options)` runs `node <args>`. Options: `stopTimeoutMs` (8000: how long
 * `stop` waits after SIGTERM before SIGKILL) and `group` (own process group, and the SIGKILL goes to the
 * whole group — for a child that starts processes of its own, e.g. tools/start.mjs).
 */
export function createProcesses({ root, outDir, env }) {
  mkdirSync(outDir, { recursive: true });
  const children = [];
  const problems = [];

  function start(name, args, extraEnv = {}, { stopTimeoutMs = 8000, group = false } = {}) {
    const log = createWriteStream(join(outDir, `${name}.log`));
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: group,
    });
    child.stopTimeoutMs = stopTimeoutMs;
    child.group = group;
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
        if (level >= 50) child.errorLines.push(line.slice(0, 400));
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

  function stop(child) {
    return new Promise((done) => {
      if (!child) return done();
      child.stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const kill = () => {
        try {
          if (child.group) process.kill(-child.pid, 'SIGKILL');
          else child.kill('SIGKILL');
        } catch {
          /* gone */
        }
        done();
      };
      const timer = setTimeout(kill, child.stopTimeoutMs);
      child.once('exit', () => (clearTimeout(timer), done()));
      child.kill('SIGTERM');
    });
  }

  /** The named front processes first (so no request is cut off half-way), then everything else. */
  async function stopAll(front = ['svc-gateway'], settleMs = 500) {
    await sleep(settleMs); // requests still in flight from the last round finish
    const first = children.filter((c) => front.includes(c.name));
    await Promise.all(first.map(stop));
    await Promise.all(children.filter((c) => !first.includes(c)).map(stop));
  }

  /** Polls until `check` answers true; fails early when a child has died. */
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

  return { children, problems, start, stop, stopAll, waitFor };
}

/** Drops the run's databases (<DB_NAME_PREFIX><name>) and JetStream streams (named after NATS_PREFIX). */
export async function dropBenchState(env, databases) {
  const admin = new pg.Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  for (const db of databases) await admin.query(`DROP DATABASE IF EXISTS "${env.DB_NAME_PREFIX}${db}" WITH (FORCE)`);
  await admin.end();
  const nc = await connect({ servers: env.NATS_URL.split(',') });
  const jsm = await nc.jetstreamManager();
  const streamPrefix = `${env.NATS_PREFIX.replace(/\.+$/, '').replace(/\./g, '_')}_`;
  for await (const info of jsm.streams.list()) {
    if (info.config.name.startsWith(streamPrefix)) await jsm.streams.delete(info.config.name);
  }
  await nc.close();
}

/** The URL of one service's database of a bench run (`<DB_NAME_PREFIX><name>` on env.DATABASE_URL's server). */
export function serviceDatabaseUrl(env, name) {
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${env.DB_NAME_PREFIX}${name}`;
  return url.toString();
}

/**
 * A JSON client of the gateway at `base`, as the drills' members use it: our own Origin on writes, a
 * session cookie, extra headers (an Idempotency-Key); a request that never got an answer is status 0.
 */
export function jsonClient(base) {
  return async (method, path, body, cookie, headers = {}) => {
    const res = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!res) return { status: 0, body: {} };
    return {
      status: res.status,
      body: await res.json().catch(() => ({})),
      cookie: res.headers.get('set-cookie')?.split(';')[0],
      replayed: res.headers.get('idempotent-replayed') === 'true',
    };
  };
}

/**
 * GET `url` as a browser would receive it (brotli or gzip), with `node:http` on a keep-alive agent: the
 * load generator shares the machine with what it measures, and `fetch` (undici) costs about 0.8 ms more
 * CPU per request than this, which the measured processes then lack.
 */
export function lightGet(url, agent) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode, text: body.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}
