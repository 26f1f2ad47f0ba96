#!/usr/bin/env node
// Container health check of a domain service: asks `<NATS_PREFIX>.<service>.health` over NATS and
// exits 0 only when a replica answers {ok: true} (the service also pings its own database to answer).
//   node tools/healthcheck.mjs notifications        (directory | pets | notifications | admin)
// Env: NATS_URL (default nats://127.0.0.1:4222), NATS_PREFIX (optional), HEALTHCHECK_TIMEOUT_MS (default 3000).
import { connect, JSONCodec } from 'nats';

const SERVICES = ['directory', 'pets', 'notifications', 'admin'];
const service = process.argv[2];
if (!SERVICES.includes(service)) {
  console.error(`usage: node tools/healthcheck.mjs <${SERVICES.join('|')}>`);
  process.exit(2);
}
const prefix = process.env.NATS_PREFIX ? `${process.env.NATS_PREFIX.replace(/\.+$/, '')}.` : '';
const timeout = Number(process.env.HEALTHCHECK_TIMEOUT_MS) || 3000;
const codec = JSONCodec();

let nc;
try {
  nc = await connect({
    servers: (process.env.NATS_URL || 'nats://127.0.0.1:4222').split(',').map((s) => s.trim()).filter(Boolean),
    name: `healthcheck-${service}`,
    timeout,
    maxReconnectAttempts: 0,
  });
  const msg = await nc.request(`${prefix}${service}.health`, codec.encode({ actor: null, params: {}, query: {}, body: {} }), {
    timeout,
  });
  const reply = codec.decode(msg.data);
  if (!reply?.ok) throw new Error(`unhealthy reply: ${JSON.stringify(reply)}`);
  console.log(`${service}: ok`);
  await nc.close();
  process.exit(0);
} catch (err) {
  console.error(`${service}: unhealthy (${err?.code ?? ''} ${err?.message ?? err})`);
  await nc?.close().catch(() => {});
  process.exit(1);
}
