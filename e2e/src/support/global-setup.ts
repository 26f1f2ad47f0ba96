import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startMailCatcher, stopMailCatcher } from './mailbox';
import { clearSystemState, E2E_MAP_TILES_URL, writeSystemState } from './system';

const root = resolve(__dirname, '../../..');
const STARTUP_TIMEOUT_MS = Number(process.env.E2E_STARTUP_TIMEOUT_MS ?? 8 * 60_000);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitForHealth(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const reason = exited();
    if (reason) throw new Error(`tools/start.mjs exited before the system was healthy (${reason})`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The system did not answer GET /api/health with 200 within ${STARTUP_TIMEOUT_MS} ms`);
}

/** Starts the whole product as `npm start` runs it, on a free port with throw-away data. */
export default async function globalSetup(): Promise<void> {
  clearSystemState();
  if (process.env.E2E_BASE_URL) {
    writeSystemState({ baseUrl: process.env.E2E_BASE_URL });
    return;
  }
  const port = await freePort();
  const suffix = randomBytes(4).toString('hex');
  // A super admin of this run only (journeys that moderate sign in with it through POST /api/admin/login).
  const admin = {
    username: process.env.ADMIN_USERNAME ?? `e2e_admin_${suffix}`,
    password: process.env.ADMIN_PASSWORD ?? randomBytes(18).toString('base64url'),
  };
  // Mail travels for real: the system sends over SMTP to a local smtp-server that journeys read.
  const mailDir = mkdtempSync(join(tmpdir(), `pawpals-e2e-mail-${suffix}-`));
  const { smtpUrl } = await startMailCatcher(mailDir);
  const url = `http://127.0.0.1:${port}`;
  // tools/start.mjs uses NATS_URL when set, else the one on 127.0.0.1:4222 (which it starts when none runs).
  const nats = { url: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', prefix: `e2e${suffix}` };
  const child = spawn(process.execPath, ['tools/start.mjs'], {
    cwd: root,
    detached: true, // own process group, so teardown stops the services it spawns too
    stdio: ['ignore', process.env.E2E_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DB_NAME_PREFIX: `e2e_${suffix}_`,
      NATS_PREFIX: nats.prefix,
      SEED_DEMO_DATA: '0',
      // No journey reaches the internet's tile servers (see E2E_MAP_TILES_URL).
      MAP_TILES_URL: E2E_MAP_TILES_URL,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'PawPals <hello@pawpals.test>',
      PUBLIC_URL: url,
    },
  });
  let exitReason: string | null = null;
  child.once('exit', (code, signal) => (exitReason = `code ${code}, signal ${signal}`));
  writeSystemState({ baseUrl: url, pgid: child.pid, admin, mailDir, nats });
  try {
    await waitForHealth(url, () => exitReason);
  } catch (error) {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    await stopMailCatcher();
    clearSystemState();
    throw error;
  }
  child.unref();
}
