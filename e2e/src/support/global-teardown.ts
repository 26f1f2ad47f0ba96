import { rmSync } from 'node:fs';
import { stopMailCatcher } from './mailbox';
import { clearSystemState, readSystemState } from './system';

function alive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the process group started by global setup: SIGTERM, then SIGKILL after 20 s. */
export default async function globalTeardown(): Promise<void> {
  const state = readSystemState();
  clearSystemState();
  await stopMailCatcher();
  if (state?.mailDir) rmSync(state.mailDir, { recursive: true, force: true });
  const pgid = state?.pgid;
  if (!pgid || !alive(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  const deadline = Date.now() + 20_000;
  while (alive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  if (alive(pgid)) process.kill(-pgid, 'SIGKILL');
}
