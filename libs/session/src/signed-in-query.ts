import {
  useInfiniteQuery,
  useQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCurrentUser } from './current-user';

/**
 * A query of the signed-in user's own data (my favorites, my business, my posts…): asked only while
 * signed in, and then only when the options' own `enabled` (default true) allows it. Signed out,
 * nothing is asked.
 */
export function useSignedInQuery<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const { isAuthenticated } = useCurrentUser();
  return useQuery({ ...options, enabled: isAuthenticated ? (options.enabled ?? true) : false });
}

/** useSignedInQuery for a list read page by page (docs/decisions/0139-one-paging-convention.md). */
export function useSignedInInfiniteQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): UseInfiniteQueryResult<TData, TError> {
  const { isAuthenticated } = useCurrentUser();
  return useInfiniteQuery({ ...options, enabled: isAuthenticated ? (options.enabled ?? true) : false });
}
