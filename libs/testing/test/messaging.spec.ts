// The messaging backbone of libs/nest-common (outbox, relay, durable consumers) against real Postgres
// and NATS. It lives here because it needs the test infrastructure, which itself builds on nest-common.
import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@pawpals/contracts';
import { dropDatabases, isolatedConfig, waitFor } from '../src';
import { JSONCodec, type NatsConnection } from 'nats';
import { Client } from 'pg';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import {
  connectNats,
  DurableEventConsumer,
  ensureEventsStream,
  openServiceDatabase,
  OutboxRelay,
  prefixed,
  runWithContext,
  UnitOfWork,
  type RuntimeConfig,
} from '@pawpals/nest-common';

interface Pinged {
  value: string;
}
const PINGED: EventDefinition<Pinged> = { type: 'test.pinged', subject: 'events.test.pinged' };

class Effects1700000009999 implements MigrationInterface {
  name = 'Effects1700000009999';
  async up(q: QueryRunner) {
    await q.query('CREATE TABLE effects (id serial PRIMARY KEY, event_id uuid NOT NULL, value text NOT NULL)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE effects');
  }
}

let config: RuntimeConfig;
let nc: NatsConnection;
let db: DataSource;
let relay: OutboxRelay;
let uow: UnitOfWork;
const consumers: DurableEventConsumer<Pinged>[] = [];
const codec = JSONCodec();

async function effects(value?: string): Promise<{ event_id: string; value: string }[]> {
  return value
    ? db.query('SELECT event_id, value FROM effects WHERE value = $1', [value])
    : db.query('SELECT event_id, value FROM effects');
}

async function startConsumer(name: string, handler: (e: EventEnvelope<Pinged>) => Promise<void> | void, maxDeliver = 5) {
  const consumer = new DurableEventConsumer<Pinged>(
    nc,
    db,
    config,
    name,
    PINGED,
    async (event, manager) => {
      await handler(event);
      await manager.query('INSERT INTO effects (event_id, value) VALUES ($1, $2)', [event.id, event.data.value]);
    },
    { maxDeliver, ackWaitMs: 2000 },
  );
  await consumer.start();
  consumers.push(consumer);
  return consumer;
}

/** Publishes straight to JetStream with a fresh message id, defeating the stream's dedupe on purpose. */
async function publishRaw(payload: unknown) {
  await nc.jetstream().publish(prefixed(config, PINGED.subject), codec.encode(payload), { msgID: randomUUID() });
}

beforeAll(async () => {
  // A poll slower than any wait below: events can only leave on the relay's NOTIFY wake-up (or a nudge).
  config = await isolatedConfig({ outboxPollMs: 600_000 });
  nc = await connectNats(config, 'messaging-test');
  await ensureEventsStream(nc, config);
  db = await openServiceDatabase(config, { database: 'messaging', entities: [], migrations: [Effects1700000009999] });
  relay = new OutboxRelay(db, nc, config);
  relay.start();
  uow = new UnitOfWork(db, relay);
});

afterAll(async () => {
  for (const c of consumers) await c.stop();
  await relay?.stop();
  await db?.destroy();
  await nc?.drain();
  await dropDatabases(config);
});

afterEach(async () => {
  for (const c of consumers.splice(0)) await c.stop();
});

it('publishes an event only when its transaction commits', async () => {
  await startConsumer('commit', () => undefined);
  await expect(
    uow.run(async (_m, events) => {
      events.emit(PINGED, { value: 'rolled-back' });
      throw new Error('business rule failed');
    }),
  ).rejects.toThrow('business rule failed');
  const envelope = await uow.run(async (_m, events) => events.emit(PINGED, { value: 'committed' }));
  await waitFor(async () => (await effects('committed')).length === 1, 5000, 'the committed event');
  expect((await effects('committed'))[0].event_id).toBe(envelope.id);
  expect(await effects('rolled-back')).toEqual([]);
  const [{ n }] = await db.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL');
  expect(n).toBe(0);
});

it('is woken by NOTIFY when another process commits an outbox row, also after its LISTEN connection was cut', async () => {
  await startConsumer('notify', () => undefined);
  // Another replica's insert: this relay's UnitOfWork never saw it, so only the NOTIFY can wake it.
  const insertElsewhere = async (value: string) => {
    const envelope: EventEnvelope<Pinged> = { id: randomUUID(), type: PINGED.type, occurredAt: new Date().toISOString(), actor: null, data: { value } };
    const other = new Client({ connectionString: (db.options as { url: string }).url });
    await other.connect();
    await other.query('INSERT INTO outbox (id, subject, envelope) VALUES ($1, $2, $3)', [envelope.id, PINGED.subject, JSON.stringify(envelope)]);
    await other.end();
  };
  await waitFor(async () => relay.listening || undefined, 5000, 'the relay to LISTEN');
  await insertElsewhere('woken');
  await waitFor(async () => (await effects('woken')).length === 1, 5000, 'the event another process committed');

  await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN %'`);
  await waitFor(async () => !relay.listening || undefined, 5000, 'the relay to notice its lost connection');
  await waitFor(async () => relay.listening || undefined, 10_000, 'the relay to LISTEN again');
  await insertElsewhere('woken again');
  await waitFor(async () => (await effects('woken again')).length === 1, 5000, 'the event after the reconnect');
});

it('commits a write with a request key once, and answers its retries (also racing ones) with the first answer', async () => {
  const write = (requestKey: string, value: string) =>
    runWithContext({ requestKey }, () =>
      uow.run(async (manager, events) => {
        const [row] = await manager.query('INSERT INTO effects (event_id, value) VALUES ($1, $2) RETURNING id', [randomUUID(), value]);
        events.emit(PINGED, { value });
        return { id: row.id as number, value };
      }),
    );
  const key = randomUUID();
  const first = await write(key, 'once');
  expect(await write(key, 'once')).toEqual(first);
  const racing = await Promise.all(Array.from({ length: 5 }, () => write(`${key}-race`, 'raced')));
  expect(new Set(racing.map((r) => r.id)).size).toBe(1);
  expect(await effects('once')).toHaveLength(1);
  expect(await effects('raced')).toHaveLength(1);
  const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE envelope->'data'->>'value' IN ('once', 'raced')`);
  expect(n).toBe(2);
  // A failed first attempt commits nothing, so its retry runs.
  const failing = randomUUID();
  await expect(runWithContext({ requestKey: failing }, () => uow.run(async () => Promise.reject(new Error('rule failed'))))).rejects.toThrow('rule failed');
  expect(await write(failing, 'after a failure')).toMatchObject({ value: 'after a failure' });
});

it('applies an event delivered twice only once', async () => {
  await startConsumer('dedupe', () => undefined);
  const envelope: EventEnvelope<Pinged> = {
    id: randomUUID(),
    type: PINGED.type,
    occurredAt: new Date().toISOString(),
    actor: null,
    data: { value: 'twice' },
  };
  await publishRaw(envelope);
  await publishRaw(envelope);
  await publishRaw({ ...envelope, id: randomUUID(), data: { value: 'marker' } });
  await waitFor(async () => (await effects('marker')).length === 1, 5000, 'the marker event');
  expect(await effects('twice')).toHaveLength(1);
});

it('retries a failing handler and commits its effect once it succeeds', async () => {
  let calls = 0;
  await startConsumer('retry', (event) => {
    if (event.data.value !== 'flaky') return;
    calls += 1;
    if (calls < 3) throw new Error('transient failure');
  });
  await publishRaw({ id: randomUUID(), type: PINGED.type, occurredAt: '', actor: null, data: { value: 'flaky' } });
  await waitFor(async () => (await effects('flaky')).length === 1, 10_000, 'the retried event');
  expect(calls).toBe(3);
});

it('parks a poison event after bounded attempts and keeps consuming', async () => {
  await startConsumer('poison', (event) => {
    if (event.data.value === 'poison') throw new Error('cannot handle this payload');
  }, 2);
  await publishRaw('not an envelope at all');
  await publishRaw({ id: randomUUID(), type: PINGED.type, occurredAt: '', actor: null, data: { value: 'poison' } });
  await publishRaw({ id: randomUUID(), type: PINGED.type, occurredAt: '', actor: null, data: { value: 'after-poison' } });
  await waitFor(async () => (await effects('after-poison')).length === 1, 10_000, 'the event after the poison');
  const parked = await waitFor(async () => {
    const rows = await db.query(`SELECT error, attempts FROM parked_events WHERE consumer = 'poison__test_pinged'`);
    return rows.length === 2 ? rows : undefined;
  }, 15_000, 'both poison events to be parked');
  expect(parked.map((r: { error: string }) => r.error).sort()).toEqual(['cannot handle this payload', 'malformed event envelope']);
  expect(await effects('poison')).toEqual([]);
});
