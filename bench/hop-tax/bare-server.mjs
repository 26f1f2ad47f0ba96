// The "bare" side of the hop-tax benchmark: one Node process, node:http and pg, doing per request the
// same database work the real path does for GET /api/notifications/unread-count:
//   1. the gateway's session lookup: sha256 hex of the `pawpals.sid` cookie → sessions ⋈ users
//      (same SELECT as svc-gateway's SessionStore.resolve) in <prefix>identity;
//   2. svc-notifications' count: SELECT count(*) … WHERE user_id = $1 AND NOT is_read in <prefix>notifications;
//   3. answers {"count": n}, or 401 {"message": "Unauthorized"} without a valid session.
// Same pool size per database as the services (DB_POOL_SIZE, default 10), and like them prepared statements
// (named, parsed and planned once per connection), so both sides do the same database work.
// Env: DATABASE_URL (server URL), DB_NAME_PREFIX, PORT. Prints "listening <port>" when ready.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const prefix = process.env.DB_NAME_PREFIX ?? 'bench_';
export const poolSize = Number(process.env.DB_POOL_SIZE) || 10;
export const databaseUrl = (name) => {
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${prefix}${name}`;
  return url.toString();
};
export const SESSION_SQL = `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.username, u.email,
        u.account_type AS "accountType", u.profile_image_url AS "profileImageUrl", u.created_at AS "createdAt",
        s.last_seen_at AS "lastSeenAt"
   FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id_hash = $1 AND s.expires_at > now()`;
export const COUNT_SQL =
  'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND NOT is_read';

export function sessionId(cookieHeader = '') {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === 'pawpals.sid')
      return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

/**
 * The HTTP side of both servers (here and floor.mjs): the route, the session lookup, then
 * `countFor(userId)` for the count. Prints "listening <port>"; SIGTERM closes it and calls `onStop`.
 */
export function serveUnreadCount(countFor, onStop) {
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
      send(res, 200, { count: await countFor(rows[0].id) });
    } catch (err) {
      send(res, 500, { message: err.message });
    }
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.env.PORT) || 0, '127.0.0.1', () =>
    console.log(`listening ${server.address().port}`),
  );
  const stop = () => server.close(() => Promise.all([identity.end(), onStop()]).then(() => process.exit(0)));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

// floor.mjs borrows what is above; this server runs only when the file is started.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const notifications = new pg.Pool({ connectionString: databaseUrl('notifications'), max: poolSize });
  serveUnreadCount(
    async (userId) =>
      (await notifications.query({ name: 'unread-count', text: COUNT_SQL, values: [userId] })).rows[0].count,
    () => notifications.end(),
  );
}
