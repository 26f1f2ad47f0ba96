/**
 * svc-admin's NATS request subjects (one per route it answers, named like the route, its health probe
 * and its data export), and what svc-admin asks of the services that own reported or moderated content
 * (`<service>.contentExists`, `<service>.describeContents`).
 */
import { routeSubjects, systemSubjects } from '../shared/contract-builders';
import type { ConsumerBacklog, OutboxState, ParkedEvent, ParkedEventRetry } from './entities';
import { SERVICES, type ServiceName } from '../shared/services';
import type { ReportableContentType, TakedownContentType } from './enums';
import { ADMIN_ROUTES } from './routes';

export const ADMIN_SUBJECTS = {
  ...routeSubjects('admin', ADMIN_ROUTES),
  health: 'admin.health',
  ...systemSubjects('admin'),
  exportUserData: 'admin.exportUserData',
} as const;

/** A piece of content a member reports (POST /api/reports), as svc-admin asks its owner about it. */
export interface ReportedContentRef {
  contentType: ReportableContentType;
  contentId: string;
}
export interface ContentExists {
  exists: boolean;
}

/** A piece of content as a moderator names it (svc-admin asks its owner: `<service>.describeContents`). */
export interface ContentRef {
  contentType: TakedownContentType;
  contentId: string;
}
export interface ModeratedContent extends ContentRef {
  /** Who wrote or posted it: they are told when it is taken down. */
  authorId: string | null;
  /** A short name a person recognises ("Lost dog: Rex", "Review of Happy Paws"). */
  title: string;
  /** Where it shows on the site, for the moderator to open. */
  link: string | null;
}
/** The body of `<service>.describeContents` (an RpcRequest without actor); the answer is parallel to `refs`, null where unknown. */
export interface DescribeContentsRequest {
  refs: ContentRef[];
}

/**
 * `<service>.systemStatus` (no body): what one service reads of its own database and JetStream consumers.
 * A part it could not read is null (or left out) and named in `problems`.
 */
export interface ServiceSystemReport {
  outbox: OutboxState | null;
  consumers: Omit<ConsumerBacklog, 'service'>[];
  parkedEvents: number | null;
  problems: string[];
}

/** A parked event as its service answers it (svc-admin adds the service and the id). */
export type ServiceParkedEvent = Omit<ParkedEvent, 'id' | 'service'>;

/** `<service>.systemParkedEvents`: the newest `limit` of the service's parked events, and how many it holds. */
export interface ServiceParkedEventsRequest {
  limit: number;
}
export interface ServiceParkedEvents {
  events: ServiceParkedEvent[];
  total: number;
}

/** `<service>.systemRetryParkedEvent` and `<service>.systemDeleteParkedEvent`: one parked event; a not_found error when absent. */
export interface ParkedEventKey {
  consumer: string;
  eventId: string;
}
/** The retry's answer (svc-admin adds the id); the delete answers the removed ServiceParkedEvent. */
export type ServiceParkedEventRetry = Omit<ParkedEventRetry, 'id'>;

/**
 * A parked event's id on the HTTP API: `<service>.<consumer>.<event id>`. Consumer names hold no dot
 * (`<service>__<event type with _>[__purpose]`), so the first two dots split it; the event id is the rest.
 */
export function parkedEventId(service: ServiceName, key: ParkedEventKey): string {
  return `${service}.${key.consumer}.${key.eventId}`;
}

/** The service and key an id names, or null when it names none (a 404, never a 400). */
export function parseParkedEventId(id: string): (ParkedEventKey & { service: ServiceName }) | null {
  const first = id.indexOf('.');
  const second = first < 0 ? -1 : id.indexOf('.', first + 1);
  if (second < 0) return null;
  const service = id.slice(0, first) as ServiceName;
  const consumer = id.slice(first + 1, second);
  const eventId = id.slice(second + 1);
  if (!SERVICES.includes(service) || !consumer.startsWith(`${service}__`) || !/^[A-Za-z0-9_-]+$/.test(consumer) || !eventId) return null;
  return { service, consumer, eventId };
}
