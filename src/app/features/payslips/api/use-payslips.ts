import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Payslip } from '../../../../contract/payslips.ts';
import { useOfflineCollection } from '../../../offline/use-offline-collection.ts';
import { payslipsQueryKey, payslipsQueryOptions } from './payslips-query.ts';

export interface PayslipsView {
  /** Newest period first; undefined while nothing is known yet. */
  payslips: Payslip[] | undefined;
  /** The server refused the list (not: the device is offline). */
  failed: boolean;
  /** « Hors ligne — données du … » when the list shown is the copy kept on the device. */
  offlineBanner: string | null;
  /** Reloads from the server (after a generation). */
  refresh: () => Promise<void>;
}

const newestFirst = (a: Payslip, b: Payslip) => b.period_start.localeCompare(a.period_start);

/**
 * The payslips of the signed-in user, read from the device (PRODUCT §7: Dexie keeps them, so
 * the list and the PDF download work offline) and refreshed from the server when online.
 *
 * Until the offline layer holds a session for this user on this device, the list comes from
 * the network through TanStack Query instead, so the screen never shows an empty list that
 * is not really empty.
 */
export function usePayslips(userId: string): PayslipsView {
  const stored = useOfflineCollection('payslips', userId);
  const fetched = useQuery({
    ...payslipsQueryOptions(),
    enabled: stored.loaded && !stored.hasSession,
  });
  const queryClient = useQueryClient();
  const { hasSession, refresh: refreshStored } = stored;

  const refresh = useCallback(async () => {
    if (hasSession) await refreshStored();
    else await queryClient.invalidateQueries({ queryKey: payslipsQueryKey });
  }, [hasSession, refreshStored, queryClient]);

  if (!stored.loaded) {
    return { payslips: undefined, failed: false, offlineBanner: null, refresh };
  }
  if (hasSession) {
    const { rows } = stored;
    // A first visit on this device: the empty table is not an empty list until the server said so.
    const firstLoad = rows?.length === 0 && stored.lastSync === null && stored.refreshing;
    return {
      payslips: rows === undefined || firstLoad ? undefined : rows,
      failed: stored.error !== null,
      offlineBanner: stored.offlineBanner,
      refresh,
    };
  }
  return {
    payslips: fetched.data ? [...fetched.data].sort(newestFirst) : undefined,
    failed: fetched.isError,
    offlineBanner: null,
    refresh,
  };
}
