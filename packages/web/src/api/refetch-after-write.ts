import { partialMatchKey, type Query, type QueryClient, type QueryFilters, type QueryKey } from "@tanstack/react-query";

/**
 * Fetches again every query in `filters` that a write may have changed. React Query restarts a refetch under
 * way, but a first fetch under way (a screen still loading) would keep its answer, read before the write maybe:
 * so what is under way is cancelled first, then everything is fetched anew.
 */
export async function refetchAfterWrite(queryClient: QueryClient, filters: QueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}

/**
 * Keeps what a write answered as the query's value. A fetch of it under way (say, a deck opened again after a while,
 * on a slow network) was read before the write and would land on top of it, so it is cancelled first.
 */
export async function storeWritten<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  value: T | ((old: T | undefined) => T | undefined),
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, value);
}

/** The queries under any of these keys. */
export function queriesUnder(...prefixes: QueryKey[]) {
  return {
    predicate: ({ queryKey }: Query) => prefixes.some((prefix) => partialMatchKey(queryKey, prefix)),
  } satisfies QueryFilters;
}
