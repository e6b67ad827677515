import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { readStoredUser } from '../api/token-storage.ts';
import { resolveDeps } from './api.ts';
import type { OfflineCollection } from './db.ts';
import { takeFirstRead } from './first-read.ts';
import { fr } from './fr.ts';
import { refreshCollection, type RefreshOutcome } from './refresh.ts';
import { useOnline } from './use-online.ts';
import { readDeviceOwner, readRows, type CollectionRows } from './stored-rows.ts';

/** What a screen needs to show a collection kept on the device. */
export interface OfflineCollectionView<Row> {
  /** The stored rows of the signed-in user, live; undefined while the device is being read. */
  rows: Row[] | undefined;
  /** The device's session has been read; until then `hasSession` is false. */
  loaded: boolean;
  /**
   * A session is recorded on this device for the signed-in user (it is at sign-in), so the rows
   * are theirs and kept offline. False where IndexedDB cannot be read (some private modes), so
   * that a screen can fall back to the network instead of waiting forever.
   */
  hasSession: boolean;
  /** A refresh from the server is under way. */
  refreshing: boolean;
  /** No network, or the last refresh could not reach the server. */
  offline: boolean;
  /** Last successful refresh, null if never on this device (not yet refreshed at least once). */
  lastSync: Date | null;
  /** « Hors ligne — données du … » while offline, else null. */
  offlineBanner: string | null;
  /** The screen's load-failure message when the server refused the refresh (not when offline). */
  error: string | null;
  /** Refreshes from the server now. */
  refresh: () => Promise<RefreshOutcome>;
}

/**
 * The user whose stored data a screen may show: the device's owner (undefined while it is being
 * read), or null when there is none or it is not `signedInUserId`.
 */
export function sessionOwner(
  deviceOwner: string | null | undefined,
  signedInUserId: string | undefined,
): string | null | undefined {
  if (deviceOwner && signedInUserId !== undefined && deviceOwner !== signedInUserId) return null;
  return deviceOwner;
}

/**
 * Reads a collection from the device (live: every change in IndexedDB, from this page, another
 * tab or the service worker, re-renders) and refreshes it from the server when signed in and
 * online (on mount, and again when the connection comes back).
 *
 * With `signedInUserId`, the device's data counts only once its session is recorded for that
 * user: the previous person's copy never shows while a new sign-in is being recorded.
 */
export function useOfflineCollection<C extends OfflineCollection>(
  collection: C,
  signedInUserId?: string,
): OfflineCollectionView<CollectionRows[C]> {
  const { db } = resolveDeps();
  const online = useOnline();
  // What the device held when the screen was asked for, read meanwhile: the first render shows
  // it, and the live queries below take over with their first answers. Only the signed-in
  // person's (the account kept with her token when the screen does not name her), so its owner
  // is the `userId` of the first render.
  const [first] = useState(() => takeFirstRead(collection, signedInUserId ?? readStoredUser()?.id));
  const deviceOwner = useLiveQuery(() => readDeviceOwner(db), [db], first?.owner);
  const userId = sessionOwner(deviceOwner, signedInUserId);
  const rows = useLiveQuery(
    async () => {
      // Undefined, not empty, until the owner is known: a live query keeps its last result while
      // the next one runs, and an empty list would read as « nothing stored » for a moment.
      if (userId === undefined) return undefined;
      return userId ? ((await readRows(db, collection, userId)) as CollectionRows[C][]) : [];
    },
    [db, collection, userId],
    first?.rows,
  );
  // Read only with a session: where IndexedDB cannot be opened, nothing here throws.
  const meta = useLiveQuery(
    async () => (userId ? db.syncMeta.get(collection) : undefined),
    [db, collection, userId],
    first?.meta,
  );
  const [refreshing, setRefreshing] = useState(false);
  const [outcome, setOutcome] = useState<RefreshOutcome | null>(null);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      const result = await refreshCollection(collection, { db });
      setOutcome(result);
      return result;
    } finally {
      setRefreshing(false);
    }
  }, [collection, db]);

  useEffect(() => {
    if (userId && online) void refresh();
  }, [userId, online, refresh]);

  const offline = !online || outcome?.status === 'offline';
  const lastSync = meta && meta.owner_id === userId ? new Date(meta.synced_at) : null;
  return {
    rows,
    loaded: deviceOwner !== undefined,
    hasSession: Boolean(userId),
    refreshing,
    offline,
    lastSync,
    offlineBanner: offline ? offlineBannerText(lastSync) : null,
    error: outcome?.status === 'error' ? fr.loadFailed[collection] : null,
    refresh,
  };
}

/** « Hors ligne — données du 21 novembre 2025 à 15:42 », or the no-data variant. */
export function offlineBannerText(lastSync: Date | null): string {
  return lastSync ? fr.offlineSince(lastSync) : fr.offlineNoData;
}
