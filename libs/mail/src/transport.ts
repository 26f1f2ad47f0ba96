import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { createLogger } from '@pawpals/nest-common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { OutgoingMail } from './templates';

const log = createLogger('mail');
const REPO_ROOT = resolve(__dirname, '../../..');

export const DEFAULT_MAIL_FROM = 'PawPals <no-reply@pawpals.local>';

/** Delivers one mail, or throws (the outbox then retries it later). */
export interface MailTransport {
  readonly description: string;
  send(mail: OutgoingMail): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

function messageOf(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'X-PawPals-Template': mail.template },
    ...(mail.unsubscribeUrl ? { list: { unsubscribe: mail.unsubscribeUrl } } : {}),
  };
}

/** Real delivery over SMTP (`smtp://user:pass@host:port`, or `smtps://` for TLS from the first byte). */
export function smtpTransport(url: string, from: string): MailTransport {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${parsed.protocol})`);
  const transporter: Transporter = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
  return {
    description: `SMTP ${parsed.protocol}//${parsed.host}`,
    async send(mail) {
      const info = await transporter.sendMail(messageOf(mail, from));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** Development without SMTP: every mail is kept as an .eml file (open it in any mail program) and its path logged. */
export function fileTransport(dir: string, from: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${dir}`,
    async send(mail) {
      const info = (await transporter.sendMail(messageOf(mail, from))) as { messageId: string; message: Buffer };
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${mail.template}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 24)}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      log.info({ to: mail.to, subject: mail.subject, file: relative(process.cwd(), file) || file }, `mail kept as ${file}`);
      return { messageId: info.messageId, file };
    },
    close: () => transporter.close(),
  };
}

/**
 * SMTP_URL → SMTP; otherwise .eml files under MAIL_DIR (default `$DATA_DIR/mail`, DATA_DIR defaulting to
 * `<repo>/.data`). Under Jest without either, files go to the temp directory so test runs leave no mail
 * in the working tree.
 */
export function mailTransportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport {
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (env.SMTP_URL?.trim()) return smtpTransport(env.SMTP_URL.trim(), from);
  const dir = env.MAIL_DIR
    ? resolve(env.MAIL_DIR)
    : env.DATA_DIR
      ? join(resolve(env.DATA_DIR), 'mail')
      : env.NODE_ENV === 'test'
        ? join(tmpdir(), 'pawpals-test-mail')
        : join(REPO_ROOT, '.data', 'mail');
  return fileTransport(dir, from);
}

/** Absolute base of links in mails: PUBLIC_URL, never the request's Host header (a forged Host would send reset links elsewhere). */
export function publicBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  return (configured || `http://localhost:${Number(env.PORT) || 3000}`).replace(/\/+$/, '');
}
