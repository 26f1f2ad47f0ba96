import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { Client, Pool } from 'pg';
import { databaseUrlFor, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, startTestMailbox, waitFor, type TestMailbox } from '@pawpals/testing';
import {
  deleteMailsOf,
  enqueueMail,
  fileTransport,
  MAIL_OUTBOX_DDL,
  MailRelay,
  mailTransportFromEnv,
  notificationMail,
  passwordResetMail,
  publicBaseUrl,
  retryDelayMs,
  smtpTransport,
  verifyEmailMail,
  type OutgoingMail,
} from '../src';

let config: RuntimeConfig;
let pool: Pool;
let mailbox: TestMailbox;

beforeAll(async () => {
  config = await isolatedConfig();
  const admin = new Client({ connectionString: config.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${config.dbNamePrefix}mail"`);
  await admin.end();
  pool = new Pool({ connectionString: databaseUrlFor(config, 'mail') });
  for (const statement of MAIL_OUTBOX_DDL) await pool.query(statement);
  mailbox = await startTestMailbox();
});

afterAll(async () => {
  await pool?.end();
  await mailbox?.close();
  await dropDatabases(config);
});

const verify = (to: string): OutgoingMail => ({ to, ...verifyEmailMail({ firstName: 'Ann <b>', link: 'https://pawpals.test/verify-email?token=abc&x=1', validHours: 48 }) });

async function outboxRow(id: string) {
  const { rows } = await pool.query('SELECT * FROM mail_outbox WHERE id = $1', [id]);
  return rows[0];
}

describe('templates', () => {
  it('render an HTML and a plain-text part with the link, escaping what people typed', () => {
    const mail = verify('x@example.com');
    expect(mail.subject).toBe('Confirm your email for PawPals');
    expect(mail.html).toContain('href="https://pawpals.test/verify-email?token=abc&amp;x=1"');
    expect(mail.html).toContain('Hi Ann &lt;b&gt;,');
    expect(mail.html).not.toContain('<b>,');
    expect(mail.text).toContain('Confirm my email: https://pawpals.test/verify-email?token=abc&x=1');
    expect(mail.text).toContain('Hi Ann <b>,');
    expect(mail.text).not.toMatch(/<(p|a|table|h1)[ >]/);
  });

  it('security mails have no unsubscribe link; every other mail has one', () => {
    expect(verify('x@example.com').unsubscribeUrl).toBeUndefined();
    expect(passwordResetMail({ firstName: 'A', link: 'https://p.test/r', validMinutes: 60 }).html).not.toContain('Unsubscribe');
    const news = notificationMail({ firstName: 'A', subject: 'S', heading: 'H', paragraphs: ['P'], unsubscribeUrl: 'https://p.test/u?t=1' });
    expect(news.html).toContain('href="https://p.test/u?t=1"');
    expect(news.text).toContain('Unsubscribe: https://p.test/u?t=1');
  });

  it('refuses to queue a non-security mail without an unsubscribe link', async () => {
    const news = notificationMail({ firstName: 'A', subject: 'S', heading: 'H', paragraphs: ['P'], unsubscribeUrl: 'u' });
    await expect(enqueueMail(pool, { ...news, unsubscribeUrl: undefined, to: 'n@example.com' })).rejects.toThrow(/unsubscribe/);
    expect((await pool.query('SELECT 1 FROM mail_outbox WHERE recipient = $1', ['n@example.com'])).rows).toEqual([]);
  });

  it('retry delays double from the base up to the cap', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000]);
  });
});

describe('the outbox relay over real SMTP', () => {
  let relay: MailRelay;
  beforeAll(() => {
    relay = new MailRelay(pool, smtpTransport(mailbox.smtpUrl, 'PawPals <hello@pawpals.test>'), { pollMs: 100, retryBaseMs: 100, maxRetryDelayMs: 200, maxAttempts: 4 });
    relay.start();
  });
  afterAll(() => relay.stop());

  it('delivers a queued mail with both parts and the credentials of SMTP_URL, then keeps nothing personal of it', async () => {
    const id = await enqueueMail(pool, verify('ann@example.com'));
    relay.nudge();
    const mail = await mailbox.waitForMail('ann@example.com', /Confirm your email/);
    expect(mail.authenticatedAs).toBe('pawpals');
    expect(mail.envelopeFrom).toBe('hello@pawpals.test');
    expect(mail.parsed.from?.value[0]).toMatchObject({ name: 'PawPals', address: 'hello@pawpals.test' });
    expect(mail.text).toContain('https://pawpals.test/verify-email?token=abc&x=1');
    expect(mail.html).toContain('Confirm my email');
    expect(mail.parsed.headers.get('x-pawpals-template')).toBe('verify_email');
    const row = await waitFor(async () => {
      const r = await outboxRow(id);
      return r.sent_at ? r : undefined;
    });
    expect(row).toMatchObject({ template: 'verify_email', recipient: '', subject: '', html: '', body_text: '', attempts: 1, last_error: null, failed_at: null });
  });

  it('keeps a mail the server refuses and retries it with backoff until it is delivered', async () => {
    mailbox.refuseDeliveries(true);
    const id = await enqueueMail(pool, verify('retry@example.com'));
    relay.nudge();
    const failed = await waitFor(async () => {
      const r = await outboxRow(id);
      return r.attempts >= 2 && r.last_error ? r : undefined;
    });
    expect(failed.sent_at).toBeNull();
    expect(failed.last_error).toMatch(/451/);
    mailbox.refuseDeliveries(false);
    await mailbox.waitForMail('retry@example.com', /Confirm your email/);
    const sent = await waitFor(async () => {
      const r = await outboxRow(id);
      return r.sent_at ? r : undefined;
    });
    expect(sent.attempts).toBeGreaterThan(failed.attempts - 1);
    expect(mailbox.received.filter((m) => m.envelopeTo.includes('retry@example.com'))).toHaveLength(1);
  });

  it('gives a mail up after the last attempt', async () => {
    mailbox.refuseDeliveries(true);
    try {
      const id = await enqueueMail(pool, verify('never@example.com'));
      relay.nudge();
      const row = await waitFor(async () => {
        const r = await outboxRow(id);
        return r.failed_at ? r : undefined;
      });
      expect(row).toMatchObject({ attempts: 4, sent_at: null });
    } finally {
      mailbox.refuseDeliveries(false);
    }
  });

  it('a deleted account’s waiting mails are dropped', async () => {
    const userId = '7d1c9a9e-0000-4000-8000-00000000dead';
    mailbox.refuseDeliveries(true);
    try {
      const id = await enqueueMail(pool, verify('gone@example.com'), userId);
      await deleteMailsOf(pool, userId);
      expect(await outboxRow(id)).toBeUndefined();
    } finally {
      mailbox.refuseDeliveries(false);
    }
  });

  it('a wrong SMTP password is a failed attempt, never a lost mail', async () => {
    const wrong = mailbox.smtpUrl.replace(':mail-secret@', ':wrong@');
    await expect(smtpTransport(wrong, 'x@pawpals.test').send(verify('auth@example.com'))).rejects.toThrow(/Invalid username or password|535/);
  });
});

describe('without SMTP_URL', () => {
  it('keeps every mail as an .eml file a mail program can open', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pawpals-mail-'));
    try {
      const transport = fileTransport(dir, 'PawPals <no-reply@pawpals.test>');
      const { file } = await transport.send(verify('file@example.com'));
      expect((await readdir(dir)).map((f) => join(dir, f))).toEqual([file]);
      const parsed = await simpleParser(await readFile(file!));
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('file@example.com');
      expect(parsed.subject).toBe('Confirm your email for PawPals');
      expect(parsed.text).toContain('verify-email?token=abc');
      expect(parsed.html).toContain('Confirm my email');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('chooses the transport and the link base from the environment', () => {
    expect(mailTransportFromEnv({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).description).toBe('SMTP smtps://mail.example.com:465');
    expect(mailTransportFromEnv({ MAIL_DIR: '/tmp/x' }).description).toBe('files in /tmp/x');
    expect(mailTransportFromEnv({ DATA_DIR: '/srv/pawpals' }).description).toBe('files in /srv/pawpals/mail');
    expect(() => mailTransportFromEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(publicBaseUrl({ PUBLIC_URL: 'https://pawpals.example/' })).toBe('https://pawpals.example');
    expect(publicBaseUrl({ PORT: '8080' })).toBe('http://localhost:8080');
  });
});
