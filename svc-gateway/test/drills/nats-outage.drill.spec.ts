import { waitFor } from '@pawpals/testing';
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
  let titles: string[] = [];
  await waitFor(async () => {
    titles = await notificationTitles(api, owner);
    return titles.filter((t) => t.startsWith('New message from')).length >= stored.length;
  }, 30_000, 'one notification per stored inquiry').catch((err) => {
    throw new Error(`${err.message}; stored ${stored.length}, notifications: ${JSON.stringify(titles)}`);
  });
  for (const m of signups) {
    await waitFor(async () => (await notificationTitles(api, m)).includes(`Welcome to PawPals, ${m.user.firstName}!`), 20_000, 'the outage sign-up welcome');
  }
  await new Promise((r) => setTimeout(r, 1000));
  expect((await notificationTitles(api, owner)).filter((t) => t.startsWith('New message from'))).toHaveLength(stored.length);
});
