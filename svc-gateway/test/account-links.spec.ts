// Mailed account links and password checks: only the newest email-change
// link works, and a password change or reset voids it; a confirmed change of email voids the reset links
// mailed to the old address; asking to move to an address that has an account answers like any other
// (its owner is told instead); wrong current passwords count with the sign-in throttle.
import type { RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, startTestMailbox, type ReceivedMail, type TestMailbox } from '@pawpals/testing';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { WRONG_PASSWORD } from '../src/identity/account.service';
import { INVALID_VERIFICATION_LINK } from '../src/identity/email-verification.service';
import { LOGIN_LIMIT_MESSAGES } from '../src/identity/login-throttle';
import { INVALID_RESET_LINK } from '../src/identity/password-reset.service';
import { WRONG_CURRENT_PASSWORD } from '../src/identity/profile.service';
import { signUp, type Member } from './support';

const PUBLIC_URL = 'https://pawpals.example';
const PASSWORD = 'walnut-harbor-42';
let config: RuntimeConfig;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let mailbox: TestMailbox;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  mailbox = await startTestMailbox();
  for (const [k, v] of Object.entries({ PUBLIC_URL, SMTP_URL: mailbox.smtpUrl, MAIL_POLL_MS: '200' })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  config = await isolatedConfig();
  gateway = await createGateway({ config });
  http = request(gateway.app.getHttpServer());
});

afterAll(async () => {
  await gateway?.close();
  await mailbox?.close();
  await dropDatabases(config);
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const me = async (member: Member) => (await http.get('/api/auth/user').set('Cookie', member.cookie).expect(200)).body;
const tokenIn = (mail: ReceivedMail, path: '/verify-email' | '/reset-password') => new RegExp(`${PUBLIC_URL}${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)![1];

/** Asks for a change of email and returns the token of the link mailed to the new address. */
async function changeLink(member: Member, newEmail: string): Promise<string> {
  const since = mailbox.received.length;
  await http.post('/api/auth/email').set('Cookie', member.cookie).send({ newEmail, password: PASSWORD }).expect(202);
  return tokenIn(await mailbox.waitForMail(newEmail, /^Confirm your new email for PawPals$/, { since }), '/verify-email');
}

/** Asks for a password reset and returns the token of the link mailed to the address. */
async function resetLink(email: string): Promise<string> {
  const since = mailbox.received.length;
  await http.post('/api/auth/password-reset').send({ email }).expect(202);
  return tokenIn(await mailbox.waitForMail(email, /^Reset your PawPals password$/, { since }), '/reset-password');
}

const openLink = (token: string) => http.post('/api/auth/verify-email').send({ token });

describe('email-change links', () => {
  it('a newer request voids the older link: the account never flips to the earlier address', async () => {
    const ann = await signUp(http, 'links_ann');
    const attackers = await changeLink(ann, 'attacker.ann@example.com');
    const owners = await changeLink(ann, 'owner.ann@example.com');
    expect((await openLink(attackers).expect(400)).body.message).toBe(INVALID_VERIFICATION_LINK);
    expect((await me(ann)).email).toBe(ann.user.email);
    await openLink(owners).expect(200);
    expect((await openLink(attackers).expect(400)).body.message).toBe(INVALID_VERIFICATION_LINK);
    expect((await me(ann)).email).toBe('owner.ann@example.com');
  });

  it('a password change voids a pending link', async () => {
    const bo = await signUp(http, 'links_bo');
    const pending = await changeLink(bo, 'attacker.bo@example.com');
    await http.post('/api/auth/password').set('Cookie', bo.cookie).send({ currentPassword: PASSWORD, newPassword: 'fresh-meadow-77' }).expect(200);
    expect((await openLink(pending).expect(400)).body.message).toBe(INVALID_VERIFICATION_LINK);
    expect((await me(bo)).email).toBe(bo.user.email);
  });

  it('a password reset voids a pending link', async () => {
    const cy = await signUp(http, 'links_cy');
    const pending = await changeLink(cy, 'attacker.cy@example.com');
    await http.post('/api/auth/password-reset/confirm').send({ token: await resetLink(cy.user.email), password: 'fresh-meadow-77', confirmPassword: 'fresh-meadow-77' }).expect(200);
    expect((await openLink(pending).expect(400)).body.message).toBe(INVALID_VERIFICATION_LINK);
    const signedIn = await http.post('/api/login/local').send({ emailOrUsername: cy.user.username, password: 'fresh-meadow-77' }).expect(200);
    expect(signedIn.body.email).toBe(cy.user.email);
  });
});

describe('reset links after a change of email', () => {
  it('a reset link mailed to the old address stops working once the new address is confirmed', async () => {
    const dee = await signUp(http, 'links_dee');
    const toOldAddress = await resetLink(dee.user.email);
    await openLink(await changeLink(dee, 'dee.new@example.com')).expect(200);
    const refused = await http.post('/api/auth/password-reset/confirm').send({ token: toOldAddress, password: 'taken-over-99', confirmPassword: 'taken-over-99' }).expect(400);
    expect(refused.body.message).toBe(INVALID_RESET_LINK);
    await http.post('/api/login/local').send({ emailOrUsername: 'dee.new@example.com', password: 'taken-over-99' }).expect(401);
    await http.post('/api/login/local').send({ emailOrUsername: 'dee.new@example.com', password: PASSWORD }).expect(200);
    // A link asked for after the change goes to the new address and works.
    await http.post('/api/auth/password-reset/confirm').send({ token: await resetLink('dee.new@example.com'), password: 'fresh-meadow-77', confirmPassword: 'fresh-meadow-77' }).expect(200);
  });
});

describe('an address that already has an account', () => {
  it('is answered like any other, and its owner is told instead of anyone getting a link', async () => {
    const owner = await signUp(http, 'links_owner', { firstName: 'Olive' });
    const eve = await signUp(http, 'links_eve');
    const free = await http.post('/api/auth/email').set('Cookie', eve.cookie).send({ newEmail: 'links.free@example.com', password: PASSWORD }).expect(202);
    const since = mailbox.received.length;
    const taken = await http.post('/api/auth/email').set('Cookie', eve.cookie).send({ newEmail: 'LINKS_OWNER@example.com', password: PASSWORD }).expect(202);
    expect(free.body).toEqual({ message: 'We sent a link to links.free@example.com. Your email changes when you open it.' });
    expect(taken.body).toEqual({ message: 'We sent a link to links_owner@example.com. Your email changes when you open it.' });
    const notice = await mailbox.waitForMail(owner.user.email, /^Someone tried to use your email on PawPals$/, { since });
    expect(notice.text).toContain('Hi Olive,');
    expect(notice.text).toContain('This address already belongs to your PawPals account, so nothing changed.');
    expect(notice.text).not.toMatch(/verify-email\?token=/);
    expect(mailbox.received.filter((m) => m.envelopeTo.includes(owner.user.email)).map((m) => m.subject).sort()).toEqual([
      'Confirm your email for PawPals',
      'Someone tried to use your email on PawPals',
    ]);
    expect((await me(eve)).email).toBe(eve.user.email);
    expect((await me(owner)).email).toBe(owner.user.email);
  });

  it('counts towards the hourly limit like a free one, so the limit tells nothing either', async () => {
    const owner = await signUp(http, 'links_owner2');
    const fay = await signUp(http, 'links_fay'); // the sign-up's verification mail is the first of five
    for (let i = 0; i < 4; i++) {
      await http.post('/api/auth/email').set('Cookie', fay.cookie).send({ newEmail: owner.user.email, password: PASSWORD }).expect(202);
    }
    const toFree = await http.post('/api/auth/email').set('Cookie', fay.cookie).send({ newEmail: 'links.free2@example.com', password: PASSWORD }).expect(429);
    const toTaken = await http.post('/api/auth/email').set('Cookie', fay.cookie).send({ newEmail: owner.user.email, password: PASSWORD }).expect(429);
    expect(toTaken.body).toEqual(toFree.body);
  });
});

describe('wrong current passwords', () => {
  it('on password change, email change and deletion count with sign-in failures and are throttled like them', async () => {
    const gus = await signUp(http, 'links_gus');
    const from = (address: string) => ({ 'X-Forwarded-For': address, Cookie: gus.cookie });
    const guesser = from('203.0.113.27');
    const changePassword = (headers: Record<string, string>, currentPassword: string) =>
      http.post('/api/auth/password').set(headers).send({ currentPassword, newPassword: 'taken-over-99' });
    const changeEmail = (headers: Record<string, string>, password: string) => http.post('/api/auth/email').set(headers).send({ newEmail: 'gus.taken@example.com', password });
    const deleteAccount = (headers: Record<string, string>, password: string) => http.delete('/api/auth/user').set(headers).send({ password });
    for (let i = 0; i < 4; i++) expect((await changePassword(guesser, `guess-${i}-xyz`).expect(400)).body.message).toBe(WRONG_CURRENT_PASSWORD);
    for (let i = 0; i < 3; i++) expect((await changeEmail(guesser, `guess-${i}-xyz`).expect(400)).body.message).toBe(WRONG_CURRENT_PASSWORD);
    for (let i = 0; i < 3; i++) expect((await deleteAccount(guesser, `guess-${i}-xyz`).expect(403)).body.message).toBe(WRONG_PASSWORD);

    // Ten failures from this address: even the right password is refused there now, sign-in included.
    for (const res of [await changePassword(guesser, PASSWORD), await changeEmail(guesser, PASSWORD), await deleteAccount(guesser, PASSWORD)]) {
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(LOGIN_LIMIT_MESSAGES.tooMany);
    }
    await http.post('/api/login/local').set('X-Forwarded-For', '203.0.113.27').send({ emailOrUsername: gus.user.username, password: PASSWORD }).expect(429);
    expect((await me(gus)).email).toBe(gus.user.email);
    await http.post('/api/login/local').send({ emailOrUsername: gus.user.username, password: PASSWORD }).expect(200);

    // The owner elsewhere is not stopped.
    await changePassword(from('198.51.100.4'), PASSWORD).expect(200);
  });
});
