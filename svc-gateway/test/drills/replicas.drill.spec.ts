import { waitFor } from '@pawpals/testing';
import { notificationTitles, ownerAndCustomer, ownerInquiries, startDrillSystem, type DrillSystem } from './support';

let system: DrillSystem;

interface Connz {
  connections: { cid: number; name?: string; in_msgs: number }[];
}
const connections = async (name: string) =>
  ((await (await fetch(`${system.nats.monitorUrl}/connz?limit=1024`)).json()) as Connz).connections.filter((c) => c.name === name);

beforeAll(async () => {
  system = await startDrillSystem(['directory', 'notifications'], 2);
}, 90_000);
afterAll(() => system?.close());

it('two replicas in one queue group share the requests', async () => {
  expect(system.fleet.replicas('directory')).toBe(2);
  const before = await connections('svc-directory');
  expect(before).toHaveLength(2);
  for (let i = 0; i < 60; i++) await system.api.get('/api/businesses').expect(200);
  const after = await connections('svc-directory');
  const handled = after.map((c) => c.in_msgs - before.find((b) => b.cid === c.cid)!.in_msgs);
  expect(handled.every((n) => n >= 5)).toBe(true);
});

it('two replicas relaying and consuming produce no duplicate effects', async () => {
  const { api } = system;
  const { owner, customer, businessId } = await ownerAndCustomer(api, 'replicas');
  for (let i = 0; i < 40; i++) {
    await api.post(`/api/businesses/${businessId}/inquiries`).set('Cookie', customer.cookie).send({ subject: `r${i}`, message: 'Hello' }).expect(201);
  }
  expect((await ownerInquiries(api, owner)).filter((m) => m.senderType === 'customer')).toHaveLength(40);
  await waitFor(async () => (await notificationTitles(api, owner)).filter((t) => t.startsWith('New message from')).length >= 40, 20_000, '40 notifications');
  await new Promise((r) => setTimeout(r, 1500));
  expect((await notificationTitles(api, owner)).filter((t) => t.startsWith('New message from'))).toHaveLength(40);
});
