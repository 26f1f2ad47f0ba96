/** Runtime settings shared by the gateway and the services, read once from the environment. */
export interface RuntimeConfig {
  /** Server URL; the database name in it is replaced by `<dbNamePrefix><database>` per service. */
  databaseUrl: string;
  dbNamePrefix: string;
  natsUrl: string;
  /** Prepended to every subject and stream name, so test runs sharing one NATS never see each other. */
  natsPrefix: string;
  rpcTimeoutMs: number;
  logLevel: string;
  outboxPollMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  return {
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    dbNamePrefix: env.DB_NAME_PREFIX ?? 'pawpals_',
    natsUrl: env.NATS_URL || 'nats://127.0.0.1:4222',
    natsPrefix: env.NATS_PREFIX ? `${env.NATS_PREFIX.replace(/\.+$/, '')}.` : '',
    rpcTimeoutMs: Number(env.RPC_TIMEOUT_MS) || 5000,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    outboxPollMs: Number(env.OUTBOX_POLL_MS) || 500,
  };
}

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
