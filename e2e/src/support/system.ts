import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where global setup leaves the running system's address for the test files (and teardown). */
const STATE_FILE = join(tmpdir(), 'pawpals-e2e-system.json');

export interface SystemState {
  baseUrl: string;
  /** Process-group id of `node tools/start.mjs`, when setup started it. */
  pgid?: number;
}

export function writeSystemState(state: SystemState): void {
  writeFileSync(STATE_FILE, JSON.stringify(state));
}

export function readSystemState(): SystemState | null {
  if (!existsSync(STATE_FILE)) return null;
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as SystemState;
}

export function clearSystemState(): void {
  rmSync(STATE_FILE, { force: true });
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL ?? readSystemState()?.baseUrl;
  if (!url) throw new Error('The system under test is not running (no E2E_BASE_URL and no global setup state)');
  return url.replace(/\/$/, '');
}
