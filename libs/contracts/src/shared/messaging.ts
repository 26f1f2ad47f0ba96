/**
 * What crosses NATS for every domain: who is asking, a forwarded request, the live push subjects and the
 * envelope of every event. Each domain's own subjects and events live in its folder (subjects.ts,
 * events.ts); SUBJECTS and EVENTS (../subjects.ts, ../events.ts) join them.
 */
import type { AdminRole } from './enums';
import type { ProcessedImage } from './images';

/** Who is asking. The gateway fills it from the session; services never trust ids from the browser. */
export interface Actor {
  userId: string;
  adminRole?: AdminRole | null;
  /**
   * The caller as the gateway's session knows them. Events name the acting person from here, so a
   * consumer never depends on its own user projection having caught up.
   */
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** "First Last" of the acting user, when the gateway supplied it. */
export function actorFullName(actor: Actor | null | undefined): string | null {
  const name = [actor?.firstName, actor?.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

/**
 * A request forwarded by the gateway over NATS: path params, and the query and JSON body as the
 * route's contract parsed them (see ContractRequest for the typed form of one route).
 */
export interface RpcRequest<Body = unknown> {
  actor: Actor | null;
  /**
   * Set by the gateway for a write sent with an Idempotency-Key (a token of caller, key and request):
   * the service commits it once and answers a retry with the first answer (nest-common's UnitOfWork).
   */
  idempotencyKey?: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Body;
  /**
   * Set by the gateway: what it knows of each of the caller's uploads the body names (by `/objects/<id>`
   * path), so the owning service can record a photo's placeholder without ever seeing the image.
   */
  uploads?: Record<string, ProcessedImage>;
  /** The request headers the route asks for (RouteSpec.forwardHeaders), when the request had them. */
  headers?: Record<string, string>;
}

export const HEADERS = {
  correlationId: 'x-correlation-id',
} as const;

/**
 * Live push (core NATS, fire-and-forget): svc-notifications announces each new notification to the
 * gateway replicas holding that user's stream; a broadcast is one message for everybody. A gateway that
 * ended sessions of a member tells every replica (`sessionsEnded`, a SessionsEnded), which closes the
 * member's streams whose session is gone.
 */
export const LIVE_SUBJECTS = {
  notificationFor: (userId: string) => `live.notifications.user.${userId}`,
  notificationForEveryone: 'live.notifications.everyone',
  sessionsEnded: 'live.sessions.ended',
} as const;

/** Sessions of this member ended (sign-out, password change or reset, deletion, suspension). */
export interface SessionsEnded {
  userId: string;
}

export const EVENTS_STREAM = 'EVENTS';
export const EVENTS_SUBJECT_PREFIX = 'events';

/** The envelope every event travels in (docs/architecture.md#how-an-event-flows). */
export interface EventEnvelope<Data = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  actor: Actor | null;
  correlationId?: string;
  data: Data;
}

/** A typed event: its type name, its subject, and (at compile time only) its payload. */
export interface EventDefinition<Data> {
  readonly type: string;
  readonly subject: string;
  /** Phantom field carrying the payload type; never set at run time. */
  readonly __data?: Data;
}
export type EventData<E> = E extends EventDefinition<infer D> ? D : never;
