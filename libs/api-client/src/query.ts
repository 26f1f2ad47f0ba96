import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { throwIfResNotOk } from './errors';
import { pageLanguageHeader } from './language';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The URL a query key names: its string and number segments joined by '/', e.g. ['/api/notifications']. */
export function urlFromQueryKey(queryKey: QueryKey): string {
  return queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
}

/**
 * The default reader: GET with cookies, JSON answer. On 401 it either throws (default)
 * or returns null, which the current-user query uses to mean "signed out".
 */
export function getQueryFn<T>(options: { on401?: UnauthorizedBehavior; url?: string } = {}): QueryFunction<T | null> {
  const on401 = options.on401 ?? 'throw';
  return async ({ queryKey, signal }) => {
    const res = await fetch(options.url ?? urlFromQueryKey(queryKey), {
      credentials: 'include',
      headers: { Accept: 'application/json', ...pageLanguageHeader() },
      signal,
    });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
