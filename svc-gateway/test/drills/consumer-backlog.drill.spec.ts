import { randomUUID } from 'node:crypto';
import { EVENTS } from '@pawpals/contracts';
import { databaseUrlFor } from '@pawpals/nest-common';
import { publishEvent, waitFor } from '@pawpals/testing';
import { Client } from 'pg';
import { startDrillSystem, type DrillSystem } from './support';

let system: DrillSystem;

beforeAll(async () => {
  system = await startDrillSystem(['notifications']);
}, 60_000);
afterAll(() => system?.close());

it('svc-notifications stopped while 1 000 events are produced catches up with exactly 1 000 notifications', async () => {
  const ownerId = randomUUID();
  await system.fleet.stopService('notifications');
  const events = [];
  for (let i = 0; i < 1000; i++) {
    events.push(
      await publishEvent(system.fleet.nc, system.config, EVENTS.inquiryReceived, {
        conversationId: randomUUID(),
        businessId: randomUUID(),
        businessName: 'Backlog Vet',
        ownerId,
        customerId: randomUUID(),
        subject: `backlog ${i}`,
      }),
    );
  }
  // Redeliveries of already-published events must not add anything.
  for (const e of events.slice(0, 50)) {
    await publishEvent(system.fleet.nc, system.config, EVENTS.inquiryReceived, e.data, { id: e.id });
  }
  await system.fleet.startService('notifications');

  const db = new Client({ connectionString: databaseUrlFor(system.config, 'notifications') });
  await db.connect();
  try {
    const count = async () =>
      (await db.query('SELECT count(*)::int AS n, count(DISTINCT message)::int AS distinct_messages FROM notifications WHERE user_id = $1', [ownerId])).rows[0];
    await waitFor(async () => (await count()).n >= 1000, 60_000, '1 000 notifications');
    await new Promise((r) => setTimeout(r, 1000));
    expect(await count()).toEqual({ n: 1000, distinct_messages: 1000 });
  } finally {
    await db.end();
  }
});
