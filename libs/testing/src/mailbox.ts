import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './infra';

/** A mail as it arrived over SMTP: the envelope the client gave and the parsed message. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Whether the client authenticated, and as whom. */
  authenticatedAs: string | null;
  parsed: ParsedMail;
  subject: string;
  text: string;
  html: string;
}

export interface TestMailbox {
  /** `smtp://user:pass@127.0.0.1:<port>` — give it to the system under test as SMTP_URL. */
  smtpUrl: string;
  readonly received: ReceivedMail[];
  /** The first mail (in arrival order, after `since`) to this address whose subject matches. */
  waitForMail(to: string, subject?: RegExp, options?: { timeoutMs?: number; since?: number }): Promise<ReceivedMail>;
  /** While refusing, every recipient is answered 451 (a temporary failure the sender must retry). */
  refuseDeliveries(refuse: boolean): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 with a random port and a login, so tests prove the mail
 * really travels over SMTP with the configured credentials. STARTTLS is off: plain smtp:// on loopback.
 */
export async function startTestMailbox(credentials = { user: 'pawpals', pass: 'mail-secret' }): Promise<TestMailbox> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (refusing) {
        const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            authenticatedAs: typeof session.user === 'string' ? session.user : null,
            parsed,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    smtpUrl: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    received,
    waitForMail(to, subject, options = {}) {
      const since = options.since ?? 0;
      return waitFor(
        () =>
          received
            .slice(since)
            .find((m) => m.envelopeTo.includes(to.toLowerCase()) && (!subject || subject.test(m.subject))),
        options.timeoutMs ?? 15_000,
        `a mail to ${to}${subject ? ` matching ${subject}` : ''}`,
      );
    },
    refuseDeliveries(refuse) {
      refusing = refuse;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
