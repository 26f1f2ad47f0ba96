import https from 'node:https';
import { BatchDrain, createLogger } from '@pawpals/nest-common';
import { retryDelayMs } from '@pawpals/mail';
import webpush, { WebPushError } from 'web-push';
import type { PushServiceOrigins } from './push-origins';
import type { ClaimedPush, PushRepository } from './push.repository';
import type { VapidDetails, VapidKeys } from './vapid-keys';

const log = createLogger('push-relay');

export interface PushRelayOptions {
  /** How often due pushes are looked for when nobody nudges (also picks up retries). */
  pollMs: number;
  /** First retry delay; doubled per failed attempt up to maxRetryDelayMs (a Retry-After asks for longer). */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** After this many failed attempts a push is given up (dropped, logged). */
  maxAttempts: number;
  /** How long a push service keeps a push for a device that is offline (the TTL header). */
  ttlSeconds: number;
  /** A claimed push whose sender died is tried again after this lease. */
  leaseMs: number;
  /** How many pushes one claim takes, sent at once. */
  batch: number;
  /**
   * How many batches are out at once. One batch waits for its slowest push service answer; with several,
   * a fan-out keeps encrypting and sending while earlier batches are still being answered.
   */
  concurrency: number;
  /** How long one push service request may take. */
  timeoutMs: number;
}

/** PUSH_POLL_MS, PUSH_RETRY_BASE_MS, PUSH_MAX_ATTEMPTS, PUSH_TTL_SECONDS, PUSH_CONCURRENCY (defaults: 5 s, 10 s, 6 tries, 1 day, 4 batches). */
export function pushRelayOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): PushRelayOptions {
  const num = (value: string | undefined, fallback: number) => (value && Number(value) > 0 ? Number(value) : fallback);
  return {
    pollMs: num(env.PUSH_POLL_MS, 5_000),
    retryBaseMs: num(env.PUSH_RETRY_BASE_MS, 10_000),
    maxRetryDelayMs: 3_600_000,
    maxAttempts: num(env.PUSH_MAX_ATTEMPTS, 6),
    ttlSeconds: num(env.PUSH_TTL_SECONDS, 86_400),
    leaseMs: 60_000,
    batch: 100,
    concurrency: num(env.PUSH_CONCURRENCY, 4),
    timeoutMs: 10_000,
  };
}

/** What a push service's answer means for the push (RFC 8030 §5, §8.4). */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'retry'; afterMs?: number; error: string } | { kind: 'refused'; error: string };

export function outcomeOf(err: unknown): PushOutcome {
  if (err instanceof WebPushError) {
    const status = err.statusCode;
    const error = `${status} ${String(err.body ?? '').slice(0, 200)}`.trim();
    if (status === 404 || status === 410) return { kind: 'gone' };
    if (status === 429 || status >= 500) return { kind: 'retry', afterMs: retryAfterMs(err.headers?.['retry-after']), error };
    // 400 (bad request), 401/403 (VAPID refused), 413 (too large): sending it again changes nothing.
    return { kind: 'refused', error };
  }
  // No answer (refused connection, timeout, TLS): the push service may be back later.
  return { kind: 'retry', error: String((err as Error)?.message ?? err).slice(0, 300) };
}

/** Retry-After as milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Sends the push outbox (the design of MailRelay in libs/mail): rows are claimed with SKIP LOCKED and a
 * lease, each sent with web-push (VAPID, aes128gcm, TTL, Urgency); a sent push leaves the outbox, a 404/410
 * forgets the subscription, a 429/5xx or no answer is retried with backoff (at least what Retry-After asks),
 * up to maxAttempts. It runs on its own: a dead push service slows nothing but its own pushes.
 */
export class PushRelay {
  private readonly drains: BatchDrain[];
  /** Connections to each push service are kept and reused: a fan-out is thousands of pushes to the same few hosts. */
  private readonly agent = new https.Agent({ keepAlive: true, maxSockets: 64 });
  private readonly authorization = new VapidAuthorization();

  constructor(
    private readonly push: PushRepository,
    private readonly vapid: VapidKeys,
    private readonly origins: PushServiceOrigins,
    private readonly options: PushRelayOptions,
  ) {
    // Each drain claims its own rows (SKIP LOCKED), so they never send one push twice.
    this.drains = Array.from({ length: options.concurrency }, () => new BatchDrain(() => this.sendBatch(), options.pollMs, log, 'push relay'));
  }

  start(): void {
    for (const drain of this.drains) drain.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.drains.map((drain) => drain.stop()));
    this.agent.destroy();
  }

  /** Something was queued: send now instead of at the next poll. */
  nudge(): void {
    for (const drain of this.drains) drain.nudge();
  }

  private async sendBatch(): Promise<number> {
    const rows = await this.push.claimDue(this.options.batch, this.options.leaseMs);
    if (!rows.length) return 0;
    const vapid = await this.vapid.get();
    const sent = (await Promise.all(rows.map((row) => this.deliver(row, vapid)))).filter((row): row is ClaimedPush => row !== undefined);
    // One statement for the batch's sent pushes: at a fan-out of 100,000 a statement per push is most of the time.
    await this.push.sent(sent);
    return rows.length;
  }

  /** Sends one push; answers the row when the push service took it, else settles it here and answers nothing. */
  private async deliver(row: ClaimedPush, vapidDetails: VapidDetails): Promise<ClaimedPush | undefined> {
    // Checked again at sending: PUSH_SERVICE_ORIGINS may have narrowed since the device subscribed.
    const origin = this.origins.originOf(row.endpoint);
    if (!origin) {
      log.warn({ id: row.id }, 'push endpoint no longer on an allowed push service; subscription removed');
      await this.push.removeSubscription(row.subscriptionId);
      return undefined;
    }
    let outcome: PushOutcome;
    try {
      await webpush.sendNotification({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, row.payload, {
        headers: { Authorization: this.authorization.for(new URL(row.endpoint).origin, vapidDetails) },
        TTL: this.options.ttlSeconds,
        urgency: row.urgency,
        contentEncoding: 'aes128gcm',
        timeout: this.options.timeoutMs,
        agent: this.agent,
      });
      outcome = { kind: 'sent' };
    } catch (err) {
      outcome = outcomeOf(err);
    }
    switch (outcome.kind) {
      case 'sent':
        return row;
      case 'gone':
        log.info({ id: row.id }, 'push subscription gone (404/410); removed');
        await this.push.removeSubscription(row.subscriptionId);
        return undefined;
      case 'refused':
        log.warn({ id: row.id, err: outcome.error }, 'push refused by the push service; dropped');
        await this.push.done(row.id);
        return undefined;
      case 'retry': {
        if (row.attempts >= this.options.maxAttempts) {
          log.error({ id: row.id, attempts: row.attempts, err: outcome.error }, 'push given up');
          await this.push.done(row.id);
          return undefined;
        }
        const backoff = retryDelayMs(row.attempts, this.options.retryBaseMs, this.options.maxRetryDelayMs);
        const delay = Math.min(this.options.maxRetryDelayMs, Math.max(backoff, outcome.afterMs ?? 0));
        log.warn({ id: row.id, attempts: row.attempts, retryInMs: delay, err: outcome.error }, 'push not delivered; will retry');
        await this.push.retryLater(row.id, delay, outcome.error);
        return undefined;
      }
    }
  }
}

/**
 * The VAPID Authorization per push service origin (RFC 8292 §2), signed once and reused until an hour
 * before it expires: signing per push (a PEM conversion and an ES256 signature) would cost more than the
 * push's own encryption.
 */
export class VapidAuthorization {
  private readonly signed = new Map<string, { header: string; renewAt: number; publicKey: string }>();

  constructor(
    private readonly lifetimeSeconds = 12 * 3600,
    private readonly now = () => Date.now(),
  ) {}

  for(audience: string, vapid: VapidDetails): string {
    const kept = this.signed.get(audience);
    if (kept && kept.publicKey === vapid.publicKey && kept.renewAt > this.now()) return kept.header;
    const expiresAt = Math.floor(this.now() / 1000) + this.lifetimeSeconds;
    const { Authorization } = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expiresAt);
    this.signed.set(audience, { header: Authorization, renewAt: (expiresAt - 3600) * 1000, publicKey: vapid.publicKey });
    return Authorization;
  }
}
