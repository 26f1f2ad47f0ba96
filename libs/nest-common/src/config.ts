/** Runtime settings shared by the gateway and the services, read once from the environment. */
export interface RuntimeConfig {
  /** Server URL; the database name in it is replaced by `<dbNamePrefix><database>` per service. */
  databaseUrl: string;
  dbNamePrefix: string;
  /** One server, or a cluster's servers comma-separated (clients reconnect to any of them). */
  natsUrl: string;
  /** How many NATS nodes keep a copy of the EVENTS stream (3 on a 3-node cluster; 1 on one server). */
  eventsReplicas: number;
  /** Prepended to every subject and stream name, so test runs sharing one NATS never see each other. */
  natsPrefix: string;
  rpcTimeoutMs: number;
  logLevel: string;
  /**
   * The outbox relay's safety-net poll. Relays are woken by Postgres NOTIFY when a row is committed
   * (by any replica); they poll at this interval only in case a notification was missed, and every
   * 500 ms at most while their LISTEN connection is down.
   */
  outboxPollMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  return {
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    dbNamePrefix: env.DB_NAME_PREFIX ?? 'pawpals_',
    natsUrl: env.NATS_URL || 'nats://127.0.0.1:4222',
    eventsReplicas: Number(env.EVENTS_REPLICAS) || 1,
    natsPrefix: env.NATS_PREFIX ? `${env.NATS_PREFIX.replace(/\.+$/, '')}.` : '',
    rpcTimeoutMs: Number(env.RPC_TIMEOUT_MS) || 5000,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    outboxPollMs: Number(env.OUTBOX_POLL_MS) || 5000,
  };
}

/** The servers of NATS_URL as the client wants them. */
export const natsServers = (natsUrl: string): string[] =>
  natsUrl
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const RUNTIME_CONFIG = Symbol('RUNTIME_CONFIG');

/** The connection URL of one service's own database. */
export function databaseUrlFor(config: RuntimeConfig, database: string): string {
  const url = new URL(config.databaseUrl);
  url.pathname = `/${config.dbNamePrefix}${database}`;
  return url.toString();
}

export function streamName(config: RuntimeConfig, stream: string): string {
  return config.natsPrefix ? `${config.natsPrefix.replace(/\./g, '_')}${stream}` : stream;
}

export function prefixed(config: RuntimeConfig, subject: string): string {
  return `${config.natsPrefix}${subject}`;
}

/** The subject as the code names it, without this run's prefix. */
export function unprefixed(config: RuntimeConfig, subject: string): string {
  return config.natsPrefix && subject.startsWith(config.natsPrefix) ? subject.slice(config.natsPrefix.length) : subject;
}
