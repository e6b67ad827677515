import { useCallback } from 'react';
import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { LIST_ORDER, type ListRows } from './stored-rows.ts';
import { useOfflineCollection } from './use-offline-collection.ts';

export interface OfflineListView<Row> {
  /** In the collection's order (`LIST_ORDER`); undefined while nothing is known yet. */
  rows: Row[] | undefined;
  /** The server refused the list (not: the device is offline). */
  failed: boolean;
  /** « Hors ligne — données du … » when the list shown is the copy kept on the device. */
  offlineBanner: string | null;
  /** Reloads from the server (after a creation or a generation). */
  refresh: () => Promise<void>;
}

/**
 * The schedules, payslips or open missions of the signed-in user, read from the device (Dexie keeps them, so
 * they show offline) and refreshed from the server when online.
 *
 * Until the offline layer holds a session for this user on this device, the list comes from
 * the network through TanStack Query (`query`, the same GET) instead, so the screen never shows
 * an empty list that is not really empty.
 */
export function useOfflineList<C extends keyof ListRows, Key extends QueryKey>(
  collection: C,
  userId: string,
  query: UseQueryOptions<ListRows[C][], Error, ListRows[C][], Key>,
): OfflineListView<ListRows[C]> {
  const stored = useOfflineCollection(collection, userId);
  const fetched = useQuery({ ...query, enabled: stored.loaded && !stored.hasSession });
  const queryClient = useQueryClient();
  const { hasSession, refresh: refreshStored } = stored;
  const { queryKey } = query;

  const refresh = useCallback(async () => {
    if (hasSession) await refreshStored();
    else await queryClient.invalidateQueries({ queryKey });
  }, [hasSession, refreshStored, queryClient, queryKey]);

  if (!stored.loaded) {
    return { rows: undefined, failed: false, offlineBanner: null, refresh };
  }
  if (hasSession) {
    const { rows } = stored;
    // A first visit on this device: the empty table is not an empty list until the server said so.
    const firstLoad = rows?.length === 0 && stored.lastSync === null && stored.refreshing;
    return {
      rows: rows === undefined || firstLoad ? undefined : rows,
      failed: stored.error !== null,
      offlineBanner: stored.offlineBanner,
      refresh,
    };
  }
  return {
    rows: fetched.data ? [...fetched.data].sort(LIST_ORDER[collection]) : undefined,
    failed: fetched.isError,
    offlineBanner: null,
    refresh,
  };
}
