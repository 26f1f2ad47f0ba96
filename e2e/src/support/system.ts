import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where global setup leaves the running system's address for the test files (and teardown). One file
 * per run (named in the environment, which the test workers inherit), so concurrent runs on one
 * machine never read or stop each other's systems.
 */
function stateFile(): string {
  process.env.PAWPALS_E2E_STATE ??= join(tmpdir(), `pawpals-e2e-${process.pid}-${Date.now()}.json`);
  return process.env.PAWPALS_E2E_STATE;
}

export interface SystemState {
  baseUrl: string;
  /** Process-group id of `node tools/start.mjs`, when setup started it. */
  pgid?: number;
  /** The super admin the system was started with (ADMIN_USERNAME / ADMIN_PASSWORD), for moderation steps. */
  admin?: { username: string; password: string };
  /** Where the local SMTP server started by global setup keeps each mail the system sends (an .eml per mail). */
  mailDir?: string;
  /** The system's NATS (NATS_URL and NATS_PREFIX), for journeys that put an event on its stream (admin-system). */
  nats?: { url: string; prefix: string };
}

export function writeSystemState(state: SystemState): void {
  writeFileSync(stateFile(), JSON.stringify(state));
}

export function readSystemState(): SystemState | null {
  if (!existsSync(stateFile())) return null;
  return JSON.parse(readFileSync(stateFile(), 'utf8')) as SystemState;
}

export function clearSystemState(): void {
  rmSync(stateFile(), { force: true });
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL ?? readSystemState()?.baseUrl;
  if (!url) throw new Error('The system under test is not running (no E2E_BASE_URL and no global setup state)');
  return url.replace(/\/$/, '');
}

/** The super admin's credentials: from global setup, or ADMIN_USERNAME / ADMIN_PASSWORD with E2E_BASE_URL. */
export function adminCredentials(): { username: string; password: string } {
  const admin = readSystemState()?.admin;
  if (admin) return admin;
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = process.env;
  if (!username || !password) throw new Error('No admin credentials: set ADMIN_USERNAME and ADMIN_PASSWORD for the system under test');
  return { username, password };
}

/**
 * The NATS server and subject prefix of the system under test: from global setup, or NATS_URL and
 * NATS_PREFIX with E2E_BASE_URL.
 */
export function natsOfSystem(): { url: string; prefix: string } {
  const nats = readSystemState()?.nats;
  if (nats) return nats;
  const { NATS_URL: url = 'nats://127.0.0.1:4222', NATS_PREFIX: prefix } = process.env;
  if (prefix === undefined) throw new Error('No NATS prefix: set NATS_PREFIX (and NATS_URL) of the system under test');
  return { url, prefix };
}

/**
 * The map tile server of the journeys' system: a loopback name no server answers, so no journey reaches the
 * internet's tile servers (the map shows its offline outline) unless it answers these requests itself with
 * stand-in tiles (page.route, lost-found-map).
 */
export const E2E_MAP_TILES_URL = 'https://tiles.localhost/{z}/{x}/{y}.png';
