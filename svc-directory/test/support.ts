/* eslint-disable @typescript-eslint/no-explicit-any -- assertions read the JSON answers loosely */
import { randomUUID } from 'node:crypto';
import type { Actor, ErrorCode, RpcRequest } from '@pawpals/contracts';
import { DomainError } from '@pawpals/contracts';
import { connectNats, databaseUrlFor, RpcClient, type RuntimeConfig } from '@pawpals/nest-common';
import { dropDatabases, isolatedConfig, ServiceFleet } from '@pawpals/testing';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';

/** svc-directory as its own process (from its build) on an isolated database and NATS prefix. */
export class DirectoryHarness {
  private constructor(
    readonly config: RuntimeConfig,
    private readonly fleet: ServiceFleet,
    private readonly nc: NatsConnection,
    private readonly rpc: RpcClient,
    readonly db: Client,
  ) {}

  static async start(): Promise<DirectoryHarness> {
    const config = await isolatedConfig();
    const fleet = await ServiceFleet.start(config, ['directory']);
    const nc = await connectNats(config, 'directory-test');
    const db = new Client({ connectionString: databaseUrlFor(config, 'directory') });
    await db.connect();
    return new DirectoryHarness(config, fleet, nc, new RpcClient(nc, config), db);
  }

  async close() {
    await this.db.end().catch(() => undefined);
    await this.nc.drain().catch(() => undefined);
    await this.fleet.close();
    await dropDatabases(this.config);
  }

  /** A person the directory knows (as the user_profiles projection would have them). */
  async person(firstName = 'Pat', lastName = 'Doe'): Promise<Actor & { email: string }> {
    const userId = randomUUID();
    const email = `${firstName.toLowerCase()}.${userId.slice(0, 8)}@example.com`;
    await this.db.query(
      `INSERT INTO user_profiles (user_id, first_name, last_name, username, email, account_type, profile_image_url, registered_at)
       VALUES ($1, $2, $3, $4, $5, 'pet_owner', NULL, now())`,
      [userId, firstName, lastName, `u_${userId.slice(0, 8)}`, email],
    );
    return { userId, email };
  }

  call<T = any>(subject: string, req: Partial<RpcRequest> = {}): Promise<T> {
    return this.rpc.request<T>(subject, { actor: null, params: {}, query: {}, body: {}, ...req });
  }

  /** The domain error a call fails with (its code and readable message). */
  async fails(subject: string, req: Partial<RpcRequest>): Promise<{ code: ErrorCode; message: string }> {
    try {
      await this.call(subject, req);
    } catch (err) {
      if (err instanceof DomainError) return { code: err.code, message: err.message };
      throw err;
    }
    throw new Error(`${subject} succeeded but was expected to fail`);
  }

  async count(sql: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.db.query(`SELECT count(*)::int AS n FROM ${sql}`, params);
    return rows[0].n;
  }

  /** Events written to the outbox, in order, optionally of one type. */
  async events(type?: string): Promise<{ type: string; data: any; actor: unknown }[]> {
    const { rows } = await this.db.query(
      `SELECT envelope FROM outbox ${type ? `WHERE envelope->>'type' = $1` : ''} ORDER BY created_at`,
      type ? [type] : [],
    );
    return rows.map((r) => r.envelope);
  }
}

export const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
