import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { Client } from 'pg';
import { loadConfig, type RuntimeConfig } from '@pawpals/nest-common';

export interface Infra {
  databaseUrl: string;
  natsUrl: string;
  /** Where it came from, for test logs. */
  source: 'env' | 'local' | 'testcontainers';
}

let infra: Promise<Infra> | undefined;

/**
 * Real Postgres and NATS for tests: DATABASE_URL / NATS_URL when set, else the ones on 127.0.0.1,
 * else containers when a Docker engine answers. Resolved once per process.
 */
export function resolveInfra(): Promise<Infra> {
  infra ??= (async () => {
    if (process.env.DATABASE_URL && process.env.NATS_URL) {
      return { databaseUrl: process.env.DATABASE_URL, natsUrl: process.env.NATS_URL, source: 'env' as const };
    }
    const [pg, nats] = await Promise.all([portOpen(5432), portOpen(4222)]);
    if (pg && nats) {
      return {
        databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
        natsUrl: process.env.NATS_URL || 'nats://127.0.0.1:4222',
        source: 'local' as const,
      };
    }
    return startContainers();
  })();
  return infra;
}

async function startContainers(): Promise<Infra> {
  // Loaded only here: most runs never need a Docker engine.
  const { GenericContainer, Wait } = await import('testcontainers');
  const postgres = await new GenericContainer('postgres:16-alpine')
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
    .start();
  const nats = await new GenericContainer('nats:2.10-alpine').withCommand(['-js']).withExposedPorts(4222).start();
  return {
    databaseUrl: `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
    natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
    source: 'testcontainers',
  };
}

export function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/**
 * A runtime config private to one test run: its own databases (by name prefix) and its own NATS
 * subjects and stream (by prefix), so runs sharing one Postgres and one NATS never meet.
 */
export async function isolatedConfig(overrides: Partial<RuntimeConfig> = {}): Promise<RuntimeConfig> {
  const { databaseUrl, natsUrl } = await resolveInfra();
  const id = randomBytes(4).toString('hex');
  return {
    ...loadConfig({ ...process.env, DATABASE_URL: databaseUrl, NATS_URL: natsUrl }),
    dbNamePrefix: `t_${id}_`,
    natsPrefix: `t${id}.`,
    rpcTimeoutMs: 2000,
    ...overrides,
  };
}

/** Environment variables that make a child process use the same isolated config. */
export function configEnv(config: RuntimeConfig): Record<string, string> {
  return {
    DATABASE_URL: config.databaseUrl,
    NATS_URL: config.natsUrl,
    DB_NAME_PREFIX: config.dbNamePrefix,
    NATS_PREFIX: config.natsPrefix,
    RPC_TIMEOUT_MS: String(config.rpcTimeoutMs),
    OUTBOX_POLL_MS: String(config.outboxPollMs),
    EVENTS_REPLICAS: String(config.eventsReplicas),
  };
}

/** Drops every database of a test run. */
export async function dropDatabases(config: RuntimeConfig): Promise<void> {
  const client = new Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${config.dbNamePrefix}%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Polls until the check returns a value other than undefined/false, or fails after the timeout. */
export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}
