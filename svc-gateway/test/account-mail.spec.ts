// Security mails: sign-up's verification mail, verify / resend, forgot and reset
// password. Every mail travels over SMTP to a real smtp-server started here (with a login), through the
// gateway's mail outbox.
import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '@pawpals/nest-common';
import { databaseUrlFor } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, publishEvent, startTestMailbox, waitFor, type ReceivedMail, type TestMailbox } from '@pawpals/testing';
import { EVENTS } from '@pawpals/contracts';
import { connectNats } from '@pawpals/nest-common';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { INVALID_VERIFICATION_LINK } from '../src/identity/email-verification.service';
import { INVALID_RESET_LINK, PASSWORD_RESET_REQUESTED } from '../src/identity/password-reset.service';
import { signUp, type Member } from './support';

const PUBLIC_URL = 'https://pawpals.example';
const ENV = { PUBLIC_URL, MAIL_FROM: 'PawPals <hello@pawpals.example>', MAIL_POLL_MS: '200', MAIL_RETRY_BASE_MS: '200' };

let config: RuntimeConfig;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let mailbox: TestMailbox;
let db: Client;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  mailbox = await startTestMailbox();
  for (const [k, v] of Object.entries({ ...ENV, SMTP_URL: mailbox.smtpUrl })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  config = await isolatedConfig();
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
  db = new Client({ connectionString: databaseUrlFor(config, 'identity') });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await gateway?.close();
  await mailbox?.close();
  await dropDatabases(config);
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('pawpals.sid='))
    ?.split(';')[0];
const me = (cookie: string) => http.get('/api/auth/user').set('Cookie', cookie);

/** The token of the link to `path` in a mail, checking the plain-text part and the HTML button agree. */
function linkToken(mail: ReceivedMail, path: '/verify-email' | '/reset-password'): string {
  const pattern = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}${path}\\?token=([A-Za-z0-9_-]+)`);
  const inText = pattern.exec(mail.text)?.[1];
  const inHtml = pattern.exec(mail.html)?.[1];
  expect(inText).toBeDefined();
  expect(inHtml).toBe(inText);
  return inText!;
}

const mailsTo = (email: string) => mailbox.received.filter((m) => m.envelopeTo.includes(email));

describe('verify email', () => {
  let ann: Member;
  let token: string;

  beforeAll(async () => {
    ann = await signUp(http, 'verify_ann', { firstName: 'Ann' });
  });

  it('sign-up mails a verification link over SMTP (HTML and text, no unsubscribe on a security mail)', async () => {
    const mail = await mailbox.waitForMail(ann.user.email, /^Confirm your email for PawPals$/);
    expect(mail.authenticatedAs).toBe('pawpals');
    expect(mail.parsed.from?.value[0]).toMatchObject({ name: 'PawPals', address: 'hello@pawpals.example' });
    expect(mail.text).toContain('Hi Ann,');
    expect(mail.html).toContain('Confirm my email');
    expect(mail.parsed.headers.has('list-unsubscribe')).toBe(false);
    expect(mail.text).not.toMatch(/unsubscribe/i);
    token = linkToken(mail, '/verify-email');
    expect(ann.user.emailVerified).toBe(false);
    expect((await me(ann.cookie).expect(200)).body.emailVerified).toBe(false);
  });

  it('keeps only the hash of the token, and no link once the mail is sent', async () => {
    const { rows } = await db.query('SELECT token_hash FROM email_verifications WHERE user_id = $1', [ann.user.id]);
    expect(rows).toEqual([{ token_hash: sha256(token) }]);
    const outbox = await waitFor(async () => {
      const r = await db.query('SELECT recipient, subject, html, body_text, sent_at FROM mail_outbox WHERE user_id = $1', [ann.user.id]);
      return r.rows[0]?.sent_at ? r.rows : undefined;
    });
    expect(JSON.stringify(outbox)).not.toContain(token);
    expect(outbox).toEqual([{ recipient: '', subject: '', html: '', body_text: '', sent_at: expect.any(Date) }]);
  });

  it.each([
    ['no token', {}, 'This link is incomplete. Please use the whole link from the email.'],
    ['a blank token', { token: '  ' }, 'This link is incomplete. Please use the whole link from the email.'],
    ['a number', { token: 42 }, 'This link is incomplete. Please use the whole link from the email.'],
    ['a token never mailed', { token: 'x'.repeat(43) }, INVALID_VERIFICATION_LINK],
    ['the token’s hash instead of the token', { token: '' }, INVALID_VERIFICATION_LINK],
  ])('refuses %s with a readable 400 and verifies nobody', async (_what, body, message) => {
    const sent = 'token' in body && body.token === '' ? { token: sha256(token) } : body;
    const res = await http.post('/api/auth/verify-email').send(sent).expect(400);
    expect(res.body.message).toBe(message);
    expect((await me(ann.cookie).expect(200)).body.emailVerified).toBe(false);
  });

  it('the mailed token confirms the address, signed out too; a second click still says confirmed', async () => {
    const res = await http.post('/api/auth/verify-email').send({ token }).expect(200);
    expect(res.body).toEqual({ message: 'Thanks! Your email address is confirmed.' });
    expect(cookieOf(res)).toBeUndefined();
    expect((await me(ann.cookie).expect(200)).body.emailVerified).toBe(true);
    await http.post('/api/auth/verify-email').send({ token }).expect(200);
    const login = await http.post('/api/login/local').send({ emailOrUsername: ann.user.username, password: 'walnut-harbor-42' }).expect(200);
    expect(login.body.emailVerified).toBe(true);
  });

  it('an expired link is refused', async () => {
    const bo = await signUp(http, 'verify_expired');
    const mail = await mailbox.waitForMail(bo.user.email, /Confirm your email/);
    const expired = linkToken(mail, '/verify-email');
    await db.query(`UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(expired)]);
    const res = await http.post('/api/auth/verify-email').send({ token: expired }).expect(400);
    expect(res.body.message).toBe(INVALID_VERIFICATION_LINK);
    expect((await me(bo.cookie).expect(200)).body.emailVerified).toBe(false);
  });

  it('resend: 401 signed out, a fresh link for the unverified, 409 once verified, 429 after 5 mails in an hour', async () => {
    await http.post('/api/auth/verify-email/resend').expect(401);
    const cy = await signUp(http, 'verify_resend');
    const first = await mailbox.waitForMail(cy.user.email, /Confirm your email/);
    const before = mailbox.received.length;
    const res = await http.post('/api/auth/verify-email/resend').set('Cookie', cy.cookie).expect(202);
    expect(res.body).toEqual({ message: `We sent a new verification link to ${cy.user.email}.` });
    const second = await mailbox.waitForMail(cy.user.email, /Confirm your email/, { since: before });
    expect(linkToken(second, '/verify-email')).not.toBe(linkToken(first, '/verify-email'));
    for (let i = 0; i < 3; i++) await http.post('/api/auth/verify-email/resend').set('Cookie', cy.cookie).expect(202);
    const limited = await http.post('/api/auth/verify-email/resend').set('Cookie', cy.cookie).expect(429);
    expect(limited.body.message).toMatch(/several verification emails in the last hour/);
    await waitFor(() => mailsTo(cy.user.email).length === 5 || undefined);
    // Any of the links works (the newest included).
    await http.post('/api/auth/verify-email').send({ token: linkToken(second, '/verify-email') }).expect(200);
    const verified = await http.post('/api/auth/verify-email/resend').set('Cookie', cy.cookie).expect(409);
    expect(verified.body.message).toBe('Your email address is already confirmed.');
  });

  it('a refused sign-up sends nothing; a mail the server refuses is retried, and never holds up the sign-up', async () => {
    const before = mailbox.received.length;
    await http.post('/api/signup').send({ firstName: 'No', lastName: 'Mail', username: 'nomail', email: 'nomail@example.com', password: 'short', confirmPassword: 'short' }).expect(400);
    mailbox.refuseDeliveries(true);
    let dee: Member;
    try {
      dee = await signUp(http, 'verify_retry');
      await waitFor(async () => {
        const r = await db.query('SELECT attempts, last_error FROM mail_outbox WHERE user_id = $1', [dee.user.id]);
        return r.rows[0]?.attempts >= 1 && r.rows[0].last_error ? true : undefined;
      });
    } finally {
      mailbox.refuseDeliveries(false);
    }
    await mailbox.waitForMail(dee.user.email, /Confirm your email/);
    expect(mailsTo('nomail@example.com')).toEqual([]);
    expect(mailbox.received.slice(before).filter((m) => m.envelopeTo.includes(dee.user.email))).toHaveLength(1);
  });
});

describe('forgot / reset password', () => {
  let eve: Member;

  beforeAll(async () => {
    eve = await signUp(http, 'reset_eve', { firstName: 'Eve' });
  });

  const requestReset = (email: unknown) => http.post('/api/auth/password-reset').send({ email });

  it('answers the same 202 for an account and for an unknown address, and mails only the account', async () => {
    const unknown = await requestReset('nobody-here@example.com').expect(202);
    const known = await requestReset(eve.user.email.toUpperCase()).expect(202);
    expect(known.body).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(unknown.body).toEqual(known.body);
    expect(cookieOf(known)).toBeUndefined();
    const mail = await mailbox.waitForMail(eve.user.email, /^Reset your PawPals password$/);
    expect(mail.text).toContain('Hi Eve,');
    expect(mail.parsed.headers.has('list-unsubscribe')).toBe(false);
    linkToken(mail, '/reset-password');
    expect(mailsTo('nobody-here@example.com')).toEqual([]);
    // A request changes nothing by itself: the session stays and the old password still works.
    await me(eve.cookie).expect(200);
  });

  it.each([
    ['no email', {}, 'Invalid email address'],
    ['not an email', { email: 'eve' }, 'Invalid email address'],
  ])('refuses %s with a readable 400', async (_what, body, message) => {
    const res = await http.post('/api/auth/password-reset').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('sets the new password, ends every old session, signs in, and spends the link', async () => {
    const other = (await http.post('/api/login/local').send({ emailOrUsername: eve.user.username, password: 'walnut-harbor-42' }).expect(200));
    const otherCookie = cookieOf(other)!;
    const before = mailbox.received.length;
    await requestReset(eve.user.email).expect(202);
    const token = linkToken(await mailbox.waitForMail(eve.user.email, /Reset your PawPals password/, { since: before }), '/reset-password');
    const { rows } = await db.query('SELECT token_hash FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [eve.user.id]);
    expect(rows.map((r) => r.token_hash)).toContain(sha256(token));

    for (const [body, message] of [
      [{ token, password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
      [{ token, password: 'new-password-1', confirmPassword: 'new-password-2' }, "Passwords don't match"],
      [{ token, password: 'password123', confirmPassword: 'password123' }, 'This password is too common. Please choose one that is harder to guess.'],
      [{ password: 'new-password-1', confirmPassword: 'new-password-1' }, 'This link is incomplete. Please use the whole link from the email.'],
      [{ token: sha256(token), password: 'new-password-1', confirmPassword: 'new-password-1' }, INVALID_RESET_LINK],
    ] as const) {
      const res = await http.post('/api/auth/password-reset/confirm').send(body).expect(400);
      expect(res.body.message).toBe(message);
    }
    await me(eve.cookie).expect(200);

    const res = await http.post('/api/auth/password-reset/confirm').send({ token, password: 'new-password-1', confirmPassword: 'new-password-1' }).expect(200);
    expect(res.body).toMatchObject({ id: eve.user.id, email: eve.user.email, emailVerified: true });
    const fresh = cookieOf(res)!;
    expect((await me(fresh).expect(200)).body.id).toBe(eve.user.id);
    await me(eve.cookie).expect(401);
    await me(otherCookie).expect(401);
    await http.post('/api/login/local').send({ emailOrUsername: eve.user.username, password: 'walnut-harbor-42' }).expect(401);
    await http.post('/api/login/local').send({ emailOrUsername: eve.user.email, password: 'new-password-1' }).expect(200);

    const again = await http.post('/api/auth/password-reset/confirm').send({ token, password: 'other-password-2', confirmPassword: 'other-password-2' }).expect(400);
    expect(again.body.message).toBe(INVALID_RESET_LINK);
    // Every other open link of the account is spent too.
    const open = await db.query('SELECT count(*)::int AS n FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [eve.user.id]);
    expect(open.rows[0].n).toBe(0);
  });

  it('a link older than an hour is refused and changes nothing', async () => {
    const fay = await signUp(http, 'reset_fay');
    await requestReset(fay.user.email).expect(202);
    const token = linkToken(await mailbox.waitForMail(fay.user.email, /Reset your PawPals password/), '/reset-password');
    await db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(token)]);
    const res = await http.post('/api/auth/password-reset/confirm').send({ token, password: 'new-password-1', confirmPassword: 'new-password-1' }).expect(400);
    expect(res.body.message).toBe(INVALID_RESET_LINK);
    await me(fay.cookie).expect(200);
    await http.post('/api/login/local').send({ emailOrUsername: fay.user.username, password: 'walnut-harbor-42' }).expect(200);
  });

  it('mails an account at most 3 reset links an hour, even when the requests come at once', async () => {
    const gus = await signUp(http, 'reset_gus');
    await Promise.all(Array.from({ length: 6 }, () => requestReset(gus.user.email).expect(202)));
    // The requests are handled after their answers; closing the gateway waits for every one of them.
    await gateway.close();
    gateway = await createGateway({ config });
    http = request(gateway.app.getHttpServer());
    const { rows } = await db.query('SELECT count(*)::int AS n FROM password_resets WHERE user_id = $1', [gus.user.id]);
    expect(rows[0].n).toBe(3);
    await waitFor(() => mailsTo(gus.user.email).length === 4 || undefined); // the verification mail and 3 reset links
  });

  it('an account under attack (identity.account_under_attack) gets a heads-up with a working reset link', async () => {
    const ida = await signUp(http, 'reset_ida', { firstName: 'Ida' });
    const nc = await connectNats(config, 'attack-test');
    try {
      await publishEvent(nc, config, EVENTS.accountUnderAttack, { userId: ida.user.id, email: ida.user.email, firstName: 'Ida', failedAttempts: 30, windowMinutes: 15 });
    } finally {
      await nc.drain();
    }
    const mail = await mailbox.waitForMail(ida.user.email, /^Someone is trying to sign in to your PawPals account$/);
    expect(mail.text).toContain('there were 30 failed sign-ins to your PawPals account');
    const token = linkToken(mail, '/reset-password');
    const res = await http.post('/api/auth/password-reset/confirm').send({ token, password: 'safer-password-9', confirmPassword: 'safer-password-9' }).expect(200);
    expect(res.body.id).toBe(ida.user.id);
    await me(ida.cookie).expect(401);
  });
});
