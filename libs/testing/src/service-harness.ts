/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { randomUUID } from 'node:crypto';
import {
  DomainError,
  isPagedRoute,
  pageSchema,
  parseRouteInput,
  ROUTE_SCHEMAS,
  subjectOfRoute,
  type Actor,
  type ErrorCode,
  type RouteName,
  type RouteSchemas,
  type RpcRequest,
  type ServiceName,
} from '@pawpals/contracts';
import { connectNats, databaseUrlFor, RpcClient, type RuntimeConfig } from '@pawpals/nest-common';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';
import { dropDatabases, isolatedConfig } from './infra';
import { ServiceFleet } from './system';

/** What a test sends: the raw request as a browser would, before the gateway's parsing. */
export interface RawRequest {
  actor?: Actor | null;
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** What the gateway would know of the uploads the body names (RpcRequest.uploads), passed as is. */
  uploads?: RpcRequest['uploads'];
}

/**
 * One service as its own process (from its build) on an isolated database and NATS prefix, called the
 * way the gateway calls it: `call(routeName, raw)` parses the query and body by the route's contract
 * (a bad input fails as the gateway's 400 would), sends the parsed request on the route's subject, and
 * checks the answer against the route's response schema, so a service that drifts fails its tests.
 */
export class ServiceHarness {
  private constructor(
    readonly config: RuntimeConfig,
    /** The service's processes (stop/start it to test restarts; `fleet.nc` publishes events to it). */
    readonly fleet: ServiceFleet,
    private readonly nc: NatsConnection,
    readonly rpc: RpcClient,
    /** The service's own database. */
    readonly db: Client,
  ) {}

  static async start(service: ServiceName, env: Record<string, string> = {}): Promise<ServiceHarness> {
    const config = await isolatedConfig();
    const fleet = await ServiceFleet.start(config, [service], env);
    const nc = await connectNats(config, `${service}-test`);
    const db = new Client({ connectionString: databaseUrlFor(config, service) });
    await db.connect();
    return new ServiceHarness(config, fleet, nc, new RpcClient(nc, config), db);
  }

  async close() {
    await this.db.end().catch(() => undefined);
    await this.nc.drain().catch(() => undefined);
    await this.fleet.close();
    await dropDatabases(this.config);
  }

  /** A person the service knows (as its user_profiles projection would have them). */
  async person(firstName = 'Pat', lastName = 'Doe', extra: Partial<Actor> = {}): Promise<Actor & { email: string }> {
    const userId = randomUUID();
    const email = `${firstName.toLowerCase()}.${userId.slice(0, 8)}@example.com`;
    await this.db.query(
      `INSERT INTO user_profiles (user_id, first_name, last_name, username, email, account_type, profile_image_url, registered_at)
       VALUES ($1, $2, $3, $4, $5, 'pet_owner', NULL, now())`,
      [userId, firstName, lastName, `u_${userId.slice(0, 8)}`, email],
    );
    return { userId, email, firstName, lastName, ...extra };
  }

  /** Calls a route as the gateway would: contract-parsed input, contract-checked answer. */
  async call<T = any>(name: RouteName, raw: RawRequest = {}): Promise<T> {
    const { query, body } = parseRouteInput(name, raw);
    const request: RpcRequest = { actor: raw.actor ?? null, params: raw.params ?? {}, query, body, ...(raw.uploads ? { uploads: raw.uploads } : {}) };
    const answer = await this.rpc.request<T>(subjectOfRoute(name), request);
    expectAnswerMatchesContract(name, isPagedRoute(name) ? itemsOfPage(name, answer) : answer);
    return answer;
  }

  /** A service-to-service subject (no route, no contract parsing). */
  callSubject<T = any>(subject: string, req: Partial<RpcRequest> = {}): Promise<T> {
    return this.rpc.request<T>(subject, { actor: null, params: {}, query: {}, body: {}, ...req });
  }

  /** The domain error a route call fails with (its code and readable message), at the edge or in the service. */
  async fails(name: RouteName, raw: RawRequest): Promise<{ code: ErrorCode; message: string }> {
    return failureOf(() => this.call(name, raw), name);
  }

  async failsSubject(subject: string, req: Partial<RpcRequest>): Promise<{ code: ErrorCode; message: string }> {
    return failureOf(() => this.callSubject(subject, req), subject);
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

async function failureOf(run: () => Promise<unknown>, what: string): Promise<{ code: ErrorCode; message: string }> {
  try {
    await run();
  } catch (err) {
    if (err instanceof DomainError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error(`${what} succeeded but was expected to fail`);
}

/** Throws, naming the route and field, when an answer does not match the route's response schema. */
export function expectAnswerMatchesContract(name: RouteName, answer: unknown): void {
  const schema = (ROUTE_SCHEMAS[name] as RouteSchemas).response;
  if (!schema) return;
  const result = schema.safeParse(answer);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`).join('; ');
    throw new Error(`The answer of ${name} breaks its contract: ${issues}`);
  }
}

/** The items of a paged route's answer (a Page, shared/paging.ts), failing when the answer is not one. */
function itemsOfPage(name: RouteName, answer: unknown): unknown[] {
  const result = pageSchema.safeParse(answer);
  if (!result.success) throw new Error(`The answer of ${name} is not a page of items: ${result.error.issues[0]?.message}`);
  return result.data.items;
}

/**
 * Breaking changes of a real answer that the contract must refuse: each field of the (first) object
 * given a value of another type. Returns the fields whose retyping the contract let through.
 */
export function breakingChangesLetThrough(name: RouteName, answer: unknown): string[] {
  const schema = (ROUTE_SCHEMAS[name] as RouteSchemas).response;
  if (!schema) throw new Error(`${name} has no JSON answer`);
  const isList = Array.isArray(answer);
  const sample = (isList ? (answer as unknown[])[0] : answer) as Record<string, unknown> | undefined;
  if (!sample || typeof sample !== 'object') throw new Error(`${name}: give a non-empty answer to break`);
  const retyped = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'object' ? 42 : { wrong: true });
  return Object.entries(sample)
    .filter(([, value]) => value !== undefined && value !== null)
    .filter(([field, value]) => {
      const changed = { ...sample, [field]: retyped(value) };
      return schema.safeParse(isList ? [changed] : changed).success;
    })
    .map(([field]) => field);
}
