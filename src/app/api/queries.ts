import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ROUTE_TABLE, RouteName } from '../../contract/route-table.ts';
import { call, queryKey, type CallArgs } from './client.ts';

/** The calls that read (GET): the only ones a query may make. */
export type GetCall = {
  [K in RouteName]: (typeof ROUTE_TABLE)[K]['method'] extends 'GET' ? K : never;
}[RouteName];

/**
 * The one definition of a GET as a TanStack query: its key derived from the route name (and
 * params/query), its function the typed client with TanStack's cancel signal. A screen adds
 * what is its own (`select`, `staleTime`, `enabled`) by spreading it:
 * `useQuery({ ...apiQuery('listUsers'), select: pendingFirst })`.
 */
export function apiQuery<K extends GetCall>(name: K, ...[input]: CallArgs<K>) {
  return queryOptions({
    queryKey: queryKey(name, input),
    queryFn: ({ signal }) => call(name, ...([{ ...input, signal }] as CallArgs<K>)),
  });
}

/** Marks stale, and refetches if shown, every query of the calls named (whatever their input). */
export async function invalidateCalls(
  queryClient: QueryClient,
  names: readonly RouteName[],
): Promise<void> {
  await Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
}

/** The dashboards count missions, unread messages and notifications: they follow them. */
export const DASHBOARD_CALLS = [
  'dashboardStats',
  'adminDashboard',
  'institutionDashboard',
] as const satisfies readonly GetCall[];
