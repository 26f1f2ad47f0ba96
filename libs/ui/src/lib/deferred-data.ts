import { useDeferredValue } from 'react';

/**
 * A query's data for a page that draws a lot from it: the first time it arrives, the page is drawn in a
 * background (interruptible) render instead of one long task, and until then the caller keeps its skeleton
 * (docs/decisions/0061-main-thread-work-on-the-first-load.md). `sameItem` tells a newer version of what is
 * shown (a refetch: the older one stays up meanwhile) from another item (a new address: nothing until it is
 * drawn).
 */
export function useDeferredData<T>(data: T | undefined, sameItem: (a: T, b: T) => boolean): T | undefined {
  const deferred = useDeferredValue(data);
  return deferred !== undefined && data !== undefined && sameItem(deferred, data) ? deferred : undefined;
}
