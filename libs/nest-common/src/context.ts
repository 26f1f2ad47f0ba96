import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { context as otelContext, ROOT_CONTEXT } from '@opentelemetry/api';
import type { Actor } from '@pawpals/contracts';

/** What follows one user action from the HTTP request through NATS into events and their consumers. */
export interface RequestContext {
  correlationId: string;
  actor?: Actor | null;
  /** The gateway's idempotency token of this request, when the client sent an Idempotency-Key. */
  requestKey?: string;
  /** How many units of work this request has run (each is made idempotent on its own). */
  unitsOfWork?: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: Partial<RequestContext>, fn: () => T): T {
  return storage.run({ correlationId: context.correlationId || randomUUID(), actor: context.actor, requestKey: context.requestKey }, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/**
 * Runs background work (timers, loops) detached from whichever request happened to start it: its
 * correlation id and its trace span (a relay's work is not part of the request that nudged it).
 */
export function runDetached<T>(fn: () => T): T {
  return otelContext.with(ROOT_CONTEXT, () => storage.exit(fn));
}
