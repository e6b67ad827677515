import { useLiveQuery } from 'dexie-react-hooks';
import { resolveDeps } from './api.ts';
import type { OfflineCollection } from './db.ts';

/** When `collection` was last refreshed from the server for the signed-in user; null if never. */
export function useLastSync(collection: OfflineCollection): Date | null {
  const { db } = resolveDeps();
  const syncedAt = useLiveQuery(async () => {
    const [session, meta] = await Promise.all([
      db.session.get('current'),
      db.syncMeta.get(collection),
    ]);
    return meta && meta.owner_id === session?.userId ? meta.synced_at : null;
  }, [db, collection]);
  return syncedAt ? new Date(syncedAt) : null;
}
