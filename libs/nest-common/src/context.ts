import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Actor } from '@pawpals/contracts';

/** What follows one user action from the HTTP request through NATS into events and their consumers. */
export interface RequestContext {
  correlationId: string;
  actor?: Actor | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: Partial<RequestContext>, fn: () => T): T {
  return storage.run({ correlationId: context.correlationId || randomUUID(), actor: context.actor }, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/** Runs background work (timers, loops) detached from whichever request happened to start it. */
export function runDetached<T>(fn: () => T): T {
  return storage.exit(fn);
}
