#!/usr/bin/env node
// Where the broadcast INSERT spends its time (companion of bench/fanout/run.mjs; see bench/README.md).
// Builds a scratch database `benchfan_probe` with svc-notifications' notifications + user_profiles
// schema, 100 000 users and 5 older notifications each, then times variants of createForEveryone's
// statement inside rolled-back transactions (CHECKPOINT before each, so every variant pays the same
// full-page writes). Reports wall time and the Postgres backend's CPU time (from /proc), which is far
// less sensitive to other load on a shared machine. Drops the scratch database at the end.
//
//   node bench/fanout/probe-insert.mjs
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const probeUrl = (() => {
  const u = new URL(SERVER);
  u.pathname = '/benchfan_probe';
  return u.toString();
})();
const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS benchfan_probe WITH (FORCE)');
await admin.query('CREATE DATABASE benchfan_probe');
const db = new pg.Client({ connectionString: probeUrl });
await db.connect();
await db.query(`CREATE TABLE user_profiles (user_id uuid PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL, username text NOT NULL, email text NOT NULL, account_type text NOT NULL, profile_image_url text, registered_at timestamptz NOT NULL)`);
await db.query(`CREATE TABLE notifications (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), user_id uuid NOT NULL, title text NOT NULL, message text NOT NULL, link text, is_read boolean NOT NULL DEFAULT false, source_event_id uuid, created_at timestamptz NOT NULL DEFAULT now())`);
await db.query('CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC)');
await db.query('CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE NOT is_read');
await db.query('CREATE UNIQUE INDEX notifications_event_user ON notifications (source_event_id, user_id)');
await db.query(`INSERT INTO user_profiles SELECT gen_random_uuid(), 'Bench'||i, 'User', 'u'||i, 'u'||i||'@x', 'pet_owner', NULL, now() FROM generate_series(1,100000) i`);
for (let h = 1; h <= 5; h++) await db.query(`INSERT INTO notifications (user_id,title,message,source_event_id,is_read) SELECT user_id,'old','old',$1,true FROM user_profiles`, [randomUUID()]);
await db.query('VACUUM ANALYZE'); await db.query('CHECKPOINT');
const base = `INSERT INTO notifications (user_id, title, message, link, source_event_id) SELECT user_id, 'T', 'M', NULL, $1 FROM user_profiles`;
const variants = {
  'as is (ON CONFLICT, RETURNING 1)': [[], `${base} ON CONFLICT (source_event_id, user_id) DO NOTHING RETURNING 1`],
  'no RETURNING': [[], `${base} ON CONFLICT (source_event_id, user_id) DO NOTHING`],
  'ORDER BY user_id': [[], `${base} ORDER BY user_id ON CONFLICT (source_event_id, user_id) DO NOTHING`],
  'no ON CONFLICT': [[], `${base}`],
  'without user_created index': [['DROP INDEX notifications_user_created'], `${base} ON CONFLICT (source_event_id, user_id) DO NOTHING`],
  'without user_unread index': [['DROP INDEX notifications_user_unread'], `${base} ON CONFLICT (source_event_id, user_id) DO NOTHING`],
  'without both user_id indexes': [['DROP INDEX notifications_user_unread','DROP INDEX notifications_user_created'], `${base} ON CONFLICT (source_event_id, user_id) DO NOTHING`],
  'wal_compression=on': [['SET LOCAL wal_compression = on'], `${base} ON CONFLICT (source_event_id, user_id) DO NOTHING`],
};
const res = {}; const cpuRes = {};
const { rows: [{ pid }] } = await db.query('SELECT pg_backend_pid() AS pid');
const cpu = () => { const st = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = st.slice(st.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
for (let round = 0; round < 5; round++) {
  for (const [name, [pre, sql]] of Object.entries(variants)) {
    await db.query('CHECKPOINT');
    await db.query('BEGIN');
    for (const p of pre) await db.query(p);
    const t = performance.now(); const c0 = cpu();
    await db.query(sql, [randomUUID()]);
    const ms = performance.now() - t; (cpuRes[name] ??= []).push(cpu() - c0);
    await db.query('ROLLBACK');
    await db.query('VACUUM notifications');
    (res[name] ??= []).push(Math.round(ms));
  }
}
const med = (v) => [...v].sort((a,b)=>a-b)[Math.floor(v.length/2)];
for (const [k, v] of Object.entries(res)) console.log(k.padEnd(36), 'wall', v.join(' '), 'median', med(v), '| backend CPU ms', cpuRes[k].join(' '), 'median', med(cpuRes[k]));
await db.end();
await admin.query('DROP DATABASE IF EXISTS benchfan_probe WITH (FORCE)');
await admin.end();
