import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './query';
import { redirectIfUnauthorized } from './unauthorized';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { skipAuthRedirect?: boolean };
    mutationMeta: { skipAuthRedirect?: boolean };
  }
}

/**
 * The one QueryClient of the app (docs/product.md#numbers-and-limits): no automatic retry, no refetch on
 * window focus, no polling unless a query asks for it, data never stale. A 401 Unauthorized from any query or
 * mutation shows the logged-out toast and goes to /login, unless the call opts out with
 * meta.skipAuthRedirect.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.skipAuthRedirect) redirectIfUnauthorized(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.skipAuthRedirect) redirectIfUnauthorized(error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
