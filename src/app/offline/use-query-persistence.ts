import { useEffect } from 'react';
import {
  dehydrate,
  hydrate,
  onlineManager,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { resolveDeps, type OfflineDeps } from './api.ts';
import { isKeptQuery } from './query-offline.ts';

/** Writes are grouped: at most one every this many ms (short: a screen may be left at once). */
export const SAVE_DELAY_MS = 300;
/** Older answers are not worth showing: a week. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 3600_000;

/**
 * Puts back the user's kept answers (O12): only hers (`owner_id`), at most a week old, and only
 * where the screen has nothing newer (hydrate keeps the fresher of the two).
 */
export async function restoreQueryCache(
  queryClient: QueryClient,
  userId: string,
  deps?: OfflineDeps,
): Promise<boolean> {
  const { db, now } = resolveDeps(deps);
  try {
    const record = await db.queryCache.get(userId);
    if (!record || now() - Date.parse(record.saved_at) > QUERY_CACHE_MAX_AGE_MS) return false;
    hydrate(queryClient, record.state as Parameters<typeof hydrate>[1]);
    return true;
  } catch {
    // IndexedDB unreadable (private mode): the screens use the network only.
    return false;
  }
}

/** Stores the successful answers of the kept calls for `userId` (one row, replaced). */
export async function saveQueryCache(
  queryClient: QueryClient,
  userId: string,
  deps?: OfflineDeps,
): Promise<void> {
  const { db, now } = resolveDeps(deps);
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && isKeptQuery(query.queryKey),
  });
  await db.transaction('rw', [db.session, db.queryCache], async () => {
    // Someone else signed in meanwhile (or a logout cleared the device): keep nothing.
    const session = await db.session.get('current');
    if (session?.userId !== userId) return;
    await db.queryCache.put({ owner_id: userId, saved_at: new Date(now()).toISOString(), state });
  });
}

/**
 * The signed-in user's screens keep their last answers on the device (O12): restored once at
 * start, saved (grouped, at most every 300 ms) whenever a kept query gets a new answer. With
 * the browser's own state as TanStack's starting point, a query started offline waits for the
 * network (paused, refetched on `online`) instead of spinning through its retries.
 */
export function useQueryPersistence(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restored = restoreQueryCache(queryClient, userId);
    const schedule = () => {
      if (timer !== undefined || stopped) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (!stopped) void restored.then(() => saveQueryCache(queryClient, userId)).catch(() => {});
      }, SAVE_DELAY_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (isKeptQuery(event.query.queryKey)) schedule();
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [queryClient, userId]);
}
