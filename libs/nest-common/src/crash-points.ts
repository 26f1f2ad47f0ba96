import { createLogger } from './logger';

const log = createLogger('crash-point');

/**
 * Fault drills only: with PAWPALS_CRASH_AT=<point> the process kills itself (SIGKILL, no cleanup) when
 * it reaches that point — `before-reply:<subject>` after a request's handler has committed but before its
 * reply leaves, `before-ack:<event type>` after a consumer's transaction has committed but before the ack.
 * Unset (always, outside drills), this is one string comparison.
 */
export function crashPoint(point: string): void {
  if (process.env.PAWPALS_CRASH_AT !== point) return;
  log.warn({ point }, 'crash point reached: killing this process');
  process.kill(process.pid, 'SIGKILL');
}
