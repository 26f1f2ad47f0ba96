import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/** One page of an admin list as callApiPage answers it (docs/decisions/0139-one-paging-convention.md). */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** What useInfiniteQuery needs to follow a list's pages: the first without a cursor, the next by the Link header's. */
export const followingPages = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: <T>(page: ListPage<T>) => page.nextCursor ?? undefined,
};

/** Every item of the pages loaded so far. */
export const loadedItems = <T>(data: InfiniteData<ListPage<T>> | undefined): T[] => data?.pages.flatMap((page) => page.items) ?? [];

/** Applies `change` to the items of every loaded page of the lists under `queryKey` (an action shows at once, before the refetch). */
export function changeLoadedItems<T>(queryClient: QueryClient, queryKey: QueryKey, change: (items: T[]) => T[]) {
  queryClient.setQueriesData<InfiniteData<ListPage<T>>>({ queryKey }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
  );
}

/** Takes `by` off a list's total (a `{count}` answer) at once, before the refetch reads the server's; never below 0. */
export function lowerCount(queryClient: QueryClient, queryKey: QueryKey, by: number) {
  queryClient.setQueryData<{ count: number }>(queryKey, (data) => (data ? { count: Math.max(0, data.count - by) } : data));
}
