// Account settings: name and photo (PATCH /api/auth/user), change password, change
// email through a link mailed to the new address (a real smtp-server), and the identity events the other
// services follow (profile_updated, email_verified).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RuntimeConfig } from '@pawpals/nest-common';
import { databaseUrlFor } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, startTestMailbox, type ReceivedMail, type TestMailbox } from '@pawpals/testing';
import { Client } from 'pg';
import request from 'supertest';
import { createGateway, type RunningGateway } from '../src/app';
import { EMAIL_TAKEN } from '../src/identity/email-verification.service';
import { WRONG_CURRENT_PASSWORD } from '../src/identity/profile.service';
import { uploadImage } from './security/support';
import { signUp, type Member } from './support';

const PUBLIC_URL = 'https://pawpals.example';
let config: RuntimeConfig;
let gateway: RunningGateway;
let http: ReturnType<typeof request>;
let mailbox: TestMailbox;
let db: Client;
const objectsDir = mkdtempSync(join(tmpdir(), 'pawpals-settings-'));
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  mailbox = await startTestMailbox();
  for (const [k, v] of Object.entries({ PUBLIC_URL, SMTP_URL: mailbox.smtpUrl, MAIL_POLL_MS: '200', OBJECTS_DIR: objectsDir })) {
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
  rmSync(objectsDir, { recursive: true, force: true });
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('pawpals.sid='))
    ?.split(';')[0];
const me = (cookie: string) => http.get('/api/auth/user').set('Cookie', cookie);
const tokenIn = (mail: ReceivedMail) => new RegExp(`${PUBLIC_URL}/verify-email\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)![1];
/** The identity events of one person in the gateway's outbox, oldest first. */
async function eventsOf(userId: string, type: string) {
  const { rows } = await db.query(
    `SELECT envelope->'data' AS data FROM outbox WHERE envelope->>'type' = $1 AND envelope->'data'->>'userId' = $2 ORDER BY created_at`,
    [type, userId],
  );
  return rows.map((r) => r.data);
}

describe('PATCH /api/auth/user', () => {
  let ann: Member;
  let other: Member;
  beforeAll(async () => {
    [ann, other] = await Promise.all([signUp(http, 'settings_ann', { firstName: 'Ann' }), signUp(http, 'settings_other')]);
  });

  it('is for signed-in members only', async () => {
    await http.patch('/api/auth/user').send({ firstName: 'X' }).expect(401);
  });

  it('changes only the names given (trimmed) and announces the profile', async () => {
    const res = await http.patch('/api/auth/user').set('Cookie', ann.cookie).send({ firstName: '  Annie ', username: 'hijack', email: 'x@example.com' }).expect(200);
    expect(res.body).toMatchObject({ firstName: 'Annie', lastName: 'Park', username: ann.user.username, email: ann.user.email });
    expect((await me(ann.cookie).expect(200)).body.firstName).toBe('Annie');
    expect(await eventsOf(ann.user.id, 'identity.profile_updated')).toEqual([
      { userId: ann.user.id, firstName: 'Annie', lastName: 'Park', email: ann.user.email, profileImageUrl: null, locale: 'en' },
    ]);
  });

  it.each([
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: 'x'.repeat(101) }, 'Last name must be at most 100 characters'],
    [{ profileImageUrl: 'https://tracker.example/pixel.png' }, 'profileImageUrl must be the URL of an image you uploaded'],
  ])('refuses %j with a readable 400 and changes nothing', async (body, message) => {
    const res = await http.patch('/api/auth/user').set('Cookie', ann.cookie).send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect((await me(ann.cookie).expect(200)).body).toMatchObject({ firstName: 'Annie', lastName: 'Park', profileImageUrl: null });
  });

  it('sets the photo from my own upload only, and removes it with null', async () => {
    const theirs = await uploadImage(http, other.cookie);
    const refused = await http.patch('/api/auth/user').set('Cookie', ann.cookie).send({ profileImageUrl: theirs }).expect(403);
    expect(refused.body.message).toMatch(/someone else/);
    const mine = await uploadImage(http, ann.cookie);
    const res = await http.patch('/api/auth/user').set('Cookie', ann.cookie).send({ profileImageUrl: mine }).expect(200);
    expect(res.body.profileImageUrl).toMatch(/^\/objects\/[0-9a-f-]{36}$/);
    await http.get(res.body.profileImageUrl).expect(200);
    const removed = await http.patch('/api/auth/user').set('Cookie', ann.cookie).send({ profileImageUrl: null }).expect(200);
    expect(removed.body.profileImageUrl).toBeNull();
  });
});

describe('POST /api/auth/password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const bo = await signUp(http, 'settings_bo');
    const laptop = cookieOf(await http.post('/api/login/local').send({ emailOrUsername: bo.user.username, password: 'walnut-harbor-42' }).expect(200))!;
    await http.post('/api/auth/password').send({ currentPassword: 'walnut-harbor-42', newPassword: 'new-password-1' }).expect(401);
    const wrong = await http.post('/api/auth/password').set('Cookie', bo.cookie).send({ currentPassword: 'nope-nope', newPassword: 'new-password-1' }).expect(400);
    expect(wrong.body).toMatchObject({ message: WRONG_CURRENT_PASSWORD, errors: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }] });
    const short = await http.post('/api/auth/password').set('Cookie', bo.cookie).send({ currentPassword: 'walnut-harbor-42', newPassword: 'short' }).expect(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    const common = await http.post('/api/auth/password').set('Cookie', bo.cookie).send({ currentPassword: 'walnut-harbor-42', newPassword: 'iloveyou' }).expect(400);
    expect(common.body.errors).toEqual([{ field: 'newPassword', message: 'This password is too common. Please choose one that is harder to guess.' }]);
    await me(laptop).expect(200);

    const res = await http.post('/api/auth/password').set('Cookie', bo.cookie).send({ currentPassword: 'walnut-harbor-42', newPassword: 'new-password-1' }).expect(200);
    expect(res.body).toEqual({ message: 'Password changed. Your other session was signed out.' });
    await me(bo.cookie).expect(200);
    await me(laptop).expect(401);
    await http.post('/api/login/local').send({ emailOrUsername: bo.user.username, password: 'walnut-harbor-42' }).expect(401);
    await http.post('/api/login/local').send({ emailOrUsername: bo.user.username, password: 'new-password-1' }).expect(200);
  });
});

describe('changing the email', () => {
  let cy: Member;
  beforeAll(async () => {
    cy = await signUp(http, 'settings_cy', { firstName: 'Cy' });
    // Confirm the sign-up address first (email_verified for it).
    await http.post('/api/auth/verify-email').send({ token: tokenIn(await mailbox.waitForMail(cy.user.email, /Confirm your email/)) }).expect(200);
  });

  it.each([
    [{ newEmail: 'not-an-email', password: 'walnut-harbor-42' }, 400, 'Invalid email address'],
    [{ newEmail: 'cy.new@example.com', password: 'wrong-one' }, 400, WRONG_CURRENT_PASSWORD],
    [{ newEmail: 'SETTINGS_CY@example.com', password: 'walnut-harbor-42' }, 400, 'This is already your email address'],
  ])('refuses %j (%i) and mails nothing', async (body, status, message) => {
    const res = await http.post('/api/auth/email').set('Cookie', cy.cookie).send(body).expect(status);
    expect(res.body.message).toBe(message);
    expect(mailbox.received.filter((m) => m.envelopeTo.includes(String(body.newEmail).toLowerCase()) && /new email/.test(m.subject))).toEqual([]);
  });

  it('mails a link to the new address; the account changes only when it is opened, and the old address is told', async () => {
    expect(await eventsOf(cy.user.id, 'identity.email_verified')).toEqual([{ userId: cy.user.id, email: cy.user.email }]);
    const res = await http.post('/api/auth/email').set('Cookie', cy.cookie).send({ newEmail: 'Cy.New@Example.com', password: 'walnut-harbor-42' }).expect(202);
    expect(res.body).toEqual({ message: 'We sent a link to cy.new@example.com. Your email changes when you open it.' });
    const mail = await mailbox.waitForMail('cy.new@example.com', /^Confirm your new email for PawPals$/);
    expect(mail.text).toContain('Use this email');
    expect((await me(cy.cookie).expect(200)).body).toMatchObject({ email: cy.user.email, emailVerified: true });

    const verified = await http.post('/api/auth/verify-email').send({ token: tokenIn(mail) }).expect(200);
    expect(verified.body).toEqual({ message: 'Thanks! Your account now uses cy.new@example.com.' });
    expect((await me(cy.cookie).expect(200)).body).toMatchObject({ email: 'cy.new@example.com', emailVerified: true });
    await http.post('/api/login/local').send({ emailOrUsername: 'cy.new@example.com', password: 'walnut-harbor-42' }).expect(200);
    const notice = await mailbox.waitForMail(cy.user.email, /^Your PawPals email was changed$/);
    expect(notice.text).toContain('Your PawPals account now uses cy.new@example.com.');
    expect(await eventsOf(cy.user.id, 'identity.email_verified')).toEqual([
      { userId: cy.user.id, email: cy.user.email },
      { userId: cy.user.id, email: 'cy.new@example.com' },
    ]);
    expect((await eventsOf(cy.user.id, 'identity.profile_updated')).at(-1)).toMatchObject({ email: 'cy.new@example.com' });
    // Opening the link again still says so, and changes nothing more.
    await http.post('/api/auth/verify-email').send({ token: tokenIn(mail) }).expect(200);
    expect(await eventsOf(cy.user.id, 'identity.email_verified')).toHaveLength(2);
  });

  it('a link to an address someone else took meanwhile is refused', async () => {
    const dee = await signUp(http, 'settings_dee');
    await http.post('/api/auth/email').set('Cookie', dee.cookie).send({ newEmail: 'wanted@example.com', password: 'walnut-harbor-42' }).expect(202);
    const mail = await mailbox.waitForMail('wanted@example.com', /new email/);
    await signUp(http, 'wanted');
    const res = await http.post('/api/auth/verify-email').send({ token: tokenIn(mail) }).expect(409);
    expect(res.body.message).toBe(EMAIL_TAKEN);
    expect((await me(dee.cookie).expect(200)).body.email).toBe(dee.user.email);
  });
});
