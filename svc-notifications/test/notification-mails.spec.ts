// Service integration: email preferences (GET/PUT /api/me/preferences) and the mail
// channel of notifications — only confirmed addresses, only the kinds a member allows, at most one mail
// per kind per 15 minutes (later ones bundled). Mail travels over SMTP to a real smtp-server.
import { randomUUID } from 'node:crypto';
import { EVENTS, type EmailPreferences, type PetPostModerated } from '@pawpals/contracts';
import { ServiceHarness, startTestMailbox, waitFor, type TestMailbox } from '@pawpals/testing';
import { expectNotified, list, publish, register, type Member } from './support';

const PUBLIC_URL = 'https://pawpals.example';
let h: ServiceHarness;
let mailbox: TestMailbox;
let ann: Member; // confirmed address, default preferences
let bob: Member; // never confirmed
let cy: Member; // confirmed, pet alerts switched off
let poster: Member;
let petAlertUnsubscribeToken: string;

const park = { latitude: 30.2669, longitude: -97.7729 };
const emailOf = (m: Member) => `${m.username}@example.com`;
const mailsTo = (m: Member) => mailbox.received.filter((r) => r.envelopeTo.includes(emailOf(m)));
const verify = (m: Member, email = emailOf(m)) => publish(h, EVENTS.emailVerified, { userId: m.userId, email });
const approved = (petName: string): PetPostModerated => ({
  postId: randomUUID(),
  userId: poster.userId,
  type: 'lost',
  petName,
  approvalStatus: 'approved',
  species: 'dog',
  breed: 'Beagle',
  color: 'tan',
  lastSeenLocation: 'Zilker Park, Austin, TX',
  locationPrecision: 'pin',
  ...park,
});
const pending = async (m: Member) =>
  (await h.db.query('SELECT count(*)::int AS n FROM notification_mails WHERE user_id = $1', [m.userId])).rows[0].n as number;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  h = await ServiceHarness.start('notifications', {
    SMTP_URL: mailbox.smtpUrl,
    PUBLIC_URL,
    MAIL_FROM: 'PawPals <hello@pawpals.example>',
    MAIL_POLL_MS: '200',
    NOTIFICATION_MAIL_SCAN_MS: '200',
  });
  [ann, bob, cy, poster] = await Promise.all(['Ann', 'Bob', 'Cy', 'Paula'].map((name) => register(h, name)));
  await Promise.all([verify(ann), verify(cy)]);
  await waitFor(async () => (await h.db.query('SELECT count(*)::int AS n FROM verified_emails')).rows[0].n === 2 || undefined);
  for (const m of [ann, bob, cy]) await h.call('setAlertArea', { actor: m, body: { ...park, radiusMiles: 5 } });
}, 90_000);
afterAll(async () => {
  await h?.close();
  await mailbox?.close();
});

describe('email preferences', () => {
  it('default to everything about my pets, messages and appointments, and no news', async () => {
    expect(await h.call('getEmailPreferences', { actor: bob })).toEqual({ petAlerts: true, messages: true, appointments: true, news: false, push: { petAlerts: true, messages: true, appointments: true } });
  });

  it('are saved per member, whole', async () => {
    const off: EmailPreferences = { petAlerts: false, messages: true, appointments: false, news: false, push: { petAlerts: true, messages: false, appointments: true } };
    expect(await h.call('updateEmailPreferences', { actor: cy, body: off })).toEqual(off);
    expect(await h.call('getEmailPreferences', { actor: cy })).toEqual(off);
    // Without `push` (a form of email kinds only) the push kinds stay as they were.
    const { push: _kept, ...emailOnly } = off;
    expect(await h.call('updateEmailPreferences', { actor: cy, body: { ...emailOnly, news: true } })).toEqual({ ...off, news: true });
    expect(await h.call('getEmailPreferences', { actor: ann })).toEqual({ petAlerts: true, messages: true, appointments: true, news: false, push: { petAlerts: true, messages: true, appointments: true } });
  });

  it.each([
    [{ petAlerts: true, messages: true, appointments: true }, 'news must be true or false'],
    [{ petAlerts: 'yes', messages: true, appointments: true, news: false }, 'petAlerts must be true or false'],
  ])('refuses %j with a readable message', async (body, message) => {
    await expect(h.call('updateEmailPreferences', { actor: ann, body })).rejects.toMatchObject({ message });
  });
});

describe('notifications by email', () => {
  it('a pet alert near home reaches a confirmed member who allows it, by SMTP, with an unsubscribe link', async () => {
    await publish(h, EVENTS.petPostModerated, approved('Biscuit'));
    const alert = await waitFor(async () => (await list(h, ann)).find((n) => n.message.includes('Biscuit')), 8000, 'the alert');
    const mail = await mailbox.waitForMail(emailOf(ann), new RegExp(`^${alert.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(mail.authenticatedAs).toBe('pawpals');
    expect(mail.text).toContain('Hi Ann,');
    expect(mail.text).toContain(alert.message);
    expect(mail.text).toContain(`${PUBLIC_URL}${alert.link}`);
    expect(mail.html).toContain('Open in PawPals');
    const unsubscribe = new RegExp(`Unsubscribe: (${PUBLIC_URL}/unsubscribe\\?token=\\S+)`).exec(mail.text)![1];
    expect(mail.parsed.headers.get('list')).toMatchObject({ unsubscribe: { url: unsubscribe } });
    expect(mail.html).toContain(unsubscribe.replace(/&/g, '&amp;'));
    petAlertUnsubscribeToken = new URL(unsubscribe).searchParams.get('token')!;
    // Bob (never confirmed) and Cy (pet alerts off) were alerted in the app only.
    await waitFor(async () => (await list(h, bob)).some((n) => n.message.includes('Biscuit')) || undefined);
    await waitFor(async () => (await list(h, cy)).some((n) => n.message.includes('Biscuit')) || undefined);
    const { rows } = await h.db.query('SELECT user_id FROM notification_mails WHERE user_id = ANY($1)', [[bob.userId, cy.userId]]);
    expect(rows).toEqual([]);
  });

  it('within 15 minutes of a mail, later alerts wait and then leave as one bundle', async () => {
    await publish(h, EVENTS.petPostModerated, approved('Pepper'));
    await publish(h, EVENTS.petPostModerated, approved('Rex'));
    await waitFor(async () => (await pending(ann)) === 2 || undefined, 8000, 'two alerts waiting');
    expect(mailsTo(ann)).toHaveLength(1);
    // The window of the first mail has passed.
    await h.db.query(`UPDATE mail_windows SET last_sent_at = now() - interval '16 minutes' WHERE user_id = $1`, [ann.userId]);
    const bundle = await mailbox.waitForMail(emailOf(ann), /^2 new pet alerts on PawPals$/);
    expect(bundle.text).toMatch(/Pepper[\s\S]*Rex/);
    expect(bundle.text).toContain(`See them on PawPals: ${PUBLIC_URL}/lost-found`);
    expect(await pending(ann)).toBe(0);
    expect(mailsTo(ann)).toHaveLength(2);
  });

  it('news is opt-in, and a kind switched off is not mailed', async () => {
    await publish(h, EVENTS.broadcastRequested, { broadcastId: randomUUID(), title: 'Adoption weekend', message: 'Meet shelter pets this Saturday.' });
    await expectNotified(h, ann, 'Adoption weekend');
    await h.call('updateEmailPreferences', { actor: ann, body: { petAlerts: false, messages: true, appointments: true, news: true } });
    await publish(h, EVENTS.broadcastRequested, { broadcastId: randomUUID(), title: 'Vaccination day', message: 'Free shots at the park.' });
    await mailbox.waitForMail(emailOf(ann), /^Vaccination day$/);
    expect(mailsTo(ann).map((m) => m.subject)).not.toContain('Adoption weekend');

    await publish(h, EVENTS.petPostModerated, approved('Luna'));
    await waitFor(async () => (await list(h, ann)).some((n) => n.message.includes('Luna')) || undefined);
    expect(await pending(ann)).toBe(0); // not queued at all: petAlerts is off
  });

  it('a changed address gets nothing until it is confirmed', async () => {
    const newEmail = `new.${emailOf(bob)}`;
    await verify(bob);
    await publish(h, EVENTS.profileUpdated, { userId: bob.userId, firstName: 'Bob', lastName: 'Park', email: newEmail, profileImageUrl: null });
    await waitFor(async () => (await h.db.query('SELECT email FROM user_profiles WHERE user_id = $1', [bob.userId])).rows[0].email === newEmail || undefined);
    await publish(h, EVENTS.petPostModerated, approved('Milo'));
    await waitFor(async () => (await list(h, bob)).some((n) => n.message.includes('Milo')) || undefined);
    expect(await pending(bob)).toBe(0);
    await verify(bob, newEmail);
    await waitFor(async () => (await h.db.query('SELECT email FROM verified_emails WHERE user_id = $1', [bob.userId])).rows[0].email === newEmail || undefined);
    await publish(h, EVENTS.petPostModerated, approved('Nala'));
    const mail = await mailbox.waitForMail(newEmail, /./);
    expect(mail.text).toContain('Nala');
    expect(mailsTo(bob)).toEqual([]);
  });

  it('the unsubscribe link of a mail switches that kind off without signing in; a forged one is refused', async () => {
    await h.call('updateEmailPreferences', { actor: ann, body: { petAlerts: true, messages: true, appointments: true, news: true } });
    const [userId, kind, signature] = petAlertUnsubscribeToken.split('.');
    expect([userId, kind]).toEqual([ann.userId, 'petAlerts']);
    for (const forged of [`${userId}.news.${signature}`, `${bob.userId}.petAlerts.${signature}`, `${userId}.petAlerts.${'A'.repeat(signature.length)}`, 'nonsense']) {
      await expect(h.call('unsubscribeEmails', { body: { token: forged } })).rejects.toMatchObject({
        message: 'This unsubscribe link is not valid. You can choose your emails in Settings.',
      });
    }
    await expect(h.call('unsubscribeEmails', { body: {} })).rejects.toMatchObject({ message: 'This unsubscribe link is incomplete. Please use the whole link from the email.' });
    expect(await h.call('getEmailPreferences', { actor: ann })).toEqual({ petAlerts: true, messages: true, appointments: true, news: true, push: { petAlerts: true, messages: true, appointments: true } });
    expect(await h.call('unsubscribeEmails', { body: { token: petAlertUnsubscribeToken } })).toEqual({
      message: 'You will get no more pet alert emails. You can switch them on again in Settings.',
    });
    expect(await h.call('getEmailPreferences', { actor: ann })).toEqual({ petAlerts: false, messages: true, appointments: true, news: true, push: { petAlerts: true, messages: true, appointments: true } });
    expect(await h.call('getEmailPreferences', { actor: bob })).toEqual({ petAlerts: true, messages: true, appointments: true, news: false, push: { petAlerts: true, messages: true, appointments: true } });
  });

  it('deleting an account erases its preferences, address, windows, waiting and queued mails', async () => {
    const counts = async (): Promise<Record<string, number>> => {
      const tables = ['email_preferences', 'verified_emails', 'mail_windows', 'notification_mails', 'mail_outbox'];
      return Object.fromEntries(
        await Promise.all(tables.map(async (t) => [t, (await h.db.query(`SELECT count(*)::int AS n FROM ${t} WHERE user_id = $1`, [ann.userId])).rows[0].n])),
      );
    };
    expect(Object.values(await counts()).some((n) => n > 0)).toBe(true);
    await publish(h, EVENTS.userDeleted, { userId: ann.userId });
    await waitFor(async () => Object.values(await counts()).every((n) => n === 0) || undefined, 8000, 'the erasure');
    const { rows } = await h.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1`, [emailOf(ann)]);
    expect(rows[0].n).toBe(0);
  });
});
