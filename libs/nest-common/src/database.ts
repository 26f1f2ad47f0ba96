import { Client, type Pool, type QueryResultRow } from 'pg';
import { DataSource, type DataSourceOptions, type EntityManager, type MigrationInterface } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { databaseUrlFor, type RuntimeConfig } from './config';
import { createLogger } from './logger';
import { MessagingTables1700000000000 } from './migrations/1700000000000-messaging-tables';
import { OutboxNotify1700000000001 } from './migrations/1700000000001-outbox-notify';
import { RequestKeys1700000000002 } from './migrations/1700000000002-request-keys';
import { OutboxTraceparent1700000000010 } from './migrations/1700000000010-outbox-traceparent';

export { OUTBOX_CHANNEL } from './migrations/1700000000001-outbox-notify';

const log = createLogger('database');

/** Creates the service's own database on first start; concurrent replicas may race, which is fine. */
export async function ensureDatabase(config: RuntimeConfig, database: string): Promise<void> {
  const name = `${config.dbNamePrefix}${database}`;
  const admin = new Client({ connectionString: config.databaseUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((err: { code?: string }) => {
        if (err.code !== '42P04' && err.code !== '23505') throw err;
      });
      log.info({ database: name }, 'created database');
    }
  } finally {
    await admin.end();
  }
}

export interface ServiceDatabaseOptions {
  database: string;
  entities: DataSourceOptions['entities'];
  migrations: (new () => MigrationInterface)[];
}

/**
 * Opens the service's database and applies its migrations under an advisory lock, so replicas
 * starting together migrate once. Schema changes only ever come from migrations (no synchronize).
 */
export async function openServiceDatabase(config: RuntimeConfig, options: ServiceDatabaseOptions): Promise<DataSource> {
  await ensureDatabase(config, options.database);
  const dataSource = new DataSource({
    type: 'postgres',
    url: databaseUrlFor(config, options.database),
    entities: options.entities,
    migrations: [MessagingTables1700000000000, OutboxNotify1700000000001, RequestKeys1700000000002, OutboxTraceparent1700000000010, ...options.migrations],
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    extra: { max: Number(process.env.DB_POOL_SIZE) || 10 },
  });
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock(727274)');
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length) log.info({ database: options.database, migrations: applied.map((m) => m.name) }, 'migrated');
  } finally {
    await lock.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    await lock.release();
  }
  return dataSource;
}

/** Postgres is away (restarting, stopped, unreachable, out of connections): the request may work again shortly. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; driverError?: unknown } | undefined;
  if (!e) return false;
  if (e.driverError && e.driverError !== err && isDatabaseUnavailable(e.driverError)) return true;
  const code = e.code ?? '';
  if (/^(08|57P0)/.test(code) || code === '53300' || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code)) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|the database system is (starting up|shutting down)/i.test(e.message ?? '');
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now. Please try again shortly.';

/** A unique constraint refused the write (Postgres 23505), optionally a named one. */
export const isUniqueViolation = (err: unknown, constraint?: string): boolean =>
  (err as { code?: string })?.code === '23505' && (!constraint || (err as { constraint?: string }).constraint === constraint);

/** A foreign key refused the write (Postgres 23503): the row it points at does not exist (any more). */
export const isForeignKeyViolation = (err: unknown): boolean => (err as { code?: string })?.code === '23503';

/** TypeORM answers UPDATE/DELETE … RETURNING as [rows, affectedCount]; this gives the rows either way. */
export function returnedRows<T = Record<string, unknown>>(result: unknown): T[] {
  const r = result as unknown[];
  return (Array.isArray(r) && r.length === 2 && Array.isArray(r[0]) && typeof r[1] === 'number' ? r[0] : r) as T[];
}

/**
 * pg reads timestamptz columns as Date; answers carry them as ISO 8601 text (the contracts' date-time).
 * Gives the row with the named fields converted (a null stays null).
 */
export function withIsoTimes<T extends object>(row: T, ...fields: (keyof T & string)[]): T {
  const out = { ...row } as Record<string, unknown>;
  for (const field of fields) {
    const value = out[field];
    if (value !== null && value !== undefined) out[field] = new Date(value as string | Date).toISOString();
  }
  return out as T;
}

/**
 * A hot read as a named (prepared) statement on the pool: Postgres parses and plans it once per
 * connection instead of on every request (bench/RESULTS.md "Hop tax"). `name` must always go with the
 * same `text`. Given an EntityManager inside a transaction, the statement runs on that transaction's
 * connection (unprepared, through TypeORM) so it sees the transaction's writes.
 */
export async function preparedQuery<T = Record<string, unknown>>(
  source: DataSource | EntityManager,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const manager = source instanceof DataSource ? source.manager : source;
  if (manager.queryRunner) return manager.query(text, values);
  const pool = (manager.connection.driver as PostgresDriver).master as Pool;
  const { rows } = await pool.query<T & QueryResultRow>({ name, text, values });
  return rows;
}
