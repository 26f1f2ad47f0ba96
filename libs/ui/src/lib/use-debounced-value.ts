import { useEffect, useRef, useState } from 'react';

/** How long typing in a search box pauses before the server is asked (docs/decisions/0139-one-paging-convention.md). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value` once it has stayed the same for `delayMs` (typing asks the server once a pause, not per key). With
 * `firstAtOnce`, the first value that is not null settles at once: nothing is shown yet, so there is nothing to
 * wait for (a map's first view).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, { firstAtOnce = false } = {}): T {
  const [settled, setSettled] = useState(value);
  const waitingForFirst = useRef(firstAtOnce);
  useEffect(() => {
    if (waitingForFirst.current && value != null) {
      waitingForFirst.current = false;
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
