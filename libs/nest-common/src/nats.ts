import { connect, type NatsConnection } from 'nats';
import { natsServers, type RuntimeConfig } from './config';
import { createLogger } from './logger';

const log = createLogger('nats');

/**
 * Connects and keeps reconnecting forever: a NATS outage is a pause, not a crash. The first connect
 * also waits, so a service may start before NATS does.
 */
export async function connectNats(config: RuntimeConfig, name: string): Promise<NatsConnection> {
  const nc = await connect({
    servers: natsServers(config.natsUrl),
    name,
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    pingInterval: 5_000,
    maxPingOut: 2,
    // Without this the client builds an Error (a stack trace) for every request, in case it times out: a
    // tenth of the gateway's CPU per forwarded request (bench/hop-tax profile). A timeout is still a
    // NatsError with its code, which the RPC client turns into a readable 503 naming the subject.
    noAsyncTraces: true,
  });
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') log.warn({ status: status.type }, 'nats connection');
    }
  })();
  return nc;
}
