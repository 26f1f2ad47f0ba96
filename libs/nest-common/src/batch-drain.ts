import type { Logger } from 'pino';
import { runDetached } from './context';

/**
 * The loop of an outbox relay (mail, push): claim and send a batch until none is left, then wait `pollMs`;
 * `nudge` sends at once what was just queued. One batch runs at a time; `stop` waits for it.
 */
export class BatchDrain {
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = true;

  constructor(
    private readonly sendBatch: () => Promise<number>,
    private readonly pollMs: number,
    private readonly log: Pick<Logger, 'warn'>,
    private readonly name: string,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.running) await new Promise((r) => setTimeout(r, 10));
  }

  /** Something was queued: send now instead of at the next poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    // Detached: the batch is no part of the request or event that nudged it (nor of its trace).
    this.timer = runDetached(() => setTimeout(() => void this.drain(), delay));
    this.timer.unref?.();
  }

  private async drain() {
    if (this.running || this.stopped) return;
    this.running = true;
    try {
      let claimed: number;
      do {
        this.again = false;
        claimed = await this.sendBatch();
      } while ((claimed > 0 || this.again) && !this.stopped);
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, `${this.name} paused; will retry`);
    } finally {
      this.running = false;
      this.schedule(this.pollMs);
    }
  }
}
