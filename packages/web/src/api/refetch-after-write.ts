import type { QueryClient, QueryFilters } from "@tanstack/react-query";

/**
 * Fetches again every query in `filters` that a write may have changed. React Query restarts a refetch under
 * way, but a first fetch under way (a screen still loading) would keep its answer, read before the write maybe:
 * so what is under way is cancelled first, then everything is fetched anew.
 */
export async function refetchAfterWrite(queryClient: QueryClient, filters: QueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
