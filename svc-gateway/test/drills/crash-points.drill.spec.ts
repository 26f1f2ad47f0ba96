// The worst moments to die (docs/decisions/0097-crash-points.md). A service replica killed (SIGKILL) after its transaction
// committed but before its reply left, and a consumer killed after its transaction committed but before
// its ack: no effect happens twice. The client retries with its Idempotency-Key and the surviving replica
// answers from what the dead one committed; JetStream redelivers the unacked event and the survivor's
// processed_events ledger skips it.
import { randomUUID } from 'node:crypto';
import { EVENTS_STREAM } from '@pawpals/contracts';
import { databaseUrlFor, streamName } from '@pawpals/nest-common';
import { waitFor } from '@pawpals/testing';
import { Client } from 'pg';
import { ownerAndCustomer, startDrillSystem, type DrillSystem } from './support';

let system: DrillSystem;
let directoryDb: Client;
let notificationsDb: Client;

beforeAll(async () => {
  system = await startDrillSystem([]);
  // Two replicas of each service; the first of each dies at its crash point the first time it gets there.
  await system.fleet.startService('directory', { PAWPALS_CRASH_AT: 'before-reply:directory.sendInquiry' });
  await system.fleet.startService('directory');
  await system.fleet.startService('notifications', { PAWPALS_CRASH_AT: 'before-ack:directory.inquiry_received' });
  await system.fleet.startService('notifications');
  directoryDb = new Client({ connectionString: databaseUrlFor(system.config, 'directory') });
  notificationsDb = new Client({ connectionString: databaseUrlFor(system.config, 'notifications') });
  await directoryDb.connect();
  await notificationsDb.connect();
}, 120_000);
afterAll(async () => {
  await directoryDb?.end();
  await notificationsDb?.end();
  await system?.close();
});

it('a replica dying between commit and reply, and a consumer dying between commit and ack, double nothing', async () => {
  const { api } = system;
  const { owner, customer, businessId } = await ownerAndCustomer(api, 'crash');
  const subjects: string[] = [];
  const statuses: number[][] = [];
  // Queue groups pick a replica at random: send until both crash points have been hit.
  for (let i = 0; i < 40 && (system.fleet.alive('directory') > 1 || system.fleet.alive('notifications') > 1); i++) {
    const subject = `crash-${i}`;
    const key = randomUUID();
    const tries: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await api
        .post(`/api/businesses/${businessId}/inquiries`)
        .set('Cookie', customer.cookie)
        .set('Idempotency-Key', key)
        .send({ subject, message: 'Still open?' });
      tries.push(res.status);
      if (res.status === 201) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    subjects.push(subject);
    statuses.push(tries);
  }
  expect(system.fleet.alive('directory')).toBe(1);
  expect(statuses.some((tries) => tries[0] === 503 && tries.at(-1) === 201)).toBe(true); // the request its replica died on
  expect(statuses.every((tries) => tries.at(-1) === 201)).toBe(true);

  const { rows } = await directoryDb.query<{ subject: string; n: number }>(
    'SELECT subject, count(*)::int AS n FROM inquiry_conversations WHERE business_id = $1 GROUP BY subject ORDER BY subject',
    [businessId],
  );
  expect(rows.map((r) => [r.subject, r.n])).toEqual(subjects.sort().map((s) => [s, 1]));

  // The event the dying consumer committed but never acked comes back after ack_wait (30 s) to the survivor, which skips it.
  await waitFor(async () => system.fleet.alive('notifications') === 1 || undefined, 60_000, 'the notifications replica to hit its crash point');
  const notified = async () =>
    (await notificationsDb.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND title LIKE 'New message from%'`, [owner.user.id])).rows[0]
      .n as number;
  await waitFor(async () => (await notified()) >= subjects.length || undefined, 60_000, 'a notification per inquiry');
  await waitFor(
    async () => {
      const { rows: pending } = await notificationsDb.query(`SELECT 1 FROM processed_events WHERE consumer LIKE '%inquiry_received%'`);
      return pending.length >= subjects.length || undefined;
    },
    60_000,
    'every inquiry event processed',
  );
  // Wait until JetStream holds nothing unacked for the consumer (the redelivery after ack_wait was acked).
  const jsm = await system.fleet.nc.jetstreamManager();
  await waitFor(
    async () => {
      const info = await jsm.consumers.info(streamName(system.config, EVENTS_STREAM), 'notifications__directory_inquiry_received');
      return (info.num_ack_pending === 0 && info.num_pending === 0) || undefined;
    },
    90_000,
    'the unacked event to be redelivered and acked',
  );
  expect(await notified()).toBe(subjects.length);
}, 240_000);
