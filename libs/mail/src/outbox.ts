import { BatchDrain, createLogger, failActiveSpan, inSpan, mailDeliveries, SpanKind } from '@pawpals/nest-common';
import type { OutgoingMail } from './templates';
import type { MailTransport } from './transport';

const log = createLogger('mail-outbox');

/** Anything that runs SQL: a TypeORM EntityManager inside the caller's transaction, or a pg Pool/Client. */
export interface SqlExecutor {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** A pg Pool (the relay needs the rows of UPDATE … RETURNING, which TypeORM wraps differently). */
export interface PgQueryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The table each sending service creates in its own database (run it from a migration). */
export const MAIL_OUTBOX_DDL = [
  `CREATE TABLE mail_outbox (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    template text NOT NULL,
    recipient text NOT NULL,
    -- the account it is for, so deleting the account also deletes its mails still waiting
    user_id uuid,
    subject text NOT NULL,
    html text NOT NULL,
    body_text text NOT NULL,
    unsubscribe_url text,
    attempts int NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz,
    failed_at timestamptz,
    last_error text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL',
  'CREATE INDEX mail_outbox_user ON mail_outbox (user_id)',
];

/**
 * Queues a mail in the caller's transaction: it leaves only if the change that caused it commits, and
 * the request never waits for SMTP. Nudge the relay after the commit for immediate delivery.
 */
export async function enqueueMail(db: SqlExecutor, mail: OutgoingMail, userId: string | null = null): Promise<string> {
  if (mail.category !== 'security' && !mail.unsubscribeUrl) throw new Error(`mail ${mail.template} needs an unsubscribe link`);
  const rows = (await db.query(
    `INSERT INTO mail_outbox (template, recipient, user_id, subject, html, body_text, unsubscribe_url) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [mail.template, mail.to, userId, mail.subject, mail.html, mail.text, mail.unsubscribeUrl ?? null],
  )) as { id: string }[] | { rows: { id: string }[] };
  return (Array.isArray(rows) ? rows : rows.rows)[0].id;
}

/** A deleted account's mails that have not left yet are dropped (sent ones keep nothing personal). */
export async function deleteMailsOf(db: SqlExecutor, userId: string): Promise<void> {
  await db.query('DELETE FROM mail_outbox WHERE user_id = $1', [userId]);
}

export interface MailRelayOptions {
  /** How often due mails are looked for when nobody nudges (also picks up retries). */
  pollMs?: number;
  /** First retry delay; doubled per failed attempt up to maxRetryDelayMs. */
  retryBaseMs?: number;
  maxRetryDelayMs?: number;
  /** After this many failed attempts the mail is given up (failed_at set, logged at error level). */
  maxAttempts?: number;
  /** A claimed mail whose sender died is tried again after this lease. */
  leaseMs?: number;
}

interface ClaimedMail {
  id: string;
  template: string;
  recipient: string;
  subject: string;
  html: string;
  body_text: string;
  unsubscribe_url: string | null;
  attempts: number;
}

/** The delay before attempt n+1 after n failures: base · 2^(n-1), capped. */
export function retryDelayMs(failedAttempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
}

/**
 * Sends queued mails. Rows are claimed with SKIP LOCKED and a lease (next_attempt_at moved ahead), so
 * replicas never send one mail twice at once and no transaction stays open while SMTP talks. A sent
 * mail keeps only its template and times: its links (verification, reset) must not outlive the delivery in
 * the database, nor the address and subject the person they were for.
 */
export class MailRelay {
  private readonly drain: BatchDrain;
  private readonly retryBaseMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: PgQueryable,
    private readonly transport: MailTransport,
    options: MailRelayOptions = {},
  ) {
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 3_600_000;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.drain = new BatchDrain(() => this.sendBatch(), options.pollMs ?? 5_000, log, 'mail relay');
  }

  start(): void {
    log.info({ transport: this.transport.description }, 'mail relay started');
    this.drain.start();
  }

  async stop(): Promise<void> {
    await this.drain.stop();
    this.transport.close();
  }

  /** Something was queued: send now instead of at the next poll. */
  nudge(): void {
    this.drain.nudge();
  }

  private async sendBatch(): Promise<number> {
    const { rows } = await this.db.query(
      `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
        WHERE id IN (SELECT id FROM mail_outbox
                      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                      ORDER BY next_attempt_at LIMIT 10 FOR UPDATE SKIP LOCKED)
        RETURNING id, template, recipient, subject, html, body_text, unsubscribe_url, attempts`,
      [this.leaseMs / 1000],
    );
    await Promise.all((rows as unknown as ClaimedMail[]).map((row) => this.deliver(row)));
    return rows.length;
  }

  /** One delivery in a `mail send` span (tracing on): the SMTP exchange and the row's update inside it. */
  private deliver(row: ClaimedMail) {
    return inSpan(
      'mail send',
      { kind: SpanKind.CLIENT, attributes: { 'mail.template': row.template, 'mail.attempt': row.attempts, 'mail.transport': this.transport.description } },
      () => this.send(row),
    );
  }

  private async send(row: ClaimedMail) {
    const mail: OutgoingMail = {
      to: row.recipient,
      template: row.template,
      category: row.unsubscribe_url ? 'notification' : 'security',
      subject: row.subject,
      html: row.html,
      text: row.body_text,
      unsubscribeUrl: row.unsubscribe_url ?? undefined,
    };
    try {
      await this.transport.send(mail);
      await this.db.query(
        `UPDATE mail_outbox SET sent_at = now(), recipient = '', subject = '', html = '', body_text = '', unsubscribe_url = NULL, last_error = NULL WHERE id = $1`,
        [row.id],
      );
      mailDeliveries.inc({ result: 'sent' });
    } catch (err) {
      failActiveSpan(err);
      const message = String((err as Error).message ?? err).slice(0, 500);
      mailDeliveries.inc({ result: row.attempts >= this.maxAttempts ? 'given_up' : 'retry' });
      if (row.attempts >= this.maxAttempts) {
        log.error({ id: row.id, template: row.template, attempts: row.attempts, err: message }, 'mail given up');
        await this.db.query(`UPDATE mail_outbox SET failed_at = now(), last_error = $2 WHERE id = $1`, [row.id, message]);
        return;
      }
      const delay = retryDelayMs(row.attempts, this.retryBaseMs, this.maxRetryDelayMs);
      log.warn({ id: row.id, template: row.template, attempts: row.attempts, retryInMs: delay, err: message }, 'mail not delivered; will retry');
      await this.db.query(`UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $2), last_error = $3 WHERE id = $1`, [
        row.id,
        delay / 1000,
        message,
      ]);
    }
  }
}

/** Relay settings from the environment (MAIL_POLL_MS, MAIL_RETRY_BASE_MS, MAIL_MAX_ATTEMPTS). */
export function mailRelayOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): MailRelayOptions {
  const num = (value: string | undefined) => (value && Number(value) > 0 ? Number(value) : undefined);
  return { pollMs: num(env.MAIL_POLL_MS), retryBaseMs: num(env.MAIL_RETRY_BASE_MS), maxAttempts: num(env.MAIL_MAX_ATTEMPTS) };
}
