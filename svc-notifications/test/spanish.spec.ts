// Service integration (docs/decisions/0151-server-speaks-spanish.md): a member who chose Spanish gets their
// notifications, pushes and mails in Spanish, with /es links; an English member next to them keeps the
// English texts, word for word. The language comes from identity's events (member_locales).
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { EVENTS, type PetPostModerated } from '@pawpals/contracts';
import { ServiceHarness, startTestMailbox, waitFor, type TestMailbox } from '@pawpals/testing';
import { expectNotified, list, publish, register, type Member } from './support';

const PUBLIC_URL = 'https://pawpals.example';
let h: ServiceHarness;
let mailbox: TestMailbox;
let ana: Member; // Spanish from the sign-up
let ed: Member; // English
let poster: Member;

const park = { latitude: 30.2669, longitude: -97.7729 };
const emailOf = (m: Member) => `${m.username}@example.com`;
const approved = (petName: string | null): PetPostModerated => ({
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

async function registerSpanish(firstName: string): Promise<Member> {
  const userId = randomUUID();
  const username = `u_${firstName.toLowerCase()}_${userId.slice(0, 6)}`;
  await publish(h, EVENTS.userRegistered, {
    userId,
    firstName,
    lastName: 'Ruiz',
    username,
    email: `${username}@example.com`,
    accountType: 'pet_owner',
    profileImageUrl: null,
    locale: 'es',
  });
  const member = { userId, firstName, username };
  await expectNotified(h, member, `¡Te damos la bienvenida a PawPals, ${firstName}!`);
  return member;
}

beforeAll(async () => {
  mailbox = await startTestMailbox();
  h = await ServiceHarness.start('notifications', {
    SMTP_URL: mailbox.smtpUrl,
    PUBLIC_URL,
    MAIL_FROM: 'PawPals <hello@pawpals.example>',
    MAIL_POLL_MS: '200',
    NOTIFICATION_MAIL_SCAN_MS: '200',
    // A push that fails waits long enough for the test to read what was queued.
    PUSH_RETRY_BASE_MS: '600000',
    PUSH_SERVICE_ORIGINS: 'https://push.invalid',
  });
  [ana, ed, poster] = await Promise.all([registerSpanish('Ana'), register(h, 'Ed'), register(h, 'Paula')]);
  for (const m of [ana, ed]) {
    await publish(h, EVENTS.emailVerified, { userId: m.userId, email: emailOf(m) });
    await h.call('setAlertArea', { actor: m, body: { ...park, radiusMiles: 5 } });
  }
  await waitFor(async () => (await h.db.query('SELECT count(*)::int AS n FROM verified_emails')).rows[0].n === 2 || undefined);
  // Ed says English out loud: two members with a row, as in production.
  await publish(h, EVENTS.profileUpdated, { userId: ed.userId, firstName: 'Ed', lastName: 'Park', email: emailOf(ed), profileImageUrl: null, locale: 'en' });
  await waitFor(async () => (await h.db.query('SELECT count(*)::int AS n FROM member_locales')).rows[0].n === 2 || undefined);
  await waitFor(async () => (await h.db.query('SELECT locale FROM member_locales WHERE user_id = $1', [ana.userId])).rows[0]?.locale === 'es' || undefined);
  // A device of Ana's whose push service is unreachable: its queued push stays readable.
  const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
  await h.db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, label) VALUES ($1, 'https://push.invalid/ana', $2, $3, 'Test')`, [
    ana.userId,
    p256dh,
    randomBytes(16).toString('base64url'),
  ]);
}, 90_000);
afterAll(async () => {
  await h?.close();
  await mailbox?.close();
});

describe('a Spanish member', () => {
  it('gets the lost-pet alert in Spanish in the bell, by push (to the /es page) and by mail; the English neighbour in English', async () => {
    const post = approved('Biscuit');
    await publish(h, EVENTS.petPostModerated, post);
    const alert = await waitFor(async () => (await list(h, ana)).find((n) => n.message.includes('Biscuit')), 8000, 'the Spanish alert');
    expect(alert).toMatchObject({
      title: 'Perro perdido cerca de ti',
      message: 'Biscuit, un Beagle tan, se vio por última vez en Zilker Park, Austin, TX. ¡Mantén los ojos abiertos!',
      link: `/lost-found/${post.postId}`,
    });
    const english = await waitFor(async () => (await list(h, ed)).find((n) => n.message.includes('Biscuit')), 8000, 'the English alert');
    expect(english).toMatchObject({ title: 'Lost dog near you', message: 'Biscuit, a tan Beagle, was last seen at Zilker Park, Austin, TX. Keep an eye out!' });

    const push = await waitFor(async () => (await h.db.query('SELECT payload FROM push_outbox WHERE user_id = $1', [ana.userId])).rows[0], 8000, 'the push');
    expect(JSON.parse(push.payload)).toMatchObject({ title: 'Perro perdido cerca de ti', url: `/es/lost-found/${post.postId}` });

    const mail = await mailbox.waitForMail(emailOf(ana), /^Perro perdido cerca de ti$/);
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain(alert.message);
    expect(mail.text).toContain(`Abrir en PawPals: ${PUBLIC_URL}/es/lost-found/${post.postId}`);
    expect(mail.text).toMatch(new RegExp(`Cancelar suscripción: ${PUBLIC_URL}/es/unsubscribe\\?token=\\S+`));
    expect(mail.text).toContain('Recibes este correo por tus preferencias de correo de PawPals.');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).not.toMatch(/\b(Hi|Open in|Unsubscribe|You get this email)\b/);

    const englishMail = await mailbox.waitForMail(emailOf(ed), /^Lost dog near you$/);
    expect(englishMail.text).toContain('Hi Ed,');
    expect(englishMail.text).toContain(`Open in PawPals: ${PUBLIC_URL}/lost-found/${post.postId}`);
  });

  it('hears of a sighting, a possible match and a message about their pet in Spanish', async () => {
    const postId = randomUUID();
    await publish(h, EVENTS.petSightingReported, {
      sightingId: randomUUID(),
      postId,
      posterId: ana.userId,
      petName: 'Luna',
      type: 'lost',
      species: 'cat',
      reporterId: ed.userId,
      reporterFirstName: 'Ed',
      location: 'Zilker Park',
      seenAt: '2027-03-14T15:30:00.000Z',
    });
    const sighting = await expectNotified(h, ana, 'Nuevo avistamiento de Luna');
    expect(sighting.message).toMatch(/^Ed vio a Luna en Zilker Park \(.+ UTC\)\.$/);

    await publish(h, EVENTS.petMatchFound, {
      postId,
      posterId: ana.userId,
      petName: null,
      type: 'lost',
      species: 'cat',
      matchedPostId: randomUUID(),
      score: 0.9,
      distanceMiles: 2,
      reasons: ['Same species', 'Colour: black', 'Found 3 days after it was lost'],
    });
    const match = await expectNotified(h, ana, 'Posible coincidencia para tu gato perdido');
    expect(match.message).toBe('Un gato encontrado a 2 millas podría ser tu gato: Misma especie, Color: black, Encontrado 3 días después de perderse. Échale un vistazo.');

    await publish(h, EVENTS.petMessageSent, {
      conversationId: randomUUID(),
      messageId: randomUUID(),
      postId,
      petName: null,
      type: 'lost',
      senderRole: 'visitor',
      senderId: ed.userId,
      senderFirstName: null,
      recipientId: ana.userId,
    });
    const message = await expectNotified(h, ana, 'Nuevo mensaje sobre una mascota perdida');
    expect(message.message).toBe('Un vecino te escribió sobre una mascota perdida. Léelo y responde desde tu panel.');
  });

  it("is told of a moderator's takedown in Spanish, in the bell and by mail", async () => {
    await publish(h, EVENTS.contentTakenDown, {
      contentType: 'review',
      contentId: randomUUID(),
      takedownId: randomUUID(),
      reason: 'Spam',
      authorId: ana.userId,
      title: 'Great groomer!!!',
      link: null,
    });
    const notice = await expectNotified(h, ana, 'Un moderador retiró tu reseña');
    expect(notice.message).toBe('“Great groomer!!!” ya no se muestra públicamente. Motivo de la moderación: Spam');
    const mail = await mailbox.waitForMail(emailOf(ana), /^Un moderador retiró tu reseña$/);
    expect(mail.text).toContain(`Abrir en PawPals: ${PUBLIC_URL}/es/dashboard`);
    expect(mail.text).toContain('Recibes este correo porque un moderador de PawPals actuó sobre algo que publicaste.');
  });

  it('switching to English (profile_updated) makes the next notification English', async () => {
    await publish(h, EVENTS.profileUpdated, { userId: ana.userId, firstName: 'Ana', lastName: 'Ruiz', email: emailOf(ana), profileImageUrl: null, locale: 'en' });
    await waitFor(async () => (await h.db.query('SELECT locale FROM member_locales WHERE user_id = $1', [ana.userId])).rows[0]?.locale === 'en' || undefined);
    await publish(h, EVENTS.petPostModerated, { ...approved('Max'), userId: ana.userId });
    await expectNotified(h, ana, 'Your post is live');
  });
});
