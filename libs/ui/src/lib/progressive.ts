import { useDeferredValue } from 'react';

/**
 * How many items of a list to draw: the first screen's at once, the rest in a background render that React
 * can interrupt (a deferred value renders at transition priority, in slices of a few milliseconds), so a
 * grid of cards arriving with its data is not one long task on a slow phone
 * (docs/decisions/0061-main-thread-work-on-the-first-load.md). The caller marks
 * the list `aria-busy` while `count < total`.
 */
export function useProgressiveCount(total: number, firstScreen: number): number {
  const deferred = useDeferredValue(total);
  return Math.min(total, Math.max(deferred, firstScreen));
}
