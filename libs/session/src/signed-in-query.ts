import { useQuery, type DefaultError, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
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
