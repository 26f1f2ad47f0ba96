// The floor of the hop-tax benchmark (`run.mjs --floor`): the same path as the real system (HTTP →
// gateway process → NATS request/reply → service process → Postgres) with no framework at all, so
// the figures show what the hops themselves cost on this machine, apart from Nest, Fastify, helmet,
// zod and the RPC envelope.
//
//   node bench/hop-tax/floor.mjs service   NATS queue subscriber: the unread count, answered as JSON
//   node bench/hop-tax/floor.mjs gateway   node:http: the session lookup, then a NATS request to the service
//
// Same SQL, prepared statements and pool size as bare-server.mjs. Env: DATABASE_URL, DB_NAME_PREFIX,
// NATS_URL, NATS_PREFIX, PORT (gateway). Prints "listening <port>" (gateway) or "subscribed" (service).
import { connect, JSONCodec } from 'nats';
import pg from 'pg';
import { COUNT_SQL, databaseUrl, poolSize, serveUnreadCount } from './bare-server.mjs';

const role = process.argv[2];
const subject = `${process.env.NATS_PREFIX ?? 'bench'}.floor.unread-count`;
const json = JSONCodec();
const nc = await connect({ servers: (process.env.NATS_URL || 'nats://127.0.0.1:4222').split(',') });

if (role === 'service') {
  const notifications = new pg.Pool({ connectionString: databaseUrl('notifications'), max: poolSize });
  nc.subscribe(subject, {
    queue: 'floor',
    callback: async (err, msg) => {
      if (err) return;
      try {
        const { userId } = json.decode(msg.data);
        const { rows } = await notifications.query({
          name: 'unread-count',
          text: COUNT_SQL,
          values: [userId],
        });
        msg.respond(json.encode({ count: rows[0].count }));
      } catch (e) {
        msg.respond(json.encode({ error: e.message }));
      }
    },
  });
  await nc.flush();
  console.log('subscribed');
  const stop = () => nc.drain().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} else if (role === 'gateway') {
  serveUnreadCount(
    async (userId) => {
      const reply = json.decode((await nc.request(subject, json.encode({ userId }), { timeout: 5000 })).data);
      if (reply.error) throw new Error(reply.error);
      return reply.count;
    },
    () => nc.drain(),
  );
} else {
  console.error('usage: floor.mjs service|gateway');
  process.exit(2);
}
