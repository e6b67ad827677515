import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schedule } from '../../../../contract/schedules.ts';
import { useOfflineCollection } from '../../../offline/use-offline-collection.ts';
import { schedulesQueryKey, schedulesQueryOptions } from './schedules-query.ts';

export interface SchedulesView {
  /** In date and time order; undefined while nothing is known yet. */
  schedules: Schedule[] | undefined;
  /** The server refused the list (not: the device is offline). */
  failed: boolean;
  /** « Hors ligne — données du … » when the list shown is the copy kept on the device. */
  offlineBanner: string | null;
  /** Reloads from the server (after a creation). */
  refresh: () => Promise<void>;
}

const chronological = (a: Schedule, b: Schedule) =>
  `${a.date} ${a.time_start}`.localeCompare(`${b.date} ${b.time_start}`);

/**
 * The schedules of the signed-in user, read from the device (PRODUCT §7) and refreshed from
 * the server when online; from the network through TanStack Query until the offline layer
 * holds a session for this user on this device.
 */
export function useSchedules(userId: string): SchedulesView {
  const stored = useOfflineCollection('schedules', userId);
  const fetched = useQuery({
    ...schedulesQueryOptions(),
    enabled: stored.loaded && !stored.hasSession,
  });
  const queryClient = useQueryClient();
  const { hasSession, refresh: refreshStored } = stored;

  const refresh = useCallback(async () => {
    if (hasSession) await refreshStored();
    else await queryClient.invalidateQueries({ queryKey: schedulesQueryKey });
  }, [hasSession, refreshStored, queryClient]);

  if (!stored.loaded) {
    return { schedules: undefined, failed: false, offlineBanner: null, refresh };
  }
  if (hasSession) {
    const { rows } = stored;
    // A first visit on this device: the empty table is not an empty list until the server said so.
    const firstLoad = rows?.length === 0 && stored.lastSync === null && stored.refreshing;
    return {
      schedules: rows === undefined || firstLoad ? undefined : rows,
      failed: stored.error !== null,
      offlineBanner: stored.offlineBanner,
      refresh,
    };
  }
  return {
    schedules: fetched.data ? [...fetched.data].sort(chronological) : undefined,
    failed: fetched.isError,
    offlineBanner: null,
    refresh,
  };
}
