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
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { connect, JSONCodec } from 'nats';
import pg from 'pg';
import { COUNT_SQL, databaseUrl, send, SESSION_SQL, sessionId } from './bare-server.mjs';

const role = process.argv[2];
const subject = `${process.env.NATS_PREFIX ?? 'bench'}.floor.unread-count`;
const poolSize = Number(process.env.DB_POOL_SIZE) || 10;
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
} else if (role === 'gateway') {
  const identity = new pg.Pool({ connectionString: databaseUrl('identity'), max: poolSize });
  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' || req.url !== '/api/notifications/unread-count')
        return send(res, 404, { message: 'Not found' });
      const id = sessionId(req.headers.cookie);
      if (!id || id.length > 100) return send(res, 401, { message: 'Unauthorized' });
      const idHash = createHash('sha256').update(id).digest('hex');
      const { rows } = await identity.query({ name: 'session', text: SESSION_SQL, values: [idHash] });
      if (!rows.length) return send(res, 401, { message: 'Unauthorized' });
      const reply = json.decode(
        (await nc.request(subject, json.encode({ userId: rows[0].id }), { timeout: 5000 })).data,
      );
      if (reply.error) return send(res, 500, { message: reply.error });
      send(res, 200, reply);
    } catch (err) {
      send(res, 500, { message: err.message });
    }
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.env.PORT) || 0, '127.0.0.1', () =>
    console.log(`listening ${server.address().port}`),
  );
} else {
  console.error('usage: floor.mjs service|gateway');
  process.exit(2);
}

const stop = () => nc.drain().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
