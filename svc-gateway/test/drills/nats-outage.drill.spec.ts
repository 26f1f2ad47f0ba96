import { databaseUrlFor } from '@pawpals/nest-common';
import { waitFor } from '@pawpals/testing';
import { Client } from 'pg';
import { signUp, type Member } from '../support';
import { notificationTitles, ownerAndCustomer, ownerInquiries, startDrillSystem, type DrillSystem } from './support';

let system: DrillSystem;

beforeAll(async () => {
  system = await startDrillSystem(['directory', 'notifications']);
}, 60_000);
afterAll(() => system?.close());

it('NATS down for 10 s while members keep writing: each write succeeds or answers 503, nothing written is lost, every event arrives', async () => {
  const { api } = system;
  const { owner, customer, businessId } = await ownerAndCustomer(api, 'outage');
  const outcomes: { subject: string; status: number }[] = [];
  const signups: Member[] = [];
  let writing = true;

  const writer = async (w: number) => {
    for (let i = 0; writing; i++) {
      const subject = `w${w}-${i}`;
      const res = await api.post(`/api/businesses/${businessId}/inquiries`).set('Cookie', customer.cookie).send({ subject, message: 'Are you open?' });
      outcomes.push({ subject, status: res.status });
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const writers = [0, 1, 2].map(writer);

  await new Promise((r) => setTimeout(r, 1500));
  await system.nats.stop();
  // Sign-ups need only the gateway's database: they succeed during the outage; their events wait in the outbox.
  for (let i = 0; i < 3; i++) signups.push(await signUp(api, `outage_new_${i}`, { firstName: `New${i}` }));
  await new Promise((r) => setTimeout(r, 10_000));
  await system.nats.start();
  await new Promise((r) => setTimeout(r, 3000));
  writing = false;
  await Promise.all(writers);

  const statuses = new Set(outcomes.map((o) => o.status));
  expect([...statuses].every((s) => s === 201 || s === 503)).toBe(true);
  expect(statuses).toEqual(new Set([201, 503]));
  const accepted = outcomes.filter((o) => o.status === 201).map((o) => o.subject);
  const refused = outcomes.filter((o) => o.status === 503).map((o) => o.subject);

  const stored = await waitFor(async () => {
    const list = (await ownerInquiries(api, owner)).filter((m) => m.senderType === 'customer').map((m) => m.subject);
    return accepted.every((s) => list.includes(s)) ? list : undefined;
  }, 20_000, 'every accepted inquiry to be readable');
  // A 503 may hide a write whose reply was lost in the outage, never the other way round.
  expect(stored.length).toBeGreaterThanOrEqual(accepted.length);
  expect(stored.every((s) => accepted.includes(s) || refused.includes(s))).toBe(true);
  expect(new Set(stored).size).toBe(stored.length);

  // Every stored inquiry's event reaches the owner exactly once, and the outage sign-ups get their welcome.
  // Counted in svc-notifications' own database: the member-facing list shows only the newest 100.
  const db = new Client({ connectionString: databaseUrlFor(system.config, 'notifications') });
  await db.connect();
  const delivered = async () =>
    (await db.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND title LIKE 'New message from%'`, [owner.user.id])).rows[0].n as number;
  let count = 0;
  await waitFor(async () => (count = await delivered()) >= stored.length, 30_000, 'one notification per stored inquiry').catch((err) => {
    throw new Error(`${err.message}; stored ${stored.length}, notified ${count}`);
  });
  for (const m of signups) {
    await waitFor(async () => (await notificationTitles(api, m)).includes(`Welcome to PawPals, ${m.user.firstName}!`), 20_000, 'the outage sign-up welcome');
  }
  await new Promise((r) => setTimeout(r, 1000));
  expect(await delivered()).toBe(stored.length);
  await db.end();
});
