import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { readSystemState } from './system';

/** The login the system under test is given in SMTP_URL (so the journey proves it authenticates). */
const SMTP_LOGIN = { user: 'pawpals-e2e', pass: 'e2e-mail-secret' };

declare global {
  // The SMTP server started by global setup, for global teardown (same process).
  var __pawpalsE2eSmtp: SMTPServer | undefined;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps every mail it receives as an .eml file in
 * `dir`, named after its envelope recipients. Global setup starts it and gives the system its SMTP_URL;
 * journeys read the files (they may run in another module registry than global setup).
 */
export async function startMailCatcher(dir: string): Promise<{ smtpUrl: string }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_LOGIN.user && auth.password === SMTP_LOGIN.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(join(dir, `${Date.now()}-${count}--${encodeURIComponent(to)}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  globalThis.__pawpalsE2eSmtp = server;
  const { port } = server.server.address() as { port: number };
  return { smtpUrl: `smtp://${SMTP_LOGIN.user}:${SMTP_LOGIN.pass}@127.0.0.1:${port}` };
}

export async function stopMailCatcher(): Promise<void> {
  const server = globalThis.__pawpalsE2eSmtp;
  globalThis.__pawpalsE2eSmtp = undefined;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}

function mailDir(): string {
  const dir = readSystemState()?.mailDir;
  if (!dir) throw new Error('No local SMTP server: mail journeys need the system started by global setup (not E2E_BASE_URL)');
  return dir;
}

/** Mails to `to` received so far, oldest first, parsed. */
export async function mailsTo(to: string): Promise<ParsedMail[]> {
  const dir = mailDir();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml') && decodeURIComponent((f.split('--')[1] ?? '').replace(/\.eml$/, '')).split(',').includes(to.toLowerCase()))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b));
  return Promise.all(files.map((f) => simpleParser(readFileSync(join(dir, f)))));
}

/** Waits for the `nth` (1-based) mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, nth = 1, timeoutMs = 30_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const matching = (await mailsTo(to)).filter((m) => subject.test(m.subject ?? ''));
    if (matching.length >= nth) return matching[nth - 1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail ${nth} to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** The link of a mail's button that starts with `${baseUrl}${path}`. */
export function linkIn(mail: ParsedMail, baseUrl: string, path: string): string {
  const escaped = `${baseUrl}${path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=[A-Za-z0-9_-]+`).exec(mail.text ?? '');
  if (!match) throw new Error(`No ${path} link in the mail "${mail.subject}"`);
  return match[0];
}
