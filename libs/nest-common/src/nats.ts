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
  });
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') log.warn({ status: status.type }, 'nats connection');
    }
  })();
  return nc;
}
